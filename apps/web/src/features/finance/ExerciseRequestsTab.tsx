import { useState } from 'react';
import { Badge, Button, Group, NativeSelect, Stack, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REQUEST_STATUSES, type RequestStatus } from '@tenure/domain/approvals';
import type { ExerciseRequestView } from '@tenure/domain/finance';
import { ReasonModal } from '../../components/ReasonModal.tsx';
import { EmptyState, LoadErrorState, LoadingState } from '../../components/QueryStates.tsx';
import { PlainTable } from '../../components/table/PlainTable.tsx';
import { useFormatDate } from '../../lib/dates.ts';
import { showToast } from '../../lib/toast.ts';
import { useDecideExercise, useExerciseRequests } from './financeApi.ts';
import { formatCount, formatPrice } from './format.ts';

/** ESOP HR decides exercise requests: approve, or reject with a reason. */
export function ExerciseRequestsTab() {
  const { t, i18n } = useTranslation();
  const { formatDate } = useFormatDate();
  const [status, setStatus] = useState<RequestStatus | ''>('pending');
  const requests = useExerciseRequests(status || null);
  const decide = useDecideExercise();
  const [deciding, setDeciding] = useState<{ request: ExerciseRequestView; verb: 'approve' | 'reject' } | null>(null);
  return (
    <Stack gap="md">
      <NativeSelect
        label={t('finance.esop.status')}
        data={[
          { value: '', label: t('finance.common.all') },
          ...REQUEST_STATUSES.map((s) => ({ value: s, label: t(`finance.statuses.${s}`) })),
        ]}
        value={status}
        onChange={(event) => setStatus(event.currentTarget.value as RequestStatus | '')}
        w={{ base: '100%', sm: 220 }}
      />
      {requests.isError && <LoadErrorState error={requests.error} onRetry={() => void requests.refetch()} />}
      {requests.isPending && <LoadingState />}
      {requests.data && requests.data.length === 0 && <EmptyState text={t('finance.exercise.none')} />}
      {requests.data && requests.data.length > 0 && (
        <PlainTable
          label={t('finance.exercise.title')}
          minWidth={760}
          headers={[
            t('finance.payslips.employee'),
            t('finance.esop.requestedOn'),
            t('finance.esop.grant'),
            t('finance.esop.options'),
            t('finance.grants.strikePrice'),
            t('finance.esop.status'),
            t('finance.common.actions'),
          ]}
          testId="exercise-requests-hr"
        >
          {requests.data.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>{`${r.employee.displayName} (${r.employee.employeeNumber})`}</Table.Td>
              <Table.Td>{formatDate(r.requestedAt)}</Table.Td>
              <Table.Td>{formatDate(r.grantDate)}</Table.Td>
              <Table.Td>{formatCount(r.options, i18n.language)}</Table.Td>
              <Table.Td>{formatPrice(r.strikePrice, r.currency, i18n.language)}</Table.Td>
              <Table.Td>
                <Badge variant="dot">{t(`finance.statuses.${r.status}`)}</Badge>
              </Table.Td>
              <Table.Td>
                {r.status === 'pending' && (
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      onClick={() => setDeciding({ request: r, verb: 'approve' })}
                      aria-label={t('finance.exercise.approveOf', { name: r.employee.displayName })}
                    >
                      {t('finance.exercise.approve')}
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      color="red"
                      onClick={() => setDeciding({ request: r, verb: 'reject' })}
                      aria-label={t('finance.exercise.rejectOf', { name: r.employee.displayName })}
                    >
                      {t('finance.exercise.reject')}
                    </Button>
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </PlainTable>
      )}
      {deciding && (
        <ReasonModal
          title={t(`finance.exercise.${deciding.verb}`)}
          message={t('finance.exercise.question', {
            name: deciding.request.employee.displayName,
            count: deciding.request.options,
          })}
          confirmLabel={t(`finance.exercise.${deciding.verb}`)}
          required={deciding.verb === 'reject'}
          danger={deciding.verb === 'reject'}
          onConfirm={async (reason) => {
            await decide.mutateAsync({ id: deciding.request.id, verb: deciding.verb, reason });
            showToast('success', t('finance.exercise.decided'));
          }}
          onClose={() => setDeciding(null)}
        />
      )}
    </Stack>
  );
}
