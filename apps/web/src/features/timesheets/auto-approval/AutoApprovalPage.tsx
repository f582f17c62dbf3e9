import { useState } from 'react';
import { Anchor, Button, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AutoApprovalUserView } from '@tenure/domain/timesheets';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { Page } from '../../../components/Page.tsx';
import { EmptyState, LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { useFormatDate } from '../../../lib/dates.ts';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { showToast } from '../../../lib/toast.ts';
import { PersonPicker } from '../projects/PeoplePicker.tsx';
import { useAddAutoApprovalUser, useAutoApprovalUsers, useRemoveAutoApprovalUser } from './autoApprovalApi.ts';

/**
 * SPEC §2 /timesheet-auto-approval: the people whose weeks approve themselves when submitted
 * (recorded as the rule's decision in the week's history). The per-entity rule for lines left
 * pending is set on /timesheet-management.
 */
export function AutoApprovalPage() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const { formatDate } = useFormatDate();
  const users = useAutoApprovalUsers();
  const add = useAddAutoApprovalUser();
  const remove = useRemoveAutoApprovalUser();
  const [employeeId, setEmployeeId] = useState<string | null>(null);
  const [pickerKey, setPickerKey] = useState(0);
  const [removing, setRemoving] = useState<AutoApprovalUserView | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const failed = (failure: unknown) =>
    failure instanceof Error ? messageText(failure.message) : t('messages.somethingWentWrong');

  const addPerson = async () => {
    if (!employeeId) return;
    try {
      const added = await add.mutateAsync(employeeId);
      showToast('success', t('timesheetAutoApproval.added', { name: added.displayName }));
      setEmployeeId(null);
      setPickerKey((k) => k + 1);
    } catch (failure) {
      showToast('error', failed(failure));
    }
  };

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      showToast('success', t('timesheetAutoApproval.removed', { name: removing.displayName }));
      setRemoving(null);
    } catch (failure) {
      setRemoveError(failed(failure));
    }
  };

  return (
    <Page title={t('timesheetAutoApproval.title')} intro={t('timesheetAutoApproval.intro')}>
      <Paper withBorder p="md" radius="md">
        <Group align="flex-end" gap="md">
          <PersonPicker
            key={pickerKey}
            label={t('timesheetAutoApproval.person')}
            known={[]}
            value={employeeId}
            onChange={(id) => setEmployeeId(id)}
            searchPath="/timesheet-auto-approvals/people"
          />
          <Button onClick={() => void addPerson()} disabled={!employeeId} loading={add.isPending}>
            {t('timesheetAutoApproval.add')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed" mt="sm">
          {t('timesheetAutoApproval.ruleHint')}{' '}
          <Anchor component={Link} to="/timesheet-management">
            {t('timesheetAutoApproval.ruleLink')}
          </Anchor>
        </Text>
      </Paper>
      {users.isPending ? (
        <LoadingState />
      ) : users.isError ? (
        <LoadErrorState error={users.error} onRetry={() => void users.refetch()} />
      ) : users.data.length === 0 ? (
        <EmptyState text={t('timesheetAutoApproval.empty')} />
      ) : (
        <Stack gap="md">
          <Table.ScrollContainer minWidth={560}>
            <Table striped data-testid="auto-approval-users">
              <Table.Caption>{t('timesheetAutoApproval.caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('timesheetAutoApproval.employee')}</Table.Th>
                  <Table.Th>{t('timesheetAutoApproval.entity')}</Table.Th>
                  <Table.Th>{t('timesheetAutoApproval.since')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('timesheetAutoApproval.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {users.data.map((u) => (
                  <Table.Tr key={u.id}>
                    <Table.Td>
                      {u.displayName} ({u.employeeNumber})
                    </Table.Td>
                    <Table.Td>{u.legalEntityName}</Table.Td>
                    <Table.Td>{formatDate(u.addedAt.slice(0, 10))}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => {
                          setRemoveError(null);
                          setRemoving(u);
                        }}
                        aria-label={t('timesheetAutoApproval.removeOf', { name: u.displayName })}
                      >
                        {t('timesheetAutoApproval.remove')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
      <ConfirmDialog
        opened={removing !== null}
        title={t('timesheetAutoApproval.removeTitle')}
        message={t('timesheetAutoApproval.removeMessage', { name: removing?.displayName ?? '' })}
        confirmLabel={t('timesheetAutoApproval.remove')}
        cancelLabel={t('timesheetAutoApproval.cancel')}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(null)}
        loading={remove.isPending}
        error={removeError}
        danger
      />
    </Page>
  );
}
