import {
  Anchor,
  Badge,
  Checkbox,
  FileInput,
  Group,
  Radio,
  Stack,
  Switch,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { PasswordField } from '../../../components/forms/PasswordField.tsx';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  ENTRA_AUTHORITY,
  identityProviderInput,
  PROVIDER_KINDS,
  SAML_GROUPS_ATTRIBUTE,
  SAML_NAME_ID,
  type IdentityProviderInput,
  type IdentityProviderView,
  type ProviderKind,
} from '@tenure/domain/auth';
import { FormModal } from '../../../components/forms/FormModal.tsx';
import { useEntityForm } from '../../../components/forms/useEntityForm.ts';
import { listFieldError } from '../../../lib/forms/formErrors.ts';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { CopyableValue } from './CopyableValue.tsx';
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
  /** SAML: metadata XML (read by the server), or what it would give, typed; certificates as one text. */
  metadataXml: string;
  ssoUrl: string;
  sloUrl: string;
  certificates: string;
  groupsAttribute: string;
}

/** The claim a new provider links people by: Entra's UPN, or the verified `email` of any other provider. */
const DEFAULT_CLAIM: Record<ProviderKind, string> = { entra: 'preferred_username', oidc: 'email', saml: SAML_NAME_ID };

/** The certificates pasted one after another (PEM); a text without PEM armour is one base64 certificate. */
function certificatesOf(text: string): string[] {
  const pems = text.match(/-----BEGIN CERTIFICATE-----[\s\S]*?-----END CERTIFICATE-----/g);
  return pems ?? (text.trim() ? [text.trim()] : []);
}

const valuesOf = (p: IdentityProviderView | null): Values => ({
  kind: p?.kind ?? 'entra',
  displayName: p?.displayName ?? '',
  issuer: p?.kind === 'oidc' || p?.kind === 'saml' ? p.issuer : '',
  clientId: p?.clientId ?? '',
  clientSecret: '',
  clearSecret: false,
  allowedTenantIds: p?.allowedTenantIds ?? [],
  emailClaim: p?.emailClaim ?? DEFAULT_CLAIM.entra,
  groupsClaim: p?.groupsClaim ?? 'groups',
  enabled: p?.enabled ?? true,
  metadataXml: '',
  ssoUrl: p?.ssoUrl ?? '',
  sloUrl: p?.sloUrl ?? '',
  certificates: p?.certificates.join('\n') ?? '',
  groupsAttribute: p?.kind === 'saml' ? p.groupsAttribute : SAML_GROUPS_ATTRIBUTE,
});

/**
 * What the form sends: the issuer for a generic provider, directories for Entra, the secret only when
 * typed ('' removes it); for SAML the metadata when given, else the typed entity id, URLs and certificates.
 */
function inputOf(v: Values): IdentityProviderInput {
  if (v.kind === 'saml')
    return {
      kind: v.kind,
      displayName: v.displayName,
      emailClaim: v.emailClaim,
      enabled: v.enabled,
      issuer: v.issuer,
      ssoUrl: v.ssoUrl,
      sloUrl: v.sloUrl,
      certificates: certificatesOf(v.certificates),
      groupsAttribute: v.groupsAttribute,
      ...(v.metadataXml.trim() ? { metadataXml: v.metadataXml } : {}),
    };
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

/** Adds or edits one identity provider: the Entra ID preset, a generic OpenID Connect issuer or a SAML 2.0 IdP. */
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
      {kind === 'saml' ? (
        <SamlFields form={form} errorOf={errorOf} provider={provider} />
      ) : (
        <>
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
            <PasswordField
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
        </>
      )}
      <TextInput
        label={t(kind === 'saml' ? 'ssoSetup.form.saml.emailAttribute' : 'ssoSetup.form.emailClaim')}
        description={t(kind === 'saml' ? 'ssoSetup.form.saml.emailAttributeHint' : 'ssoSetup.form.emailClaimHint')}
        {...form.getInputProps('emailClaim')}
        error={errorOf('emailClaim')}
      />
      {kind === 'saml' ? (
        <TextInput
          label={t('ssoSetup.form.saml.groupsAttribute')}
          description={t('ssoSetup.form.saml.groupsAttributeHint')}
          {...form.getInputProps('groupsAttribute')}
          error={errorOf('groupsAttribute')}
        />
      ) : (
        <TextInput
          label={t('directory.groupsClaim')}
          description={t('directory.groupsClaimHint')}
          {...form.getInputProps('groupsClaim')}
          error={errorOf('groupsClaim')}
        />
      )}
      <Switch label={t('ssoSetup.form.enabled')} {...form.getInputProps('enabled', { type: 'checkbox' })} />
    </FormModal>
  );
}

type EntityForm = ReturnType<typeof useEntityForm<Values, IdentityProviderInput>>;

/**
 * A SAML IdP: its metadata XML (pasted or uploaded) or its entity id, sign-on URL and signing
 * certificates typed; the logout URL; and, once saved, what to register at the IdP.
 */
function SamlFields({
  form,
  errorOf,
  provider,
}: {
  form: EntityForm['form'];
  errorOf: EntityForm['errorOf'];
  provider: IdentityProviderView | null;
}) {
  const { t } = useTranslation();
  const upload = async (file: File | null) => {
    if (file) form.setFieldValue('metadataXml', await file.text());
  };
  return (
    <>
      {provider?.kind === 'saml' ? (
        <Stack gap="xs" data-testid="saml-sp">
          <Text fw={600} size="sm">
            {t('ssoSetup.form.saml.spTitle')}
          </Text>
          <CopyableValue
            label={t('ssoSetup.form.saml.spEntityId')}
            value={provider.spEntityId}
            testId="saml-entity-id"
          />
          <CopyableValue label={t('ssoSetup.form.saml.acsUrl')} value={provider.acsUrl} testId="saml-acs-url" />
          <Anchor href={provider.spEntityId} download size="sm">
            <Group gap={4} component="span">
              <IconDownload size={16} aria-hidden />
              {t('ssoSetup.form.saml.downloadMetadata')}
            </Group>
          </Anchor>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('ssoSetup.form.saml.spAfterSave')}
        </Text>
      )}
      <Textarea
        label={t('ssoSetup.form.saml.metadataXml')}
        description={t('ssoSetup.form.saml.metadataXmlHint')}
        rows={3}
        spellCheck={false}
        {...form.getInputProps('metadataXml')}
        error={errorOf('metadataXml')}
      />
      <FileInput
        label={t('ssoSetup.form.saml.metadataUpload')}
        accept=".xml,application/xml,text/xml,application/samlmetadata+xml"
        clearable
        onChange={(file) => void upload(file)}
      />
      <TextInput
        label={t('ssoSetup.form.saml.entityId')}
        placeholder="https://sts.windows.net/…/"
        {...form.getInputProps('issuer')}
        error={errorOf('issuer')}
      />
      <TextInput
        label={t('ssoSetup.form.saml.ssoUrl')}
        description={t('ssoSetup.form.saml.ssoUrlHint')}
        placeholder="https://idp.example.com/saml2"
        {...form.getInputProps('ssoUrl')}
        error={errorOf('ssoUrl')}
      />
      <TextInput
        label={t('ssoSetup.form.saml.sloUrl')}
        description={t('ssoSetup.form.saml.sloUrlHint')}
        {...form.getInputProps('sloUrl')}
        error={errorOf('sloUrl')}
      />
      <Textarea
        label={t('ssoSetup.form.saml.certificate')}
        description={t('ssoSetup.form.saml.certificateHint')}
        rows={4}
        spellCheck={false}
        placeholder="-----BEGIN CERTIFICATE-----"
        {...form.getInputProps('certificates')}
        error={errorOf('certificates')}
      />
    </>
  );
}
