import { useState } from 'react';
import { Badge, Button, Code, CopyButton, Group, Modal, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconKey, IconLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  clientApiKeyInput,
  type ApprovalLinkView,
  type ClientApiKeyView,
  type CreatedApiKeyView,
} from '@tenure/domain/timesheets';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { DateField } from '../../../components/DateField.tsx';
import { EmptyState, LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { PlainTable } from '../../../components/table/PlainTable.tsx';
import { useFormatDate } from '../../../lib/dates.ts';
import { zodFormErrors } from '../../../lib/forms/zodFormErrors.ts';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { showToast } from '../../../lib/toast.ts';
import { useApiKeyActions, useApiKeys } from './apiKeysApi.ts';

const STATUS_COLOR = { active: 'teal', expired: 'gray', revoked: 'red' } as const;

/** A client's keys to the external-approval service: issue (shown once), approval links, revoke. */
export function ClientApiKeys({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatDate();
  const keys = useApiKeys(clientId);
  const actions = useApiKeyActions(clientId);
  const messageText = useMessageText();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKeyView | null>(null);
  const [revoking, setRevoking] = useState<ClientApiKeyView | null>(null);
  const [link, setLink] = useState<(ApprovalLinkView & { name: string }) | null>(null);

  const openLink = async (k: ClientApiKeyView) => {
    try {
      setLink({ ...(await actions.link.mutateAsync(k.id)), name: k.name });
    } catch (error) {
      if (error instanceof Error) showToast('error', messageText(error.message));
    }
  };

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {t('clientApiKeys.title')}
        </Title>
        <Button variant="light" leftSection={<IconKey size={16} aria-hidden />} onClick={() => setCreating(true)}>
          {t('clientApiKeys.create')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('clientApiKeys.intro')}
      </Text>
      {keys.isPending ? (
        <LoadingState />
      ) : keys.isError ? (
        <LoadErrorState error={keys.error} onRetry={() => void keys.refetch()} />
      ) : keys.data.length === 0 ? (
        <EmptyState text={t('clientApiKeys.empty')} />
      ) : (
        <PlainTable
          label={t('clientApiKeys.title')}
          minWidth={720}
          headers={[
            t('clientApiKeys.name'),
            t('clientApiKeys.prefix'),
            t('clientApiKeys.expires'),
            t('clientApiKeys.lastUsed'),
            t('clientApiKeys.status'),
            t('clientApiKeys.actions'),
          ]}
          striped
          verticalSpacing="xs"
          testId="client-api-keys"
        >
          {keys.data.map((k) => (
            <Table.Tr key={k.id}>
              <Table.Td>{k.name}</Table.Td>
              <Table.Td>
                <Code>{`tnr_${k.prefix}_…`}</Code>
              </Table.Td>
              <Table.Td>{formatDate(k.expiresAt.slice(0, 10))}</Table.Td>
              <Table.Td>{k.lastUsedAt ? formatDate(k.lastUsedAt.slice(0, 10)) : t('clientApiKeys.never')}</Table.Td>
              <Table.Td>
                <Badge variant="dot" color={STATUS_COLOR[k.status]} tt="none">
                  {t(`clientApiKeys.statuses.${k.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                {k.status === 'active' && (
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<IconLink size={14} aria-hidden />}
                      aria-label={`${t('clientApiKeys.link')}: ${k.name}`}
                      onClick={() => void openLink(k)}
                    >
                      {t('clientApiKeys.link')}
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      aria-label={`${t('clientApiKeys.revoke')}: ${k.name}`}
                      onClick={() => setRevoking(k)}
                    >
                      {t('clientApiKeys.revoke')}
                    </Button>
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </PlainTable>
      )}
      {creating && (
        <NewKeyModal
          clientId={clientId}
          onClose={() => setCreating(false)}
          onCreated={(key) => {
            setCreating(false);
            setCreated(key);
          }}
        />
      )}
      <Modal opened={created !== null} onClose={() => setCreated(null)} title={t('clientApiKeys.secretTitle')} centered>
        {created && (
          <ShownOnce
            text={t('clientApiKeys.secretText')}
            label={t('clientApiKeys.secretLabel')}
            value={created.secret}
            onDone={() => setCreated(null)}
          />
        )}
      </Modal>
      <Modal
        opened={link !== null}
        onClose={() => setLink(null)}
        title={link ? t('clientApiKeys.linkTitle', { name: link.name }) : ''}
        centered
        size="lg"
      >
        {link && (
          <ShownOnce
            text={t('clientApiKeys.linkText', { date: formatDate(link.expiresAt.slice(0, 10)) })}
            label={t('clientApiKeys.linkLabel')}
            value={link.url}
            onDone={() => setLink(null)}
          />
        )}
      </Modal>
      <ConfirmDialog
        opened={revoking !== null}
        title={revoking ? t('clientApiKeys.revokeTitle', { name: revoking.name }) : ''}
        message={t('clientApiKeys.revokeText')}
        confirmLabel={t('clientApiKeys.revoke')}
        cancelLabel={t('clientApiKeys.cancel')}
        danger
        loading={actions.revoke.isPending}
        error={actions.revoke.error ? messageText(actions.revoke.error.message) : null}
        onClose={() => setRevoking(null)}
        onConfirm={() =>
          revoking &&
          actions.revoke.mutate(revoking.id, {
            onSuccess: () => {
              setRevoking(null);
              showToast('success', t('clientApiKeys.revoked'));
            },
          })
        }
      />
    </Stack>
  );
}

function ShownOnce({ text, label, value, onDone }: { text: string; label: string; value: string; onDone(): void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Text size="sm">{text}</Text>
      <TextInput
        label={label}
        value={value}
        readOnly
        data-testid="shown-once"
        onFocus={(event) => event.currentTarget.select()}
      />
      <Group justify="flex-end">
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? t('clientApiKeys.copied') : t('clientApiKeys.copy')}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>{t('clientApiKeys.done')}</Button>
      </Group>
    </Stack>
  );
}

function NewKeyModal({
  clientId,
  onClose,
  onCreated,
}: {
  clientId: string;
  onClose(): void;
  onCreated(key: CreatedApiKeyView): void;
}) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const { create } = useApiKeyActions(clientId);
  const form = useForm({
    initialValues: { name: '', expiresOn: '' },
    validate: (values) => zodFormErrors(clientApiKeyInput, values),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      onCreated(await create.mutateAsync(values));
    } catch (error) {
      if (error instanceof Error) form.setErrors({ expiresOn: messageText(error.message) });
    }
  });
  return (
    <Modal opened onClose={onClose} title={t('clientApiKeys.createTitle')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label={t('clientApiKeys.name')} withAsterisk {...form.getInputProps('name')} />
          <DateField label={t('clientApiKeys.expiresOn')} withAsterisk {...form.getInputProps('expiresOn')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('clientApiKeys.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('clientApiKeys.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
