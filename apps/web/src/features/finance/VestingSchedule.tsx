import { Badge, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EsopGrantView } from '@tenure/domain/finance';
import { PlainTable } from '../../components/table/PlainTable.tsx';
import { useFormatDate } from '../../lib/dates.ts';
import { formatCount } from './format.ts';

/** A grant's tranches: when each vests, how many options, the running total, and whether it has vested. */
export function VestingSchedule({ grant }: { grant: EsopGrantView }) {
  const { t, i18n } = useTranslation();
  const { formatDate } = useFormatDate();
  return (
    <PlainTable
      label={t('finance.esop.scheduleOf', { date: formatDate(grant.grantDate) })}
      caption
      minWidth={480}
      headers={[
        t('finance.esop.vestDate'),
        t('finance.esop.tranche'),
        t('finance.esop.cumulative'),
        t('finance.esop.status'),
      ]}
      testId={`vesting-schedule-${grant.id}`}
      verticalSpacing="xs"
    >
      {grant.schedule.map((tranche) => (
        <Table.Tr key={tranche.date}>
          <Table.Td>{formatDate(tranche.date)}</Table.Td>
          <Table.Td>{formatCount(tranche.options, i18n.language)}</Table.Td>
          <Table.Td>{formatCount(tranche.cumulative, i18n.language)}</Table.Td>
          <Table.Td>
            <Badge color={tranche.vested ? 'green' : 'gray'} variant="dot">
              {tranche.vested ? t('finance.esop.vested') : t('finance.esop.upcoming')}
            </Badge>
          </Table.Td>
        </Table.Tr>
      ))}
    </PlainTable>
  );
}
