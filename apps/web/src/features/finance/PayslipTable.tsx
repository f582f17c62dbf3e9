import { ActionIcon, Group, Table, Tooltip } from '@mantine/core';
import { IconDownload, IconEye, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { HrPayslipView, PayslipView } from '@tenure/domain/finance';
import { PlainTable } from '../../components/table/PlainTable.tsx';
import { fileSize } from '../../components/upload/fileRules.ts';
import { formatMonth } from './format.ts';
import { useIntlLocale } from '../../lib/dates.ts';

interface PayslipTableProps<P extends PayslipView> {
  payslips: readonly P[];
  onPreview(payslip: P): void;
  onDownload(payslip: P): void;
  onDelete?(payslip: P): void;
}

/** Payslips with Preview and Download (and Delete for HR); HR's rows name the employee. */
export function PayslipTable<P extends PayslipView | HrPayslipView>({
  payslips,
  onPreview,
  onDownload,
  onDelete,
}: PayslipTableProps<P>) {
  const { t, i18n } = useTranslation();
  const locale = useIntlLocale();
  const withEmployee = payslips.some((p) => 'employee' in p);
  const nameOf = (p: P) =>
    'employee' in p
      ? `${p.employee.displayName} (${p.employee.employeeNumber}), ${formatMonth(p.month, i18n.language)}`
      : formatMonth(p.month, i18n.language);
  return (
    <PlainTable
      label={t('finance.payslips.title')}
      minWidth={560}
      headers={[
        withEmployee && t('finance.payslips.employee'),
        t('finance.payslips.month'),
        t('finance.payslips.file'),
        t('finance.payslips.size'),
        t('finance.common.actions'),
      ]}
      testId="payslips"
    >
      {payslips.map((p) => (
        <Table.Tr key={p.id}>
          {withEmployee && (
            <Table.Td>{'employee' in p ? `${p.employee.displayName} (${p.employee.employeeNumber})` : ''}</Table.Td>
          )}
          <Table.Td>{formatMonth(p.month, i18n.language)}</Table.Td>
          <Table.Td>{p.fileName}</Table.Td>
          <Table.Td>{fileSize(p.sizeBytes, locale)}</Table.Td>
          <Table.Td>
            <Group gap={4} wrap="nowrap">
              <Tooltip label={t('finance.payslips.preview')}>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('finance.payslips.previewOf', { name: nameOf(p) })}
                  onClick={() => onPreview(p)}
                >
                  <IconEye size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('finance.payslips.download')}>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('finance.payslips.downloadOf', { name: nameOf(p) })}
                  onClick={() => onDownload(p)}
                >
                  <IconDownload size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
              {onDelete && (
                <Tooltip label={t('finance.common.delete')}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('finance.payslips.deleteOf', { name: nameOf(p) })}
                    onClick={() => onDelete(p)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </PlainTable>
  );
}
