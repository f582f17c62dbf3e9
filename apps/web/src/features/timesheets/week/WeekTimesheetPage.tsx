import { useState } from 'react';
import { Alert, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconChevronLeft, IconChevronRight, IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { addDays } from '@tenure/domain/policies';
import { hasInvalidCell, lineKey, toInput, gridLines, type GridLine } from './gridState.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { DateField } from '../../../components/DateField.tsx';
import { Page } from '../../../components/Page.tsx';
import { LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { ApiRequestError } from '../../../lib/api/errors.ts';
import { useFormatDate } from '../../../lib/dates.ts';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { showToast } from '../../../lib/toast.ts';
import { EstimateFigure } from '../projects/EstimateFigure.tsx';
import { WeekStatusBadge } from './LineStatusBadge.tsx';
import { WeekGrid } from './WeekGrid.tsx';
import { WeekHistoryLog } from './WeekHistoryLog.tsx';
import { useWeek, useWeekAction, type WeekAction } from './weekApi.ts';
import { useTenantFlags } from '../../../lib/tenant/api.ts';
import { isLineEditable, type WeekView } from '@tenure/domain/timesheets';

/** SPEC §2 /timesheet, /timesheet-submission and /timesheets/{id}: one week of the employee's timesheet. */
export function WeekTimesheetPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  // Without a date the API opens the employee's week as it is at their work place, not the browser's.
  const date = params.get('date') ?? undefined;
  const week = useWeek(id ? { id } : { date });
  const choose = (next: string) => setParams({ date: next });

  return (
    <Page title={t('timesheetWeek.title')} intro={t('timesheetWeek.intro')}>
      {week.isPending ? (
        <LoadingState />
      ) : week.isError ? (
        <LoadErrorState error={week.error} onRetry={() => void week.refetch()} />
      ) : (
        <WeekEditor
          key={`${week.data.id}-${week.data.weekStartDate}-${week.data.status}-${week.dataUpdatedAt}`}
          week={week.data}
          onChoose={choose}
          navigable={!id}
        />
      )}
    </Page>
  );
}

function WeekEditor({
  week,
  onChoose,
  navigable,
}: {
  week: WeekView;
  onChoose(date: string): void;
  navigable: boolean;
}) {
  const { t } = useTranslation();
  const { formatDateRange } = useFormatDate();
  const messageText = useMessageText();
  const action = useWeekAction();
  const [lines, setLines] = useState<GridLine[]>(() => gridLines(week));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirmUnsubmit, setConfirmUnsubmit] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const showHistoryLog = useTenantFlags().data?.flags.timesheetHistoryLog === true;
  const [projectId, setProjectId] = useState<string | null>(null);
  const [taskId, setTaskId] = useState<string | null>(null);
  const project = week.projects.find((p) => p.projectId === projectId);

  const onCell = (row: number, day: number, text: string) => {
    setLines((current) =>
      current.map((l, i) => (i === row ? { ...l, cells: l.cells.map((c, d) => (d === day ? text : c)) } : l)),
    );
    setErrors((current) => (Object.keys(current).length === 0 ? current : {}));
  };

  const addLine = () => {
    if (!project) return;
    const task = project.tasks.find((x) => x.taskId === taskId) ?? null;
    const line = { kind: 'project' as const, projectId: project.projectId, taskId: task?.taskId ?? null };
    if (lines.some((l) => l.key === lineKey(line))) {
      setRefusal(t('timesheetWeek.duplicateLine'));
      return;
    }
    setLines((current) => [
      ...current,
      {
        ...line,
        key: lineKey(line),
        projectName: project.projectName,
        taskName: task?.taskName ?? null,
        cells: Array(7).fill(''),
        status: 'saved',
        decisionReason: null,
      },
    ]);
    setProjectId(null);
    setTaskId(null);
  };

  const run = async (kind: WeekAction) => {
    setRefusal(null);
    if (hasInvalidCell(lines)) {
      setRefusal(t('timesheetWeek.grid.invalid'));
      return;
    }
    try {
      await action.mutateAsync({ action: kind, input: toInput(week.weekStartDate, lines) });
      showToast('success', t(`timesheetWeek.done.${kind}`));
    } catch (failure) {
      if (failure instanceof ApiRequestError) setErrors(failure.fieldErrors);
      setRefusal(failure instanceof Error ? messageText(failure.message) : t('messages.somethingWentWrong'));
    }
  };

  const editable = week.editable;
  const submittable = editable && lines.some((l) => l.status === 'rejected' || (l.status === 'saved' && !week.locked));
  // Lines sent for approval or approved keep their hours (the API refuses a change): with no other line there is nothing to save.
  const savable = editable && lines.some((l) => isLineEditable(l.status));
  const unsubmittable = editable && week.lines.some((l) => l.status === 'pending');

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" wrap="wrap">
          <Group gap="sm">
            {navigable && (
              <Button
                variant="default"
                size="xs"
                leftSection={<IconChevronLeft size={14} aria-hidden />}
                onClick={() => onChoose(addDays(week.weekStartDate, -7))}
              >
                {t('timesheetWeek.previousWeek')}
              </Button>
            )}
            <Title order={2} size="h4">
              {formatDateRange(week.weekStartDate, week.weekEndDate)}
            </Title>
            {navigable && (
              <Button
                variant="default"
                size="xs"
                rightSection={<IconChevronRight size={14} aria-hidden />}
                onClick={() => onChoose(addDays(week.weekStartDate, 7))}
              >
                {t('timesheetWeek.nextWeek')}
              </Button>
            )}
            <WeekStatusBadge status={week.status} />
          </Group>
          <Group gap="sm" align="flex-end">
            {showHistoryLog && week.id && (
              <Button
                variant="default"
                size="xs"
                leftSection={<IconHistory size={14} aria-hidden />}
                onClick={() => setHistoryOpen(true)}
              >
                {t('timesheetWeek.historyLog.open')}
              </Button>
            )}
            {navigable && (
              <DateField
                label={t('timesheetWeek.goTo')}
                value={week.weekStartDate}
                onChange={(value) => value && onChoose(value)}
                w={180}
              />
            )}
          </Group>
        </Group>
        {historyOpen && week.id && <WeekHistoryLog weekId={week.id} onClose={() => setHistoryOpen(false)} />}
        <Text size="sm" c="dimmed" mt="xs">
          {week.employee.displayName} ·{' '}
          {t('timesheetWeek.policy', { max: week.maxHoursPerDay, expected: week.expectedHours })}
        </Text>
        {week.locked && (
          <Alert mt="sm" color="gray" role="status">
            {t('timesheetWeek.locked')}
          </Alert>
        )}
      </Paper>

      {editable && !week.locked && week.projects.length > 0 && (
        <Group align="flex-end" gap="sm">
          <Select
            label={t('timesheetWeek.project')}
            data={week.projects.map((p) => ({ value: p.projectId, label: p.projectName }))}
            value={projectId}
            onChange={(value) => {
              setProjectId(value);
              setTaskId(null);
            }}
            w={260}
            searchable
          />
          <Select
            label={t('timesheetWeek.task')}
            data={project?.tasks.map((x) => ({ value: x.taskId, label: x.taskName })) ?? []}
            value={taskId}
            onChange={setTaskId}
            disabled={!project}
            w={220}
            searchable
          />
          <Button variant="light" onClick={addLine} disabled={!project}>
            {t('timesheetWeek.addLine')}
          </Button>
        </Group>
      )}
      {editable && !week.locked && week.projects.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('timesheetWeek.noProjects')}
        </Text>
      )}

      <WeekGrid week={week} lines={lines} editable={editable} onCell={onCell} errors={errors} />
      <WeekEstimates week={week} />

      {refusal && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {refusal}
        </Alert>
      )}
      {editable && (
        <Group justify="flex-end" gap="sm">
          {!week.locked && (
            <Button
              variant="default"
              onClick={() => void run('copy')}
              loading={action.isPending && action.variables?.action === 'copy'}
            >
              {t('timesheetWeek.copyLastWeek')}
            </Button>
          )}
          {unsubmittable && (
            <Button variant="default" color="orange" onClick={() => setConfirmUnsubmit(true)}>
              {t('timesheetWeek.unsubmit')}
            </Button>
          )}
          <Button
            variant="default"
            onClick={() => void run('save')}
            disabled={!savable}
            loading={action.isPending && action.variables?.action === 'save'}
          >
            {t('timesheetWeek.save')}
          </Button>
          <Button
            onClick={() => void run('submit')}
            disabled={!submittable}
            loading={action.isPending && action.variables?.action === 'submit'}
          >
            {t('timesheetWeek.submit')}
          </Button>
        </Group>
      )}
      <ConfirmDialog
        opened={confirmUnsubmit}
        title={t('timesheetWeek.unsubmitTitle')}
        message={t('timesheetWeek.unsubmitMessage')}
        confirmLabel={t('timesheetWeek.unsubmit')}
        cancelLabel={t('org.common.cancel')}
        onConfirm={() => void run('unsubmit').then(() => setConfirmUnsubmit(false))}
        onClose={() => setConfirmUnsubmit(false)}
        loading={action.isPending}
      />
    </Stack>
  );
}

/** With estimatedHours: each allocated project's hours logged within its allocation beside the allocation's estimate. */
function WeekEstimates({ week }: { week: WeekView }) {
  const { t } = useTranslation();
  const projects = week.projects.filter((p) => p.loggedHours !== undefined);
  if (projects.length === 0) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="week-estimates">
      <Title order={2} size="h5" id="week-estimates" mb="xs">
        {t('projects.estimates.weekTitle')}
      </Title>
      <Stack gap={4}>
        {projects.map((p) => (
          <Group key={p.projectId} gap="xs" data-testid="week-estimate">
            <Text size="sm" fw={500}>
              {p.projectName}:
            </Text>
            <EstimateFigure estimated={p.estimatedHours ?? null} logged={p.loggedHours ?? 0} />
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
