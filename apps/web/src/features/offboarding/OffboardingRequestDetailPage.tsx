import { useState } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Group,
  List,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Text,
  Textarea,
  Timeline,
  Title,
} from '@mantine/core';
import { feature, hasAccess } from '@tenure/domain/access';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { APPROVAL_MESSAGES } from '@tenure/domain/approvals';
import {
  OFFBOARDING_MESSAGES,
  noticeShortfall,
  reasonRequiredFor,
  type DecisionEntry,
  type NoticeTreatment,
  type ResignationDetailView,
  type ResignationVerb,
} from '@tenure/domain/offboarding';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DateField } from '../../components/DateField.tsx';
import { Page } from '../../components/Page.tsx';
import { LoadErrorState } from '../../components/QueryStates.tsx';
import { useFormatDate } from '../../lib/dates.ts';
import { useMessageText } from '../../lib/i18n/useMessage.ts';
import { showToast } from '../../lib/toast.ts';
import { useCompleteExit, useDecideExitStep, useDecideResignation, useResignation } from './offboardingApi.ts';
import { useMarkRegretted } from './dashboard/dashboardApi.ts';
import { StatusBadge, useAccess, useRefusalText } from './shared.tsx';
import { TaskTable } from './TaskTable.tsx';

/** SPEC §2 /offboarding-request/{id}: details, exit approvals, tasks, the timeline of decisions and the caller's actions. */
export function OffboardingRequestDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const detail = useResignation(id);
  if (detail.error) return <LoadErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  const r = detail.data;
  return (
    <Page
      title={r ? t('offboarding.detail.title', { name: r.employee.displayName }) : t('nav.offboardingRequestDetails')}
      intro={t('offboarding.detail.intro')}
    >
      <Anchor component={Link} to="/offboarding-request">
        {t('offboarding.detail.back')}
      </Anchor>
      {r && (
        <>
          <Facts r={r} />
          <Actions r={r} />
          <Steps r={r} />
          <Tasks r={r} />
          <History r={r} />
        </>
      )}
    </Page>
  );
}

function Facts({ r }: { r: ResignationDetailView }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatDate();
  const fact = (label: string, value: React.ReactNode) => (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text>{value}</Text>
    </div>
  );
  return (
    <Paper withBorder p="md" radius="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {fact(t('offboarding.detail.employee'), `${r.employee.displayName} (${r.employee.employeeNumber})`)}
        {fact(t('offboarding.detail.manager'), r.manager?.displayName ?? '—')}
        {fact(t('offboarding.columns.status'), <StatusBadge status={r.status} />)}
        {fact(t('offboarding.detail.reason'), r.reason)}
        {fact(
          t('exitDashboard.reasonCategory'),
          r.reasonCategory ? t(`exitDashboard.categories.${r.reasonCategory}`) : '—',
        )}
        {fact(t('exitDashboard.regrettedTitle'), <RegrettedMark r={r} />)}
        {fact(t('offboarding.columns.proposedLastDay'), formatDate(r.proposedLastDay))}
        {fact(t('offboarding.detail.noticeLastDay'), formatDate(r.noticeLastDay))}
        {fact(t('offboarding.detail.shortfall'), t('offboarding.detail.shortfallDays', { count: r.shortfallDays }))}
        {fact(t('offboarding.columns.lastWorkingDay'), r.lastWorkingDay ? formatDate(r.lastWorkingDay) : '—')}
        {fact(
          t('offboarding.detail.noticeTreatment'),
          r.noticeTreatment ? t(`offboarding.treatments.${r.noticeTreatment}`) : '—',
        )}
        {r.submittedBy && fact(t('offboarding.detail.submittedBy'), r.submittedBy.displayName)}
        {r.decisionReason && fact(t('offboarding.detail.decisionReason'), r.decisionReason)}
        {r.exitStatus && fact(t('offboarding.detail.exitStatus'), t(`offboarding.exitStatuses.${r.exitStatus}`))}
      </SimpleGrid>
    </Paper>
  );
}

/** HR marks the leaver regretted or not at any time (README Decisions); others read the mark. */
function RegrettedMark({ r }: { r: ResignationDetailView }) {
  const { t } = useTranslation();
  const refusal = useRefusalText();
  const isHr = hasAccess(useAccess().permissions, feature('OFFBOARDING', 'SubmitResignationOnBehalf'));
  const mark = useMarkRegretted(r.id);
  const label =
    r.regretted === null
      ? t('exitDashboard.unmarked')
      : r.regretted
        ? t('exitDashboard.regretted')
        : t('exitDashboard.nonRegretted');
  if (!isHr) return label;
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('exitDashboard.regrettedTitle')}
      value={r.regretted === null ? '' : String(r.regretted)}
      onChange={(v) =>
        mark.mutate(v === 'true', {
          onSuccess: () => showToast('success', t('offboarding.done')),
          onError: (e) => showToast('error', refusal(e)),
        })
      }
      data={[
        { value: 'true', label: t('exitDashboard.regretted') },
        { value: 'false', label: t('exitDashboard.nonRegretted') },
      ]}
      disabled={mark.isPending}
    />
  );
}

type Pending =
  { kind: 'resignation'; verb: ResignationVerb } | { kind: 'step'; verb: 'approve' | 'reject' } | { kind: 'complete' };

/** The buttons of what the caller may do now; each asks its confirmation question first. */
function Actions({ r }: { r: ResignationDetailView }) {
  const { t } = useTranslation();
  const refusal = useRefusalText();
  const decide = useDecideResignation(r.id);
  const step = useDecideExitStep(r.id);
  const complete = useCompleteExit(r.id);
  const [pending, setPending] = useState<Pending | null>(null);
  const [text, setText] = useState('');
  const [lastDay, setLastDay] = useState(r.noticeLastDay);
  const [treatment, setTreatment] = useState<string>('');
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<{ text?: string; treatment?: string }>({});
  const messageText = useMessageText();
  const buttons = [
    ...r.verbs.map((verb) => ({
      key: verb,
      label: t(`offboarding.verbs.${verb}`),
      open: { kind: 'resignation', verb } as Pending,
      danger: verb === 'reject' || verb === 'withdraw',
    })),
    ...(r.myStepId
      ? [
          {
            key: 'approveStep',
            label: t('offboarding.verbs.approve'),
            open: { kind: 'step', verb: 'approve' } as Pending,
            danger: false,
          },
          {
            key: 'rejectStep',
            label: t('offboarding.verbs.reject'),
            open: { kind: 'step', verb: 'reject' } as Pending,
            danger: true,
          },
        ]
      : []),
    ...(r.canComplete
      ? [
          {
            key: 'complete',
            label: t('offboarding.detail.complete'),
            open: { kind: 'complete' } as Pending,
            danger: false,
          },
        ]
      : []),
  ];
  if (buttons.length === 0) return null;
  const question = !pending
    ? ''
    : pending.kind === 'resignation'
      ? t(`offboarding.confirm.${pending.verb}`)
      : pending.kind === 'step'
        ? t(pending.verb === 'approve' ? 'offboarding.confirm.approve' : 'offboarding.confirm.rejectExit')
        : t('offboarding.confirm.complete');
  const close = () => {
    setPending(null);
    setError(null);
    setFieldErrors({});
    setText('');
  };
  const short =
    pending?.kind === 'resignation' && pending.verb === 'release' && lastDay
      ? noticeShortfall(lastDay, r.noticeLastDay)
      : 0;
  const reasonRequired =
    pending?.kind === 'step'
      ? pending.verb === 'reject'
      : pending?.kind === 'resignation' && reasonRequiredFor(pending.verb);
  const done = {
    onSuccess: () => {
      showToast('success', t('offboarding.done'));
      close();
    },
    onError: (e: unknown) => setError(refusal(e)),
  };
  const confirm = () => {
    if (!pending) return;
    // What the server would refuse with a 400 is said at the field, before anything is sent.
    const missing = {
      ...(reasonRequired && !text.trim() ? { text: messageText(APPROVAL_MESSAGES.reasonRequired) } : {}),
      ...(short > 0 && !treatment ? { treatment: messageText(OFFBOARDING_MESSAGES.shortfallTreatment) } : {}),
    };
    setFieldErrors(missing);
    if (Object.keys(missing).length > 0) return;
    if (pending.kind === 'resignation') {
      const release =
        pending.verb === 'release'
          ? { lastWorkingDay: lastDay, ...(treatment ? { noticeTreatment: treatment as NoticeTreatment } : {}) }
          : {};
      decide.mutate({ verb: pending.verb, body: { ...(text.trim() ? { reason: text } : {}), ...release } }, done);
    } else if (pending.kind === 'step') step.mutate({ stepId: r.myStepId!, verb: pending.verb, comments: text }, done);
    else complete.mutate(text, done);
  };
  /** Changing a field clears the refusal and its own error, so the decision can be sent again. */
  const edit = (field: keyof typeof fieldErrors, set: (value: string) => void) => (value: string) => {
    set(value);
    setError(null);
    setFieldErrors((errors) => ({ ...errors, [field]: undefined }));
  };
  return (
    <Group>
      {buttons.map((b) => (
        <Button key={b.key} variant={b.danger ? 'default' : 'filled'} onClick={() => setPending(b.open)}>
          {b.label}
        </Button>
      ))}
      <ConfirmDialog
        opened={pending !== null}
        title={buttons.find((b) => JSON.stringify(b.open) === JSON.stringify(pending))?.label ?? ''}
        message={question}
        confirmLabel={buttons.find((b) => JSON.stringify(b.open) === JSON.stringify(pending))?.label ?? ''}
        cancelLabel={t('offboarding.verbs.cancel')}
        loading={decide.isPending || step.isPending || complete.isPending}
        error={error}
        onConfirm={confirm}
        onClose={close}
      >
        {pending?.kind === 'resignation' && pending.verb === 'release' && (
          <>
            <DateField
              label={t('offboarding.detail.lastWorkingDay')}
              value={lastDay}
              onChange={edit('treatment', setLastDay)}
              required
            />
            {short > 0 && (
              <Select
                label={t('offboarding.detail.treatment')}
                description={t('offboarding.request.shortfall', { days: short })}
                data={(['buyOut', 'waiver'] as const).map((v) => ({
                  value: v,
                  label: t(`offboarding.treatments.${v}`),
                }))}
                value={treatment}
                onChange={(v) => edit('treatment', setTreatment)(v ?? '')}
                required
                error={fieldErrors.treatment}
              />
            )}
          </>
        )}
        <Textarea
          label={reasonRequired ? t('offboarding.detail.rejectReason') : t('offboarding.detail.optionalComments')}
          required={reasonRequired}
          error={fieldErrors.text}
          value={text}
          onChange={(e) => edit('text', setText)(e.currentTarget.value)}
          autosize
          minRows={2}
        />
      </ConfirmDialog>
    </Group>
  );
}
function Steps({ r }: { r: ResignationDetailView }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        {t('offboarding.detail.steps')}
      </Title>
      {r.steps.length === 0 ? (
        <Text c="dimmed">{t('offboarding.detail.noSteps')}</Text>
      ) : (
        <List type="ordered" spacing="xs">
          {r.steps.map((s) => (
            <List.Item key={s.id}>
              <Group gap="xs">
                <Text fw={500}>{t(`offboarding.roles.${s.role}`)}</Text>
                <Text>{s.approver?.displayName ?? '—'}</Text>
                <Badge
                  variant="dot"
                  color={s.status === 'approved' ? 'green' : s.status === 'rejected' ? 'red' : 'blue'}
                >
                  {t(`offboarding.stepStatuses.${s.status}`)}
                </Badge>
                {s.comments && (
                  <Text size="sm" c="dimmed">
                    “{s.comments}”
                  </Text>
                )}
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}

function Tasks({ r }: { r: ResignationDetailView }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        {t('offboarding.detail.tasks')}
      </Title>
      {r.tasks.length === 0 ? <Text c="dimmed">{t('offboarding.detail.noTasks')}</Text> : <TaskTable tasks={r.tasks} />}
    </Paper>
  );
}

function History({ r }: { r: ResignationDetailView }) {
  const { t } = useTranslation();
  /** Each kind of decision words its own statuses. */
  const statusTexts = (h: DecisionEntry) => {
    switch (h.kind) {
      case 'resignation':
        return { from: t(`offboarding.statuses.${h.fromStatus}`), to: t(`offboarding.statuses.${h.toStatus}`) };
      case 'exitApproval':
        return { from: t(`offboarding.stepStatuses.${h.fromStatus}`), to: t(`offboarding.stepStatuses.${h.toStatus}`) };
      case 'exit':
        return { from: t(`offboarding.exitStatuses.${h.fromStatus}`), to: t(`offboarding.exitStatuses.${h.toStatus}`) };
    }
  };
  const { formatDate } = useFormatDate();
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        {t('offboarding.detail.timeline')}
      </Title>
      {r.history.length === 0 ? (
        <Text c="dimmed">{t('offboarding.detail.noTimeline')}</Text>
      ) : (
        <Timeline bulletSize={14} lineWidth={2}>
          {r.history.map((h, i) => (
            <Timeline.Item
              key={i}
              title={t('offboarding.statusChange', {
                kind: t(`offboarding.decisionKinds.${h.kind}`),
                ...statusTexts(h),
              })}
            >
              <Text size="sm">
                {formatDate(h.decidedAt.slice(0, 10))}{' '}
                {h.decidedBy ? t('offboarding.detail.by', { name: h.decidedBy.displayName }) : ''}
              </Text>
              {h.reason && (
                <Text size="sm" c="dimmed">
                  {h.reason}
                </Text>
              )}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Paper>
  );
}
