import { useEffect } from 'react';
import { Badge, Button, Group, Modal, Radio, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { PasswordField } from '../../components/forms/PasswordField.tsx';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  BI_PLACEMENTS,
  BI_PROVIDERS,
  biDashboardInput,
  type BiDashboardInput,
  type BiDashboardView,
  type BiPlacement,
  type BiProvider,
} from '@tenure/domain/report-bi';
import { LoadErrorState, LoadingState } from '../../components/QueryStates.tsx';
import { reportSaveError } from '../../lib/forms/formErrors.ts';
import { zodFormErrors } from '../../lib/forms/zodFormErrors.ts';
import { useMessageText } from '../../lib/i18n/useMessage.ts';
import { showToast } from '../../lib/toast.ts';
import { useBiDashboards, useDeleteBiDashboard, useSaveBiDashboard } from './biApi.ts';

interface Values {
  provider: BiProvider;
  placement: BiPlacement;
  siteUrl: string;
  dashboardId: string;
  username: string;
  /** A new secret; blank keeps the stored one. */
  secret: string;
}

const valuesOf = (saved: BiDashboardView | undefined): Values => ({
  provider: saved?.provider ?? 'metabase',
  placement: saved?.placement ?? 'beside',
  siteUrl: saved?.siteUrl ?? '',
  dashboardId: saved?.dashboardId ?? '',
  username: saved?.username ?? '',
  secret: '',
});

const inputOf = (v: Values): BiDashboardInput => ({
  provider: v.provider,
  placement: v.placement,
  siteUrl: v.siteUrl,
  dashboardId: v.dashboardId,
  username: v.provider === 'superset' ? v.username : null,
  ...(v.secret ? { secret: v.secret } : {}),
});

/**
 * The tenant admin's settings of a report's BI dashboard: the service, where it is shown, the
 * dashboard and the secret (write-only: only whether one is stored is shown).
 */
export function BiSettingsModal({
  reportKey,
  opened,
  onClose,
}: {
  reportKey: string;
  opened: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const dashboards = useBiDashboards(opened);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('biDashboard.settings.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('org.common.close') }}
    >
      {dashboards.isPending ? (
        <LoadingState />
      ) : dashboards.isError ? (
        <LoadErrorState error={dashboards.error} onRetry={() => void dashboards.refetch()} />
      ) : (
        <BiSettingsForm
          reportKey={reportKey}
          saved={dashboards.data.find((d) => d.reportKey === reportKey)}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}

function BiSettingsForm({
  reportKey,
  saved,
  onDone,
}: {
  reportKey: string;
  saved: BiDashboardView | undefined;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const save = useSaveBiDashboard(reportKey);
  const remove = useDeleteBiDashboard(reportKey);
  const form = useForm<Values>({
    initialValues: valuesOf(saved),
    validate: (values) => {
      const errors = zodFormErrors(biDashboardInput, inputOf(values));
      if (!saved?.hasSecret && !values.secret) errors.secret = t('biDashboard.settings.secretRequired');
      return errors;
    },
  });
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `form` is a new object on every render; the fields reset only when the saved settings change
  useEffect(() => form.setValues(valuesOf(saved)), [saved]);
  const values = form.getValues();
  const errorOf = (path: keyof Values) => {
    const error = form.errors[path];
    return error ? messageText(String(error)) : undefined;
  };

  const submit = form.onSubmit(async (v) => {
    try {
      await save.mutateAsync(inputOf(v));
      showToast('success', t('biDashboard.settings.saved'));
      onDone();
    } catch (error) {
      if (error instanceof Error) reportSaveError(error, form.setErrors, messageText);
    }
  });
  const removeIt = async () => {
    try {
      await remove.mutateAsync();
      showToast('success', t('biDashboard.settings.removed'));
      onDone();
    } catch (error) {
      if (error instanceof Error) showToast('error', messageText(error.message));
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('biDashboard.settings.intro')}
        </Text>
        <SegmentedControl
          aria-label={t('biDashboard.settings.provider')}
          data={BI_PROVIDERS.map((p) => ({ value: p, label: t(`biDashboard.settings.providers.${p}`) }))}
          {...form.getInputProps('provider')}
        />
        <Radio.Group label={t('biDashboard.settings.placement')} {...form.getInputProps('placement')}>
          <Group mt="xs">
            {BI_PLACEMENTS.map((p) => (
              <Radio key={p} value={p} label={t(`biDashboard.settings.placements.${p}`)} />
            ))}
          </Group>
        </Radio.Group>
        <TextInput
          label={t('biDashboard.settings.siteUrl')}
          description={t('biDashboard.settings.siteUrlHint')}
          placeholder="https://bi.example.com"
          withAsterisk
          {...form.getInputProps('siteUrl')}
          error={errorOf('siteUrl')}
        />
        <TextInput
          label={t('biDashboard.settings.dashboardId')}
          description={t(`biDashboard.settings.dashboardHint.${values.provider}`)}
          withAsterisk
          {...form.getInputProps('dashboardId')}
          error={errorOf('dashboardId')}
        />
        {values.provider === 'superset' && (
          <TextInput
            label={t('biDashboard.settings.username')}
            withAsterisk
            autoComplete="off"
            {...form.getInputProps('username')}
            error={errorOf('username')}
          />
        )}
        <PasswordField
          label={
            <Group gap="xs" component="span">
              {t(`biDashboard.settings.secret.${values.provider}`)}
              <Badge size="sm" variant="light" color={saved?.hasSecret ? 'green' : 'gray'}>
                {t(saved?.hasSecret ? 'biDashboard.settings.secretSet' : 'biDashboard.settings.secretNotSet')}
              </Badge>
            </Group>
          }
          description={t('biDashboard.settings.secretHint')}
          autoComplete="new-password"
          {...form.getInputProps('secret')}
          error={errorOf('secret')}
        />
        <Group justify="space-between" mt="sm">
          {saved ? (
            <Button color="red" variant="subtle" onClick={() => void removeIt()} loading={remove.isPending}>
              {t('biDashboard.settings.remove')}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" loading={save.isPending}>
            {t('biDashboard.settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
