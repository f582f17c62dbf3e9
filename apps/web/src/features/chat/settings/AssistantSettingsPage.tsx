import { useEffect, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { PasswordField } from '../../../components/forms/PasswordField.tsx';
import { useForm } from '@mantine/form';
import { IconPlugConnected } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  CHAT_MESSAGES,
  CHAT_RETENTION_DAYS_MAX,
  chatSettingsInput,
  type ChatSettingsInput,
  type ChatSettingsView,
} from '@tenure/domain/chat';
import { Page } from '../../../components/Page.tsx';
import { LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { reportSaveError } from '../../../lib/forms/formErrors.ts';
import { zodFormErrors } from '../../../lib/forms/zodFormErrors.ts';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { showToast } from '../../../lib/toast.ts';
import { useFlagSettings, useOverrideFlag } from '../../tenants/index.ts';
import { useAssistantSettings, useSaveAssistantSettings, useTestAssistantModel } from './assistantSettingsApi.ts';

interface Values {
  retentionDays: number | string;
  modelBaseUrl: string;
  modelName: string;
  /** A new key; blank keeps the stored one. */
  modelKey: string;
  clearKey: boolean;
}

const valuesOf = (s: ChatSettingsView): Values => ({
  retentionDays: s.retentionDays,
  modelBaseUrl: s.modelBaseUrl ?? '',
  modelName: s.modelName ?? '',
  modelKey: '',
  clearKey: false,
});

/** What the form sends: the key only when typed (or '' to remove it). */
function inputOf(v: Values): ChatSettingsInput {
  return {
    retentionDays: typeof v.retentionDays === 'number' ? v.retentionDays : Number.NaN,
    modelBaseUrl: v.modelBaseUrl,
    modelName: v.modelName,
    ...(v.clearKey ? { modelKey: '' } : v.modelKey ? { modelKey: v.modelKey } : {}),
  };
}

/** The shared schema's checks; an empty number field says what it should hold. */
function validate(values: Values): Record<string, string> {
  const errors = zodFormErrors(chatSettingsInput, inputOf(values));
  if (typeof values.retentionDays !== 'number') errors.retentionDays = CHAT_MESSAGES.retentionInvalid;
  return errors;
}

/**
 * /assistant-settings: HR admins (feature flags key) turn the HR assistant on or off, set how long
 * conversations are kept, and connect an OpenAI-compatible model (base URL, model, a write-only
 * key), with a connection test. Without a model the built-in engine answers.
 */
export function AssistantSettingsPage() {
  const { t } = useTranslation();
  const settings = useAssistantSettings();
  return (
    <Page title={t('nav.assistantSettings')} intro={t('assistantSettings.intro')}>
      <EnabledSwitch />
      {settings.isPending ? (
        <LoadingState />
      ) : settings.isError ? (
        <LoadErrorState error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <SettingsForm settings={settings.data} />
      )}
    </Page>
  );
}

/** The chatbot flag (SPEC §6: the window needs it), switched here as on the feature flags page. */
function EnabledSwitch() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const flags = useFlagSettings();
  const override = useOverrideFlag();
  const chatbot = flags.data?.flags.find((f) => f.flag === 'chatbot');
  return (
    <Paper withBorder p="md" radius="md">
      <Switch
        label={t('assistantSettings.enabled')}
        description={t('assistantSettings.enabledHint')}
        checked={chatbot?.effective ?? false}
        disabled={!chatbot || override.isPending}
        data-testid="assistant-enabled"
        onChange={(event) => {
          const enabled = event.currentTarget.checked;
          override.mutate(
            { flag: 'chatbot', enabled },
            {
              onSuccess: () =>
                showToast('success', t(enabled ? 'assistantSettings.turnedOn' : 'assistantSettings.turnedOff')),
              onError: (error) => showToast('error', messageText(error.message)),
            },
          );
        }}
      />
    </Paper>
  );
}

function SettingsForm({ settings }: { settings: ChatSettingsView }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const save = useSaveAssistantSettings();
  const test = useTestAssistantModel();
  const form = useForm<Values>({ initialValues: valuesOf(settings), validate: validate });
  const [tested, setTested] = useState<{ ok: boolean; detail: string } | null>(null);
  // A saved key is never shown again: the field empties and the badge says "set".
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `form` is a new object on every render; the fields reset only when the saved settings change
  useEffect(() => form.setValues(valuesOf(settings)), [settings]);

  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync(inputOf(values));
      showToast('success', t('assistantSettings.saved'));
    } catch (error) {
      if (error instanceof Error) reportSaveError(error, form.setErrors, messageText);
    }
  });

  const runTest = async () => {
    setTested(null);
    const { modelBaseUrl, modelName, modelKey, clearKey } = form.getValues();
    try {
      setTested(
        await test.mutateAsync({
          modelBaseUrl,
          modelName,
          ...(clearKey ? { modelKey: '' } : modelKey ? { modelKey } : {}),
        }),
      );
    } catch (error) {
      if (error instanceof Error) reportSaveError(error, form.setErrors, messageText);
    }
  };

  const errorOf = (path: keyof Values) => {
    const error = form.errors[path];
    return error ? messageText(String(error)) : undefined;
  };
  const keyState = form.getValues().clearKey ? 'removed' : settings.hasModelKey ? 'set' : 'notSet';

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="assistant-retention">
          <Title order={2} size="h4" id="assistant-retention" mb="sm">
            {t('assistantSettings.conversations')}
          </Title>
          <NumberInput
            label={t('assistantSettings.retentionDays')}
            description={t('assistantSettings.retentionHint')}
            min={1}
            max={CHAT_RETENTION_DAYS_MAX}
            allowDecimal={false}
            withAsterisk
            maw={260}
            {...form.getInputProps('retentionDays')}
            error={errorOf('retentionDays')}
          />
        </Paper>
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="assistant-model">
          <Title order={2} size="h4" id="assistant-model">
            {t('assistantSettings.model')}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t('assistantSettings.modelHint')}
          </Text>
          <Stack gap="sm" maw={560}>
            <TextInput
              label={t('assistantSettings.baseUrl')}
              placeholder="https://api.example.com/v1"
              {...form.getInputProps('modelBaseUrl')}
              error={errorOf('modelBaseUrl')}
            />
            <TextInput
              label={t('assistantSettings.modelName')}
              placeholder="gpt-4o-mini"
              translate="no"
              {...form.getInputProps('modelName')}
              error={errorOf('modelName')}
            />
            <PasswordField
              label={
                <Group gap="xs" component="span">
                  {t('assistantSettings.apiKey')}
                  <Badge
                    size="sm"
                    variant="light"
                    color={keyState === 'set' ? 'green' : 'gray'}
                    data-testid="assistant-key-state"
                  >
                    {t(`assistantSettings.key.${keyState}`)}
                  </Badge>
                </Group>
              }
              description={t('assistantSettings.apiKeyHint')}
              autoComplete="new-password"
              disabled={form.getValues().clearKey}
              {...form.getInputProps('modelKey')}
              error={errorOf('modelKey')}
            />
            {settings.hasModelKey && (
              <Checkbox
                label={t('assistantSettings.clearKey')}
                {...form.getInputProps('clearKey', { type: 'checkbox' })}
              />
            )}
            <Group>
              <Button
                variant="default"
                leftSection={<IconPlugConnected size={16} aria-hidden />}
                onClick={() => void runTest()}
                loading={test.isPending}
              >
                {t('assistantSettings.test')}
              </Button>
            </Group>
            <div role="status" aria-live="polite">
              {tested && (
                <Alert
                  color={tested.ok ? 'green' : 'red'}
                  title={t(tested.ok ? 'assistantSettings.testOk' : 'assistantSettings.testFailed')}
                  data-testid="assistant-test-result"
                >
                  {tested.detail}
                </Alert>
              )}
            </div>
          </Stack>
        </Paper>
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('assistantSettings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
