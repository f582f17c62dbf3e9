import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LeaveBalanceView } from '@tenure/domain/leave';
import { TableScroll } from '../../../components/table/TableScroll.tsx';
import { useFormatDate, useFormatNumber } from '../../../lib/dates.ts';

const FIGURES = ['available', 'balance', 'taken', 'pending', 'accrued', 'carriedForward', 'opening'] as const;

/** The balances in numbers, one row per leave type, with the financial year each belongs to. */
export function BalanceTable({ balances, caption }: { balances: readonly LeaveBalanceView[]; caption: string }) {
  const { t } = useTranslation();
  const { formatDateRange } = useFormatDate();
  const formatNumber = useFormatNumber();
  return (
    <TableScroll minWidth={640} label={caption}>
      <Table striped verticalSpacing="xs" data-testid="balance-table">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('leave.columns.leaveType')}</Table.Th>
            {FIGURES.map((figure) => (
              <Table.Th scope="col" key={figure} ta="right">
                {t(`leave.balances.${figure}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {balances.map((balance) => (
            <Table.Tr key={balance.leaveTypeId} data-testid={`balance-row-${balance.leaveTypeCode}`}>
              <Table.Th scope="row">
                <Text size="sm" fw={600}>
                  {balance.leaveTypeName}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDateRange(balance.yearStart, balance.yearEnd)}
                  {balance.isPaid ? '' : ` · ${t('leave.types.unpaid')}`}
                </Text>
              </Table.Th>
              {FIGURES.map((figure) => (
                <Table.Td key={figure} ta="right" data-figure={figure} fw={figure === 'available' ? 700 : undefined}>
                  {formatNumber(balance[figure])}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
