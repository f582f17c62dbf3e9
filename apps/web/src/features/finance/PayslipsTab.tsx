import { useMemo, useState } from 'react';
import { Alert, Button, FileInput, Group, NativeSelect, Stack, Table, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconChecks, IconFileTypePdf, IconInfoCircle, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { addMonths, type PayslipUploadView } from '@tenure/domain/finance';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { EmptyState, LoadErrorState, LoadingState } from '../../components/QueryStates.tsx';
import { PlainTable } from '../../components/table/PlainTable.tsx';
import { RowErrorsTable } from '../../components/upload/RowErrorsTable.tsx';
import { uploadRowErrors } from '../../components/upload/uploadErrors.ts';
import { useMessageText } from '../../lib/i18n/useMessage.ts';
import { showToast } from '../../lib/toast.ts';
import { PayslipTable } from './PayslipTable.tsx';
import { payslipSource, useDeletePayslip, useLoadPayslips, useMonthPayslips, validatePayslips } from './financeApi.ts';
import { formatMonth } from './format.ts';
import { usePdfPreview } from './usePdfPreview.tsx';
import { localIsoDate } from '../../lib/dates.ts';

/** This month and the twelve before it, latest first. */
function recentMonths(): string[] {
  const first = `${localIsoDate().slice(0, 7)}-01`;
  return Array.from({ length: 13 }, (_, i) => addMonths(first, -i).slice(0, 7));
}

/**
 * HR's payslips: upload one PDF, several, or a .zip of them for a month (each matched by the
 * employee number in its name: a dry run first, then all or none), and the month's list.
 */
export function PayslipsTab() {
  const { t, i18n } = useTranslation();
  const messageText = useMessageText();
  const months = useMemo(recentMonths, []);
  const [month, setMonth] = useState(months[0]!);
  const [files, setFiles] = useState<File[]>([]);
  const [checking, setChecking] = useState(false);
  const [checked, setChecked] = useState<PayslipUploadView | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const load = useLoadPayslips();
  const remove = useDeletePayslip();
  const list = useMonthPayslips(month, search.trim());
  const pdf = usePdfPreview('payslip-preview');

  const reset = () => {
    setChecked(null);
    setRefusal(null);
  };
  const validate = async () => {
    reset();
    setChecking(true);
    try {
      setChecked(await validatePayslips(month, files));
    } catch (error) {
      setRefusal(error instanceof Error ? messageText(error.message) : t('messages.somethingWentWrong'));
    } finally {
      setChecking(false);
    }
  };
  const upload = async () => {
    try {
      const result = await load.mutateAsync({ month, files });
      showToast(
        'success',
        t('finance.upload.loaded', {
          created: result.created,
          replaced: result.replaced,
          month: formatMonth(month, i18n.language),
        }),
      );
      setFiles([]);
      reset();
    } catch (error) {
      if (!(error instanceof Error)) return;
      const errors = uploadRowErrors(error);
      if (errors.length > 0 && checked) setChecked({ ...checked, errors });
      else setRefusal(messageText(error.message));
    }
  };
  const clean = checked !== null && checked.errors.length === 0;

  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('finance.upload.title')}
        </Title>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <NativeSelect
            label={t('finance.payslips.month')}
            data={months.map((m) => ({ value: m, label: formatMonth(m, i18n.language) }))}
            value={month}
            onChange={(event) => {
              setMonth(event.currentTarget.value);
              reset();
            }}
            w={{ base: '100%', sm: 200 }}
          />
          <FileInput
            label={t('finance.upload.files')}
            placeholder={t('finance.upload.filesPlaceholder')}
            accept=".pdf,.zip"
            multiple
            leftSection={<IconFileTypePdf size={16} aria-hidden />}
            value={files}
            onChange={(next) => {
              setFiles(next);
              reset();
            }}
            clearable
            clearButtonProps={{ 'aria-label': t('upload.clearFile') }}
            w={{ base: '100%', sm: 340 }}
          />
          <Button
            variant="default"
            leftSection={<IconChecks size={16} aria-hidden />}
            disabled={files.length === 0}
            loading={checking}
            onClick={() => void validate()}
          >
            {t('upload.validate')}
          </Button>
          <Button
            leftSection={<IconUpload size={16} aria-hidden />}
            disabled={!clean}
            loading={load.isPending}
            onClick={() => void upload()}
          >
            {t('finance.upload.upload')}
          </Button>
        </Group>
        {refusal && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" data-testid="upload-refusal">
            {refusal}
          </Alert>
        )}
        {checked && (
          <Alert
            color={checked.errors.length ? 'red' : 'blue'}
            icon={
              checked.errors.length ? (
                <IconAlertCircle size={18} aria-hidden />
              ) : (
                <IconInfoCircle size={18} aria-hidden />
              )
            }
            role="status"
            data-testid="dry-run-summary"
          >
            {t('finance.upload.summary', {
              count: checked.rows.length,
              replacing: checked.rows.filter((r) => r.replaces).length,
              errors: checked.errors.length,
            })}
          </Alert>
        )}
        {checked && checked.rows.length > 0 && (
          <PlainTable
            label={t('finance.upload.matched')}
            caption
            minWidth={480}
            headers={[
              t('upload.row'),
              t('finance.payslips.file'),
              t('finance.payslips.employee'),
              t('finance.upload.action'),
            ]}
            testId="payslip-matches"
            verticalSpacing="xs"
          >
            {checked.rows.map((r) => (
              <Table.Tr key={r.row}>
                <Table.Td>{r.row}</Table.Td>
                <Table.Td>{r.fileName}</Table.Td>
                <Table.Td>{`${r.employee.displayName} (${r.employee.employeeNumber})`}</Table.Td>
                <Table.Td>{r.replaces ? t('finance.upload.replaces') : t('finance.upload.adds')}</Table.Td>
              </Table.Tr>
            ))}
          </PlainTable>
        )}
        {checked && checked.errors.length > 0 && <RowErrorsTable errors={checked.errors} />}
      </Stack>

      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Title order={2} size="h4">
            {t('finance.payslips.ofMonth', { month: formatMonth(month, i18n.language) })}
          </Title>
          <TextInput
            label={t('finance.common.search')}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            w={{ base: '100%', sm: 260 }}
          />
        </Group>
        {list.isError && <LoadErrorState error={list.error} onRetry={() => void list.refetch()} />}
        {list.isPending && <LoadingState />}
        {list.data && list.data.length === 0 && <EmptyState text={t('finance.payslips.noneThisMonth')} />}
        {list.data && list.data.length > 0 && (
          <PayslipTable
            payslips={list.data}
            onPreview={(p) => pdf.preview(payslipSource(p))}
            onDownload={(p) => void pdf.download(payslipSource(p))}
            onDelete={(p) =>
              setDeleting({ id: p.id, name: `${p.employee.displayName}, ${formatMonth(p.month, i18n.language)}` })
            }
          />
        )}
      </Stack>
      {pdf.modal}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('finance.payslips.deleteTitle')}
        message={t('finance.payslips.deleteQuestion', { name: deleting?.name ?? '' })}
        confirmLabel={t('finance.common.delete')}
        cancelLabel={t('org.common.cancel')}
        danger
        loading={remove.isPending}
        error={remove.error ? messageText(remove.error.message) : null}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              showToast('success', t('messages.deleted'));
              setDeleting(null);
            },
          })
        }
        onClose={() => {
          remove.reset();
          setDeleting(null);
        }}
      />
    </Stack>
  );
}
