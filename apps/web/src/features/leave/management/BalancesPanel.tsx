import { useState } from 'react';
import { Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EmployeeSearchResult } from '@tenure/domain/employees';
import { EmptyState, LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { PersonPicker } from '../../../components/employees/PersonPicker.tsx';
import { localIsoDate, useFormatDate } from '../../../lib/dates.ts';
import { useBalanceHistory, useBalances } from '../setupApi.ts';
import { BalanceTable } from '../shared/BalanceTable.tsx';
import { LoadedBalances } from '../shared/LoadedBalances.tsx';
import { TableScroll } from '../../../components/table/TableScroll.tsx';
import { DateField } from '../../../components/DateField.tsx';

/** HR looks up one employee's balances for a financial year, and every credit and debit behind them. */
export function BalancesPanel() {
  const { t } = useTranslation();
  const [person, setPerson] = useState<EmployeeSearchResult | null>(null);
  const [asOf, setAsOf] = useState(localIsoDate());

  return (
    <Stack gap="lg">
      <Group align="flex-end" gap="md" wrap="wrap">
        <PersonPicker onPick={setPerson} />
        <DateField label={t('leave.balances.asOf')} value={asOf} onChange={setAsOf} w={{ base: '100%', sm: 200 }} />
      </Group>
      {person ? (
        <EmployeeBalances person={person} asOf={/^\d{4}-\d{2}-\d{2}$/.test(asOf) ? asOf : undefined} />
      ) : (
        <EmptyState text={t('leave.balances.pickSomeone')} />
      )}
    </Stack>
  );
}

function EmployeeBalances({ person, asOf }: { person: EmployeeSearchResult; asOf?: string }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatDate();
  const balances = useBalances(person.employeeNumber, asOf);
  const history = useBalanceHistory(person.employeeNumber, asOf);
  return (
    <Stack gap="lg" data-testid="employee-balances">
      <Title order={2} size="h4">
        {t('leave.balances.of', { name: person.displayName, number: person.employeeNumber })}
      </Title>
      <LoadedBalances balances={balances}>
        {(data) => <BalanceTable balances={data} caption={t('leave.balances.caption', { name: person.displayName })} />}
      </LoadedBalances>
      <Title order={3} size="h5">
        {t('leave.balances.historyTitle')}
      </Title>
      {history.isPending ? (
        <LoadingState />
      ) : history.isError ? (
        <LoadErrorState error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('leave.balances.noHistory')}
        </Text>
      ) : (
        <TableScroll minWidth={700} label={t('leave.balances.historyCaption', { name: person.displayName })}>
          <Table striped verticalSpacing="xs" data-testid="balance-history">
            <Table.Caption>{t('leave.balances.historyCaption', { name: person.displayName })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('leave.balances.when')}</Table.Th>
                <Table.Th scope="col">{t('leave.columns.leaveType')}</Table.Th>
                <Table.Th scope="col">{t('leave.balances.entry')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('leave.columns.days')}
                </Table.Th>
                <Table.Th scope="col">{t('leave.balances.note')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history.data.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(entry.createdAt)}</Table.Td>
                  <Table.Td>{entry.leaveTypeName}</Table.Td>
                  <Table.Td>
                    {t(`leave.ledger.${entry.kind}`)}
                    {entry.periodKey ? ` · ${entry.periodKey}` : ''}
                  </Table.Td>
                  <Table.Td ta="right" c={entry.days < 0 ? 'red.8' : undefined}>
                    {entry.days > 0 ? `+${entry.days}` : entry.days}
                  </Table.Td>
                  <Table.Td>
                    {entry.note ?? ''}
                    {entry.expiresOn ? ` ${t('leave.balances.expires', { date: formatDate(entry.expiresOn) })}` : ''}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
    </Stack>
  );
}
