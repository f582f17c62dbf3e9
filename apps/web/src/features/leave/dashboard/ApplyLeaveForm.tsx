import { useState } from 'react';
import { Alert, Button, FileInput, Group, List, Radio, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCalendarStats, IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  HALF_DAY_SESSIONS,
  leaveApplicationInput,
  type LeaveApplicationInput,
  type LeaveDayType,
  type LeaveDayCountView,
} from '@tenure/domain/leave';
import { LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { reportSaveError, validateWith } from '../../../lib/forms/formErrors.ts';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { showToast } from '../../../lib/toast.ts';
import { dayCountRange, weekdayOf } from '../dates.ts';
import { uploadLeaveDocument, useApplyLeave, useDayCount } from '../requestsApi.ts';
import { useBalances, useLeaveTypes } from '../setupApi.ts';
import { useFormatDate } from '../../../lib/dates.ts';
import { DateField } from '../../../components/DateField.tsx';

type HalfDaySession = (typeof HALF_DAY_SESSIONS)[number];

interface ApplyValues extends Record<string, unknown> {
  leaveTypeId: string | null;
  startDate: string;
  endDate: string;
  dayType: LeaveDayType;
  halfDaySession: HalfDaySession;
  reason: string;
}

const EMPTY: ApplyValues = {
  leaveTypeId: null,
  startDate: '',
  endDate: '',
  dayType: 'Full Day',
  halfDaySession: 'First Half',
  reason: '',
};

function toInput(values: ApplyValues, documentId: string | null = null): LeaveApplicationInput {
  const halfDay = values.dayType === 'Half Day';
  return {
    leaveTypeId: values.leaveTypeId ?? '',
    startDate: values.startDate,
    endDate: halfDay ? values.startDate : values.endDate,
    dayType: values.dayType,
    halfDaySession: halfDay ? values.halfDaySession : null,
    reason: values.reason,
    documentId,
  };
}

/**
 * Apply Leave: a leave type the employee is eligible for, the dates (or one half day), and a reason.
 * While the dates change, the server counts the working days and names the week-offs and holidays
 * it leaves out, and the chosen type's available balance stands beside it.
 */
export function ApplyLeaveForm() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const types = useLeaveTypes(true);
  const balances = useBalances(null);
  const apply = useApplyLeave();
  const [document, setDocument] = useState<File | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useForm<ApplyValues>({
    initialValues: EMPTY,
    validate: validateWith(leaveApplicationInput, (values: ApplyValues) => toInput(values)),
  });
  const { values } = form;
  const type = types.data?.find((candidate) => candidate.id === values.leaveTypeId) ?? null;
  const balance = balances.data?.find((candidate) => candidate.leaveTypeId === values.leaveTypeId) ?? null;
  const range = dayCountRange(values.startDate, values.endDate, values.dayType);
  const dayCount = useDayCount(range);
  const needsDocument =
    type?.documentRequiredAboveDays != null && (dayCount.data?.days ?? 0) > type.documentRequiredAboveDays;
  const errorOf = (path: string) => (form.errors[path] ? messageText(String(form.errors[path])) : undefined);

  const submit = form.onSubmit(async (current) => {
    setSaving(true);
    try {
      const documentId = needsDocument && document ? (await uploadLeaveDocument(document)).documentId : null;
      await apply.mutateAsync(toInput(current, documentId));
      showToast('success', t('messages.added'));
      form.reset();
      setDocument(null);
    } catch (error) {
      if (error instanceof Error) reportSaveError(error, form.setErrors, messageText);
    } finally {
      setSaving(false);
    }
  });

  if (types.isPending) return <LoadingState />;
  if (types.isError) return <LoadErrorState error={types.error} onRetry={() => void types.refetch()} />;
  if (types.data.length === 0) return <Alert color="gray">{t('leave.apply.noTypes')}</Alert>;

  return (
    <form onSubmit={submit} noValidate aria-labelledby="apply-leave-title" data-testid="apply-leave-form">
      <Stack gap="md">
        <Text id="apply-leave-title" fw={700} size="lg" component="h2" m={0}>
          {t('leave.apply.title')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={t('leave.apply.leaveType')}
            placeholder={t('leave.apply.selectPlaceholder')}
            withAsterisk
            data={types.data.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
            {...form.getInputProps('leaveTypeId')}
            onChange={(value) => {
              form.setFieldValue('leaveTypeId', value);
              const next = types.data.find((candidate) => candidate.id === value);
              if (next && !next.dayTypes.includes(form.values.dayType))
                form.setFieldValue('dayType', next.dayTypes[0] ?? 'Full Day');
            }}
            error={errorOf('leaveTypeId')}
          />
          <Stack gap={2} justify="flex-end" data-testid="available-balance" aria-live="polite">
            {type && (
              <Text size="sm">
                {balance
                  ? t('leave.apply.available', { count: balance.available, type: type.name })
                  : t('leave.apply.noBalance', { type: type.name })}
              </Text>
            )}
          </Stack>
        </SimpleGrid>
        {(type?.dayTypes.length ?? 2) > 1 && (
          <Radio.Group label={t('leave.apply.dayType')} {...form.getInputProps('dayType')}>
            <Group gap="lg" mt={6}>
              <Radio value="Full Day" label={t('leave.dayTypes.full')} />
              <Radio value="Half Day" label={t('leave.dayTypes.half')} />
            </Group>
          </Radio.Group>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DateField
            label={values.dayType === 'Half Day' ? t('leave.apply.date') : t('leave.apply.startDate')}
            withAsterisk
            {...form.getInputProps('startDate')}
            error={errorOf('startDate')}
          />
          {values.dayType === 'Half Day' ? (
            <Radio.Group
              label={t('leave.apply.session')}
              {...form.getInputProps('halfDaySession')}
              error={errorOf('halfDaySession')}
            >
              <Group gap="lg" mt={6}>
                {HALF_DAY_SESSIONS.map((session) => (
                  <Radio
                    key={session}
                    value={session}
                    label={t(`leave.sessions.${session === 'First Half' ? 'first' : 'second'}`)}
                  />
                ))}
              </Group>
            </Radio.Group>
          ) : (
            <DateField
              label={t('leave.apply.endDate')}
              withAsterisk
              minDate={values.startDate || undefined}
              {...form.getInputProps('endDate')}
              error={errorOf('endDate')}
            />
          )}
        </SimpleGrid>
        {range && <DayCount query={dayCount} />}
        {needsDocument && (
          <FileInput
            label={t('leave.apply.document')}
            description={t('leave.apply.documentHint', { count: type?.documentRequiredAboveDays ?? 0 })}
            withAsterisk
            accept=".pdf,.jpg,.jpeg,.png"
            leftSection={<IconPaperclip size={16} aria-hidden />}
            value={document}
            onChange={setDocument}
            clearable
            error={errorOf('documentId')}
          />
        )}
        <Textarea
          label={t('leave.apply.reason')}
          withAsterisk
          autosize
          minRows={3}
          maxLength={500}
          {...form.getInputProps('reason')}
          error={errorOf('reason')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {t('leave.apply.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** "2 days", and which days of the range are not counted and why. */
function DayCount({ query }: { query: { data?: LeaveDayCountView; error: Error | null } }) {
  const { t, i18n } = useTranslation();
  const { formatDate } = useFormatDate();
  const messageText = useMessageText();
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconCalendarStats size={18} aria-hidden />}
      data-testid="day-count"
      aria-live="polite"
    >
      {query.error ? (
        <Text size="sm" c="red.8">
          {messageText(query.error.message)}
        </Text>
      ) : !query.data ? (
        <Text size="sm">{t('leave.apply.counting')}</Text>
      ) : (
        <Stack gap={4}>
          <Text size="sm" fw={700} data-testid="day-count-days">
            {t('leave.apply.dayCount', { count: query.data.days })}
          </Text>
          {query.data.excluded.length > 0 && (
            <>
              <Text size="sm">{t('leave.apply.excluded')}</Text>
              <List size="sm" spacing={2} data-testid="day-count-excluded">
                {query.data.excluded.map((day) => (
                  <List.Item key={day.date}>
                    {t(day.reason === 'holiday' ? 'leave.apply.excludedHoliday' : 'leave.apply.excludedWeekOff', {
                      date: `${weekdayOf(day.date, i18n.language)} ${formatDate(day.date)}`,
                      name: day.name,
                    })}
                  </List.Item>
                ))}
              </List>
            </>
          )}
        </Stack>
      )}
    </Alert>
  );
}
