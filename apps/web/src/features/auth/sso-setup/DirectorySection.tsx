import { useState, type ReactNode } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  groupRoleMappingInput,
  type DirectorySetup,
  type GroupRoleMappingInput,
  type IdentityProviderView,
  type SsoSetup,
} from '@tenure/domain/auth';
import { AddButton } from '../../../components/crud/AddButton.tsx';
import { CrudPanel } from '../../../components/crud/CrudPanel.tsx';
import { CrudTable } from '../../../components/crud/CrudTable.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { FormModal } from '../../../components/forms/FormModal.tsx';
import { useEntityForm } from '../../../components/forms/useEntityForm.ts';
import { LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { ApiRequestError } from '../../../lib/api/index.ts';
import { useFormatDate } from '../../../lib/dates.ts';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { useLegalEntityOptions } from '../../../lib/masters/legalEntitiesApi.ts';
import {
  useAddGroupMapping,
  useDeleteGroupMapping,
  useDirectorySetup,
  useIssueScimToken,
  useRevokeScimToken,
  useRoleOptions,
} from './directoryApi.ts';
import { useSsoSetup } from './ssoSetupApi.ts';

const mappingsOf = (setup: DirectorySetup) => setup.mappings;
const whole = (setup: DirectorySetup) => setup;
const providersOf = (setup: SsoSetup) => setup.providers;
/** The select's value for "any provider" (the API's null). */
const ANY = 'any';

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

/** The directory's part of the sign-in setup (issue 36): groups mapped to roles, and SCIM provisioning. */
export function DirectorySection() {
  return (
    <>
      <GroupMappingsPanel />
      <ScimPanel />
    </>
  );
}

/** Which provider's group a mapping names: the provider's button name, or "any provider and SCIM". */
function useProviderName() {
  const { t } = useTranslation();
  return (name: string | null) => name ?? t('directory.anyProvider');
}

function GroupMappingsPanel() {
  const { t } = useTranslation();
  const mappings = useDirectorySetup(mappingsOf);
  const remove = useDeleteGroupMapping();
  const providerName = useProviderName();
  const [adding, setAdding] = useState(false);

  return (
    <Section id="sso-group-roles" title={t('directory.title')}>
      <Text size="sm" c="dimmed" mb="sm">
        {t('directory.hint')}
      </Text>
      <CrudPanel
        query={mappings}
        emptyText={t('directory.empty')}
        remove={(id) => remove.mutateAsync(id)}
        deleteTexts={{
          title: t('directory.deleteTitle'),
          question: (name) => t('directory.deleteQuestion', { name }),
          deleted: t('directory.deleted'),
        }}
        toolbar={
          <Group justify="flex-end" mb="md">
            <AddButton onClick={() => setAdding(true)}>{t('directory.add')}</AddButton>
          </Group>
        }
        form={adding && <MappingForm onClose={() => setAdding(false)} />}
      >
        {(rows, confirmDelete) => (
          <CrudTable
            testId="sso-group-mappings"
            minWidth={720}
            rows={rows}
            rowKey={(m) => m.id}
            columns={[
              {
                header: t('directory.group'),
                cell: (m) => (
                  <Text ff="monospace" size="sm">
                    {m.group}
                  </Text>
                ),
              },
              { header: t('directory.provider'), cell: (m) => providerName(m.providerName) },
              { header: t('directory.legalEntity'), cell: (m) => m.legalEntityName },
              { header: t('directory.role'), cell: (m) => m.roleName },
              { header: t('directory.grants'), cell: (m) => m.grants },
            ]}
            actions={(m) => {
              const name = t('directory.mappingName', { group: m.group, role: m.roleName });
              const label = t('org.common.deleteNamed', { name });
              return (
                <Tooltip label={label} withArrow>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={label}
                    onClick={() => confirmDelete({ id: m.id, name })}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              );
            }}
          />
        )}
      </CrudPanel>
    </Section>
  );
}

interface MappingValues extends Record<string, unknown> {
  providerId: string;
  group: string;
  legalEntityCode: string;
  roleId: string;
}

const inputOf = (v: MappingValues): GroupRoleMappingInput => ({
  providerId: v.providerId === ANY ? null : v.providerId,
  group: v.group,
  legalEntityCode: v.legalEntityCode,
  roleId: v.roleId,
});

/** Adds a mapping: the group as the provider sends it, which provider, the legal entity and the role. */
function MappingForm({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const add = useAddGroupMapping();
  const providers = useSsoSetup(providersOf);
  const entities = useLegalEntityOptions();
  const roles = useRoleOptions();
  const providerName = useProviderName();
  const { form, submit, saving, errorOf } = useEntityForm({
    initialValues: { providerId: ANY, group: '', legalEntityCode: '', roleId: '' } as MappingValues,
    schema: groupRoleMappingInput,
    toInput: inputOf,
    save: (input) => add.mutateAsync({ id: null, input }),
    nameOf: (input) => input.group.trim(),
    onSaved: onClose,
  });
  const providerOptions = [
    { value: ANY, label: providerName(null) },
    ...(providers.data ?? []).map((p: IdentityProviderView) => ({ value: p.id, label: p.displayName })),
  ];

  return (
    <FormModal title={t('directory.formTitle')} onClose={onClose} onSubmit={submit} saving={saving}>
      <TextInput
        label={t('directory.group')}
        description={t('directory.groupHint')}
        withAsterisk
        {...form.getInputProps('group')}
        error={errorOf('group')}
      />
      <Select
        label={t('directory.provider')}
        data={providerOptions}
        allowDeselect={false}
        {...form.getInputProps('providerId')}
        error={errorOf('providerId')}
      />
      <Select
        label={t('directory.legalEntity')}
        withAsterisk
        searchable
        data={(entities.data ?? []).map((e) => ({ value: e.legalEntityCode, label: e.legalEntityName }))}
        {...form.getInputProps('legalEntityCode')}
        error={errorOf('legalEntityCode')}
      />
      <Select
        label={t('directory.role')}
        withAsterisk
        searchable
        data={(roles.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
        {...form.getInputProps('roleId')}
        error={errorOf('roleId')}
      />
    </FormModal>
  );
}

/** The SCIM token: create (shown once), rotate, revoke; the tenant URL to give the provider. */
function ScimPanel() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const setup = useDirectorySetup(whole);
  const providers = useSsoSetup(providersOf);
  const issue = useIssueScimToken();
  const revoke = useRevokeScimToken();
  const providerName = useProviderName();
  const { formatDateTime } = useFormatDate();
  const [providerId, setProviderId] = useState<string>(ANY);
  const [issued, setIssued] = useState<string | null>(null);
  const [revoking, setRevoking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (setup.isPending) return <LoadingState />;
  if (setup.isError) return <LoadErrorState error={setup.error} onRetry={() => void setup.refetch()} />;
  const { scim, scimPath } = setup.data;
  const tenantUrl = `${window.location.origin}${scimPath}`;

  const create = async () => {
    setFailure(null);
    try {
      const answer = await issue.mutateAsync({ providerId: providerId === ANY ? null : providerId });
      setIssued(answer.token);
    } catch (error) {
      setFailure(error instanceof ApiRequestError ? messageText(error.message) : t('directory.scim.failed'));
    }
  };

  return (
    <Section id="sso-scim" title={t('directory.scim.title')}>
      <Stack gap="sm" maw={640}>
        <Text size="sm" c="dimmed">
          {t('directory.scim.hint')}
        </Text>
        <TextInput label={t('directory.scim.url')} value={tenantUrl} readOnly data-testid="scim-tenant-url" />
        <Group gap="xs">
          <Badge variant="dot" color={scim.active ? 'teal' : 'gray'} radius="sm">
            {scim.active ? t('directory.scim.active') : t('directory.scim.off')}
          </Badge>
          {scim.active && (
            <Text size="sm" c="dimmed">
              {t('directory.scim.since', { date: formatDateTime(scim.createdAt!) })}{' '}
              {scim.lastUsedAt
                ? t('directory.scim.lastUsed', { date: formatDateTime(scim.lastUsedAt) })
                : t('directory.scim.neverUsed')}
            </Text>
          )}
        </Group>
        <Select
          label={t('directory.scim.provider')}
          description={t('directory.scim.providerHint')}
          data={[
            { value: ANY, label: providerName(null) },
            ...(providers.data ?? []).map((p) => ({ value: p.id, label: p.displayName })),
          ]}
          value={providerId}
          onChange={(value) => setProviderId(value ?? ANY)}
          allowDeselect={false}
        />
        {failure && (
          <Text size="sm" c="red" role="alert">
            {failure}
          </Text>
        )}
        <Group>
          <Button onClick={() => void create()} loading={issue.isPending}>
            {scim.active ? t('directory.scim.rotate') : t('directory.scim.create')}
          </Button>
          {scim.active && (
            <Button variant="default" color="red" onClick={() => setRevoking(true)}>
              {t('directory.scim.revoke')}
            </Button>
          )}
        </Group>
      </Stack>
      <Modal
        opened={issued !== null}
        onClose={() => setIssued(null)}
        title={t('directory.scim.issuedTitle')}
        closeButtonProps={{ 'aria-label': t('org.common.close') }}
      >
        <Stack gap="sm">
          <Text size="sm">{t('directory.scim.issuedHint')}</Text>
          <TextInput
            label={t('directory.scim.token')}
            value={issued ?? ''}
            readOnly
            data-testid="scim-token"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Group justify="flex-end">
            <Button onClick={() => setIssued(null)}>{t('directory.scim.done')}</Button>
          </Group>
        </Stack>
      </Modal>
      <ConfirmDialog
        opened={revoking}
        title={t('directory.scim.revoke')}
        message={t('directory.scim.revokeQuestion')}
        confirmLabel={t('directory.scim.revoke')}
        cancelLabel={t('org.common.cancel')}
        danger
        loading={revoke.isPending}
        onClose={() => setRevoking(false)}
        onConfirm={() =>
          void revoke.mutateAsync().then(
            () => setRevoking(false),
            () => setRevoking(false),
          )
        }
      />
    </Section>
  );
}
