import { useEffect, useState, type ReactNode } from 'react';
import { Badge, Button, Group, Paper, Stack, Switch, TagsInput, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  SSO_MESSAGES,
  ssoSettings,
  type IdentityProviderView,
  type SsoSettings,
  type SsoSetup,
} from '@tenure/domain/auth';
import { AddButton } from '../../../components/crud/AddButton.tsx';
import { CrudPanel } from '../../../components/crud/CrudPanel.tsx';
import { CrudTable, NameCell } from '../../../components/crud/CrudTable.tsx';
import { RowActions } from '../../../components/crud/RowActions.tsx';
import { Page } from '../../../components/Page.tsx';
import { LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { listFieldError, reportSaveError, validateWith } from '../../../lib/forms/formErrors.ts';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { showToast } from '../../../lib/toast.ts';
import { MfaPolicySection } from '../mfa/MfaPolicySection.tsx';
import { CopyableValue } from './CopyableValue.tsx';
import { DirectorySection } from './DirectorySection.tsx';
import { ProviderForm } from './ProviderForm.tsx';
import { useDeleteIdentityProvider, useSaveSsoSettings, useSsoSetup } from './ssoSetupApi.ts';

const whole = (setup: SsoSetup) => setup;
const providersOf = (setup: SsoSetup) => setup.providers;

/**
 * /single-sign-on: how the tenant's people sign in (issue 36), for holders of ADMINISTRATION ›
 * ManageUsers, the key the API checks: the addresses to register at a provider, the sign-in rules and
 * the identity providers (client secrets write-only).
 */
export function SsoSetupPage() {
  const { t } = useTranslation();
  const setup = useSsoSetup(whole);
  return (
    <Page title={t('nav.singleSignOn')} intro={t('ssoSetup.intro')}>
      {setup.isPending ? (
        <LoadingState />
      ) : setup.isError ? (
        <LoadErrorState error={setup.error} onRetry={() => void setup.refetch()} title={t('ssoSetup.loadFailed')} />
      ) : (
        <>
          <RegistrationPanel setup={setup.data} />
          <RulesForm settings={setup.data.settings} />
          <MfaPolicySection />
          <ProvidersPanel />
          <DirectorySection />
        </>
      )}
    </Page>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** The redirect URIs an admin registers at the provider, each with a copy button. */
function RegistrationPanel({ setup }: { setup: SsoSetup }) {
  const { t } = useTranslation();
  return (
    <Section id="sso-register" title={t('ssoSetup.register.title')}>
      <Text size="sm" c="dimmed" mb="sm">
        {t('ssoSetup.register.hint')}
      </Text>
      <Stack gap="sm" maw={640}>
        <CopyableValue label={t('ssoSetup.register.redirectUri')} value={setup.redirectUri} testId="sso-redirect-uri" />
        <CopyableValue
          label={t('ssoSetup.register.postLogoutRedirectUri')}
          value={setup.postLogoutRedirectUri}
          testId="sso-post-logout-uri"
        />
      </Stack>
    </Section>
  );
}

/** Require SSO, create accounts on first sign-in, and the domains allowed for that. */
function RulesForm({ settings }: { settings: SsoSettings }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const save = useSaveSsoSettings();
  const form = useForm<SsoSettings>({
    initialValues: settings,
    validate: validateWith(ssoSettings, (v: SsoSettings) => v),
  });
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `form` is a new object on every render; the fields follow the saved settings only
  useEffect(() => form.setValues(settings), [settings]);

  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      showToast('success', messageText(SSO_MESSAGES.saved));
    } catch (error) {
      if (error instanceof Error) reportSaveError(error, form.setErrors, messageText);
    }
  });
  const domainsError = listFieldError(form.errors, 'allowedEmailDomains');

  return (
    <Section id="sso-rules" title={t('ssoSetup.rules.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md" maw={640}>
          <Switch
            label={t('ssoSetup.rules.requireSso')}
            description={t('ssoSetup.rules.requireSsoHint')}
            {...form.getInputProps('requireSso', { type: 'checkbox' })}
          />
          <Switch
            label={t('ssoSetup.rules.createUsers')}
            description={t('ssoSetup.rules.createUsersHint')}
            {...form.getInputProps('createUsersOnFirstSignIn', { type: 'checkbox' })}
          />
          <TagsInput
            label={t('ssoSetup.rules.domains')}
            description={t('ssoSetup.rules.domainsHint')}
            placeholder="example.com"
            splitChars={[',', ' ']}
            {...form.getInputProps('allowedEmailDomains')}
            error={domainsError && messageText(domainsError)}
          />
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('ssoSetup.rules.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}

/** The tenant's providers, with add, edit and delete (confirmed). */
function ProvidersPanel() {
  const { t } = useTranslation();
  const providers = useSsoSetup(providersOf);
  const remove = useDeleteIdentityProvider();
  const [editing, setEditing] = useState<{ provider: IdentityProviderView | null } | null>(null);

  return (
    <Section id="sso-providers" title={t('ssoSetup.providers.title')}>
      <CrudPanel
        query={providers}
        emptyText={t('ssoSetup.providers.empty')}
        remove={(id) => remove.mutateAsync(id)}
        deleteTexts={{
          title: t('ssoSetup.providers.deleteTitle'),
          question: (name) => t('ssoSetup.providers.deleteQuestion', { name }),
          deleted: t('ssoSetup.providers.deleted'),
        }}
        toolbar={
          <Group justify="flex-end" mb="md">
            <AddButton onClick={() => setEditing({ provider: null })}>{t('ssoSetup.providers.add')}</AddButton>
          </Group>
        }
        form={editing && <ProviderForm provider={editing.provider} onClose={() => setEditing(null)} />}
      >
        {(rows, confirmDelete) => (
          <CrudTable
            testId="sso-providers"
            minWidth={720}
            rows={rows}
            rowKey={(provider) => provider.id}
            columns={[
              {
                header: t('ssoSetup.providers.name'),
                cell: (provider) => <NameCell name={provider.displayName} detail={provider.issuer} />,
              },
              { header: t('ssoSetup.providers.kind'), cell: (provider) => t(`ssoSetup.kinds.${provider.kind}`) },
              { header: t('ssoSetup.providers.clientId'), cell: (provider) => provider.clientId },
              {
                header: t('ssoSetup.providers.secret'),
                cell: (provider) =>
                  t(provider.hasClientSecret ? 'ssoSetup.form.secret.stored' : 'ssoSetup.form.secret.notStored'),
              },
              {
                header: t('ssoSetup.providers.status'),
                cell: (provider) => (
                  <Badge variant="dot" color={provider.enabled ? 'teal' : 'gray'} radius="sm">
                    {t(provider.enabled ? 'ssoSetup.providers.shown' : 'ssoSetup.providers.hidden')}
                  </Badge>
                ),
              },
            ]}
            actions={(provider) => (
              <RowActions
                name={provider.displayName}
                onEdit={() => setEditing({ provider })}
                onDelete={() => confirmDelete({ id: provider.id, name: provider.displayName })}
              />
            )}
          />
        )}
      </CrudPanel>
    </Section>
  );
}
