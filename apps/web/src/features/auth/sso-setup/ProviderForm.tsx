import { Badge, Checkbox, Group, PasswordInput, Radio, Stack, Switch, TagsInput, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  ENTRA_AUTHORITY,
  identityProviderInput,
  PROVIDER_KINDS,
  type IdentityProviderInput,
  type IdentityProviderView,
  type ProviderKind,
} from '@tenure/domain/auth';
import { FormModal } from '../../../components/forms/FormModal.tsx';
import { useEntityForm } from '../../../components/forms/useEntityForm.ts';
import { listFieldError } from '../../../lib/forms/formErrors.ts';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { useSaveIdentityProvider } from './ssoSetupApi.ts';

interface Values extends Record<string, unknown> {
  kind: ProviderKind;
  displayName: string;
  issuer: string;
  clientId: string;
  /** A new secret; blank keeps the stored one. */
  clientSecret: string;
  clearSecret: boolean;
  allowedTenantIds: string[];
  emailClaim: string;
  groupsClaim: string;
  enabled: boolean;
}

/** The claim a new provider links people by: Entra's UPN, or the verified `email` of any other provider. */
const DEFAULT_CLAIM: Record<ProviderKind, string> = { entra: 'preferred_username', oidc: 'email' };

const valuesOf = (p: IdentityProviderView | null): Values => ({
  kind: p?.kind ?? 'entra',
  displayName: p?.displayName ?? '',
  issuer: p?.kind === 'oidc' ? p.issuer : '',
  clientId: p?.clientId ?? '',
  clientSecret: '',
  clearSecret: false,
  allowedTenantIds: p?.allowedTenantIds ?? [],
  emailClaim: p?.emailClaim ?? DEFAULT_CLAIM.entra,
  groupsClaim: p?.groupsClaim ?? 'groups',
  enabled: p?.enabled ?? true,
});

/** What the form sends: the issuer for a generic provider, directories for Entra, the secret only when typed ('' removes it). */
function inputOf(v: Values): IdentityProviderInput {
  return {
    kind: v.kind,
    displayName: v.displayName,
    clientId: v.clientId,
    emailClaim: v.emailClaim,
    groupsClaim: v.groupsClaim,
    enabled: v.enabled,
    allowedTenantIds: v.kind === 'entra' ? v.allowedTenantIds : [],
    ...(v.kind === 'oidc' ? { issuer: v.issuer } : {}),
    ...(v.clearSecret ? { clientSecret: '' } : v.clientSecret ? { clientSecret: v.clientSecret } : {}),
  };
}

/** Adds or edits one identity provider: the Entra ID preset or a generic OpenID Connect issuer. */
export function ProviderForm({ provider, onClose }: { provider: IdentityProviderView | null; onClose(): void }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const save = useSaveIdentityProvider();
  const { form, submit, saving, errorOf } = useEntityForm({
    initialValues: valuesOf(provider),
    schema: identityProviderInput,
    toInput: inputOf,
    save: (input) => save.mutateAsync({ id: provider?.id ?? null, input }),
    nameOf: (input) => input.displayName.trim(),
    onSaved: onClose,
  });
  const { kind, clearSecret, emailClaim } = form.values;
  const secretState = clearSecret ? 'removed' : provider?.hasClientSecret ? 'stored' : 'notStored';
  const directoriesError = listFieldError(form.errors, 'allowedTenantIds');

  const chooseKind = (next: string) => {
    const chosen = next as ProviderKind;
    form.setFieldValue('kind', chosen);
    // A claim still at the other kind's default follows the kind.
    if (emailClaim === DEFAULT_CLAIM[kind]) form.setFieldValue('emailClaim', DEFAULT_CLAIM[chosen]);
  };

  return (
    <FormModal
      title={t(provider ? 'ssoSetup.providers.edit' : 'ssoSetup.providers.add')}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
    >
      <Radio.Group label={t('ssoSetup.form.kind')} value={kind} onChange={chooseKind} withAsterisk>
        <Group gap="lg" mt={6}>
          {PROVIDER_KINDS.map((k) => (
            <Radio key={k} value={k} label={t(`ssoSetup.kinds.${k}`)} />
          ))}
        </Group>
      </Radio.Group>
      <TextInput
        label={t('ssoSetup.form.displayName')}
        description={t('ssoSetup.form.displayNameHint')}
        withAsterisk
        data-autofocus
        {...form.getInputProps('displayName')}
        error={errorOf('displayName')}
      />
      {kind === 'entra' ? (
        <TextInput
          label={t('ssoSetup.form.authority')}
          description={t('ssoSetup.form.authorityHint')}
          value={ENTRA_AUTHORITY}
          readOnly
        />
      ) : (
        <TextInput
          label={t('ssoSetup.form.issuer')}
          description={t('ssoSetup.form.issuerHint')}
          placeholder="https://idp.example.com"
          withAsterisk
          {...form.getInputProps('issuer')}
          error={errorOf('issuer')}
        />
      )}
      <TextInput
        label={t('ssoSetup.form.clientId')}
        withAsterisk
        autoComplete="off"
        {...form.getInputProps('clientId')}
        error={errorOf('clientId')}
      />
      <Stack gap={6}>
        <PasswordInput
          label={
            <Group gap="xs" component="span">
              {t('ssoSetup.form.clientSecret')}
              {provider && (
                <Badge
                  size="sm"
                  variant="light"
                  color={secretState === 'stored' ? 'green' : 'gray'}
                  data-testid="sso-secret-state"
                >
                  {t(`ssoSetup.form.secret.${secretState}`)}
                </Badge>
              )}
            </Group>
          }
          description={t(
            provider?.hasClientSecret ? 'ssoSetup.form.clientSecretHint' : 'ssoSetup.form.clientSecretNewHint',
          )}
          autoComplete="new-password"
          disabled={clearSecret}
          {...form.getInputProps('clientSecret')}
          error={errorOf('clientSecret')}
        />
        {provider?.hasClientSecret && (
          <Checkbox
            label={t('ssoSetup.form.clearSecret')}
            {...form.getInputProps('clearSecret', { type: 'checkbox' })}
          />
        )}
      </Stack>
      {kind === 'entra' && (
        <TagsInput
          label={t('ssoSetup.form.directories')}
          description={t('ssoSetup.form.directoriesHint')}
          placeholder="72f988bf-86f1-41af-91ab-2d7cd011db47"
          withAsterisk
          splitChars={[',', ' ']}
          {...form.getInputProps('allowedTenantIds')}
          error={directoriesError && messageText(directoriesError)}
        />
      )}
      <TextInput
        label={t('ssoSetup.form.emailClaim')}
        description={t('ssoSetup.form.emailClaimHint')}
        {...form.getInputProps('emailClaim')}
        error={errorOf('emailClaim')}
      />
      <TextInput
        label={t('directory.groupsClaim')}
        description={t('directory.groupsClaimHint')}
        {...form.getInputProps('groupsClaim')}
        error={errorOf('groupsClaim')}
      />
      <Switch label={t('ssoSetup.form.enabled')} {...form.getInputProps('enabled', { type: 'checkbox' })} />
    </FormModal>
  );
}
