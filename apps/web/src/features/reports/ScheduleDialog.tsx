import { useState } from 'react';
import {
  ActionIcon,
  Button,
  Checkbox,
  Divider,
  Group,
  Modal,
  MultiSelect,
  Select,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  REPORT_SCHEDULE_FREQUENCIES,
  REPORT_SCHEDULE_LAST_DAY_OF_MONTH,
  type ReportScheduleFrequency,
  type ReportScheduleItem,
  type ReportViewItem,
} from '@tenure/domain/reports';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { LoadErrorState, LoadingState } from '../../components/QueryStates.tsx';
import { ApiRequestError } from '../../lib/api/index.ts';
import { useMessageText } from '../../lib/i18n/useMessage.ts';
import { showToast } from '../../lib/toast.ts';
import { useReportRecipients, useViewSchedules } from './reportsApi.ts';

interface ScheduleDialogProps {
  reportKey: string;
  view: ReportViewItem;
  onClose(): void;
}

/** Mail of a saved view by schedule: how often, as which file, to whom (people who may open the report), and the view's schedules. */
export function ScheduleDialog({ reportKey, view, onClose }: ScheduleDialogProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const recipients = useReportRecipients(reportKey, true);
  const schedules = useViewSchedules(view.id);
  const [frequency, setFrequency] = useState<ReportScheduleFrequency>('weekly');
  const [dayOfMonth, setDayOfMonth] = useState(1);
  const [deleting, setDeleting] = useState<ReportScheduleItem | null>(null);
  const [format, setFormat] = useState<'csv' | 'xlsx'>('xlsx');
  const [chosen, setChosen] = useState<string[]>([]);
  const [onlyWhenRows, setOnlyWhenRows] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const add = () => {
    if (chosen.length === 0) return setError(t('reportViewer.schedule.recipientsRequired'));
    setError(null);
    schedules.create.mutate(
      { frequency, dayOfMonth, format, recipientUserIds: chosen, onlyWhenRows },
      {
        onSuccess: () => {
          setChosen([]);
          showToast('success', t('reportViewer.schedule.added'));
        },
        onError: (e) =>
          setError(
            messageText(e instanceof ApiRequestError ? (Object.values(e.fieldErrors)[0] ?? e.message) : e.message),
          ),
      },
    );
  };

  const remove = (schedule: ReportScheduleItem) =>
    schedules.remove.mutate(schedule.id, {
      onSuccess: () => {
        setDeleting(null);
        showToast('success', t('reportViewer.schedule.deleted'));
      },
    });
  const when = (s: ReportScheduleItem) =>
    s.frequency === 'monthly'
      ? t('reportViewer.schedule.monthlyOn', { day: s.dayOfMonth ?? 1 })
      : t(`reportViewer.schedule.frequencies.${s.frequency}`);

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('reportViewer.schedule.title', { name: view.name })}
      size="lg"
      closeButtonProps={{ 'aria-label': t('org.common.close') }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('reportViewer.schedule.intro')}
        </Text>
        <Group grow align="flex-start">
          <Select
            label={t('reportViewer.schedule.frequency')}
            data={REPORT_SCHEDULE_FREQUENCIES.map((f) => ({
              value: f,
              label: t(`reportViewer.schedule.frequencies.${f}`),
            }))}
            value={frequency}
            onChange={(value) => value && setFrequency(value as ReportScheduleFrequency)}
            allowDeselect={false}
            data-testid="schedule-frequency"
          />
          {frequency === 'monthly' && (
            <Select
              label={t('reportViewer.schedule.dayOfMonth')}
              description={t('reportViewer.schedule.dayOfMonthHint')}
              data={Array.from({ length: REPORT_SCHEDULE_LAST_DAY_OF_MONTH }, (_, i) => String(i + 1))}
              value={String(dayOfMonth)}
              onChange={(value) => value && setDayOfMonth(Number(value))}
              allowDeselect={false}
              data-testid="schedule-day-of-month"
            />
          )}
          <Select
            label={t('reportViewer.schedule.format')}
            data={[
              { value: 'xlsx', label: 'XLSX' },
              { value: 'csv', label: 'CSV' },
            ]}
            value={format}
            onChange={(value) => value && setFormat(value as 'csv' | 'xlsx')}
            allowDeselect={false}
          />
        </Group>
        {recipients.isError ? (
          <LoadErrorState error={recipients.error} onRetry={() => void recipients.refetch()} />
        ) : (
          <MultiSelect
            label={t('reportViewer.schedule.recipients')}
            description={t('reportViewer.schedule.recipientsHint')}
            placeholder={recipients.isPending ? t('reportViewer.views.loading') : undefined}
            data={(recipients.data ?? []).map((r) => ({ value: r.userId, label: r.name }))}
            value={chosen}
            onChange={setChosen}
            searchable
            required
            error={error}
            data-testid="schedule-recipients"
          />
        )}
        <Checkbox
          label={t('reportViewer.schedule.onlyWhenRows')}
          checked={onlyWhenRows}
          onChange={(event) => setOnlyWhenRows(event.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button onClick={add} loading={schedules.create.isPending} data-testid="schedule-add">
            {t('reportViewer.schedule.add')}
          </Button>
        </Group>
        <Divider />
        {schedules.list.isPending ? (
          <LoadingState />
        ) : schedules.list.isError ? (
          <LoadErrorState error={schedules.list.error} onRetry={() => void schedules.list.refetch()} />
        ) : schedules.list.data.length === 0 ? (
          <Text size="sm">{t('reportViewer.schedule.none')}</Text>
        ) : (
          <Table data-testid="schedule-list">
            <Table.Caption>{t('reportViewer.schedule.listCaption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('reportViewer.schedule.frequency')}</Table.Th>
                <Table.Th>{t('reportViewer.schedule.format')}</Table.Th>
                <Table.Th>{t('reportViewer.schedule.recipients')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('reportViewer.schedule.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {schedules.list.data.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>{when(s)}</Table.Td>
                  <Table.Td>{s.format.toUpperCase()}</Table.Td>
                  <Table.Td>{s.recipients.map((r) => r.name).join(', ')}</Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('reportViewer.schedule.delete')}
                      onClick={() => setDeleting(s)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('reportViewer.schedule.deleteTitle')}
        message={t('reportViewer.schedule.deleteMessage')}
        confirmLabel={t('reportViewer.schedule.delete')}
        cancelLabel={t('reportViewer.schedule.cancel')}
        danger
        loading={schedules.remove.isPending}
        error={schedules.remove.isError ? messageText(schedules.remove.error.message) : null}
        onConfirm={() => deleting && remove(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Modal>
  );
}
