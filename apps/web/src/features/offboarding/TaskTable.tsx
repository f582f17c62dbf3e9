import { useState } from 'react';
import { Anchor, Badge, Button, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OffboardingTaskView } from '@tenure/domain/offboarding';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { TableScroll } from '../../components/table/TableScroll.tsx';
import { useFormatDate } from '../../lib/dates.ts';
import { showToast } from '../../lib/toast.ts';
import { useCompleteTask } from './offboardingApi.ts';
import { useRefusalText } from './shared.tsx';
import { TaskDocuments } from './TaskDocuments.tsx';

/** An open task's "Mark done" (for its owner and HR; others get the server's refusal), else its status. */
function TaskDoneButton({ task }: { task: OffboardingTaskView }) {
  const { t } = useTranslation();
  const complete = useCompleteTask();
  const refusal = useRefusalText();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (task.status !== 'open')
    return (
      <Badge variant="dot" color={task.status === 'done' ? 'green' : 'gray'}>
        {t(`offboarding.taskStatuses.${task.status}`)}
      </Badge>
    );
  return (
    <>
      <Button
        size="xs"
        variant="light"
        onClick={() => setOpen(true)}
        aria-label={`${t('offboarding.verbs.done')}: ${task.title}`}
      >
        {t('offboarding.verbs.done')}
      </Button>
      <ConfirmDialog
        opened={open}
        title={task.title}
        message={t('offboarding.confirm.completeTask')}
        confirmLabel={t('offboarding.verbs.done')}
        cancelLabel={t('offboarding.verbs.cancel')}
        loading={complete.isPending}
        error={error}
        onConfirm={() =>
          complete.mutate(task.id, {
            onSuccess: () => {
              showToast('success', t('offboarding.done'));
              setOpen(false);
            },
            onError: (e) => setError(refusal(e)),
          })
        }
        onClose={() => {
          setOpen(false);
          setError(null);
        }}
      />
    </>
  );
}

/** Leavers' tasks with their activities, owner and due date; open ones can be marked done. */
export function TaskTable({
  tasks,
  withLeaver = false,
}: {
  tasks: readonly OffboardingTaskView[];
  withLeaver?: boolean;
}) {
  const { t } = useTranslation();
  const { formatDate } = useFormatDate();
  return (
    <TableScroll minWidth={860} label={t('offboarding.tasks.caption')}>
      <Table>
        <Table.Caption>{t('offboarding.tasks.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {withLeaver && <Table.Th>{t('offboarding.tasks.employee')}</Table.Th>}
            <Table.Th>{t('offboarding.tasks.group')}</Table.Th>
            <Table.Th>{t('offboarding.tasks.task')}</Table.Th>
            <Table.Th>{t('offboarding.tasks.owner')}</Table.Th>
            <Table.Th>{t('offboarding.tasks.due')}</Table.Th>
            <Table.Th>{t('offboarding.tasks.mandatory')}</Table.Th>
            <Table.Th>{t('offboarding.tasks.status')}</Table.Th>
            <Table.Th>{t('exitDashboard.documents.title')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tasks.map((task) => (
            <Table.Tr key={task.id}>
              {withLeaver && (
                <Table.Td>
                  <Anchor component={Link} to={`/offboarding-request/${task.resignationId}`}>
                    {task.employee.displayName}
                  </Anchor>
                </Table.Td>
              )}
              <Table.Td>{task.groupName}</Table.Td>
              <Table.Td>
                {task.title}
                {task.activities.length > 0 && ` (${task.activities.join(', ')})`}
              </Table.Td>
              <Table.Td>{task.owner?.displayName ?? '—'}</Table.Td>
              <Table.Td>{formatDate(task.dueDate)}</Table.Td>
              <Table.Td>{task.mandatory ? t('offboarding.tasks.yes') : t('offboarding.tasks.no')}</Table.Td>
              <Table.Td>
                <TaskDoneButton task={task} />
              </Table.Td>
              <Table.Td>
                <TaskDocuments task={task} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
