import { useState } from 'react';
import {
  Anchor,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Table,
  Text,
  Textarea,
  Timeline,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { TransferDetailView, TransferVerb } from '@tenure/domain/offboarding';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { JobProgress } from '../../../components/jobs/JobProgress.tsx';
import { Page } from '../../../components/Page.tsx';
import { LoadErrorState } from '../../../components/QueryStates.tsx';
import { useFormatDate } from '../../../lib/dates.ts';
import { showToast } from '../../../lib/toast.ts';
import { useRefusalText } from '../shared.tsx';
import { PLACEMENT_FIELDS, placementText, TransferStatusBadge } from './shared.tsx';
import { useDecideTransfer, useTransfer } from './transfersApi.ts';

/** SPEC §2 /transfer-request/{id}: before and after, status, decisions, the leave treatment's outcome and the caller's actions. */
export function TransferDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const detail = useTransfer(id);
  const [applyJob, setApplyJob] = useState<number | null>(null);
  if (detail.error) return <LoadErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  const r = detail.data;
  return (
    <Page
      title={r ? t('transfers.detail.title', { name: r.employee.displayName }) : t('nav.transferRequestDetails')}
      intro={t('transfers.detail.intro')}
    >
      <Anchor component={Link} to="/transfer-request">
        {t('transfers.detail.back')}
      </Anchor>
      {r && (
        <>
          <Facts r={r} />
          <Actions r={r} onApplying={setApplyJob} />
          {applyJob !== null && (
            <JobProgress
              executionNumber={applyJob}
              describe={() => t('transfers.detail.applied')}
              onFinished={() => detail.refetch()}
            />
          )}
          <BeforeAfter r={r} />
          {r.leaveOutcome.length > 0 && <LeaveOutcome r={r} />}
          <History r={r} />
        </>
      )}
    </Page>
  );
}

function Facts({ r }: { r: TransferDetailView }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatDate();
  const fact = (label: string, value: React.ReactNode) => (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="div">{value}</Text>
    </div>
  );
  return (
    <Paper withBorder p="md" radius="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {fact(t('transfers.detail.status'), <TransferStatusBadge status={r.status} />)}
        {fact(t('transfers.detail.effectiveDate'), formatDate(r.effectiveDate))}
        {fact(
          t('transfers.detail.leaveTreatment'),
          r.leaveTreatment ? t(`transfers.treatmentNames.${r.leaveTreatment}`) : '—',
        )}
        {fact(t('transfers.detail.initiatedBy'), r.initiatedBy?.displayName ?? '—')}
        {fact(t('transfers.detail.inProbation'), r.inProbation ? t('transfers.yes') : t('transfers.no'))}
        {r.reason && fact(t('transfers.detail.reason'), r.reason)}
        {r.decisionReason && fact(t('transfers.detail.decisionReason'), r.decisionReason)}
        {r.appliedAt && fact(t('transfers.detail.appliedAt'), formatDate(r.appliedAt.slice(0, 10)))}
      </SimpleGrid>
    </Paper>
  );
}

function BeforeAfter({ r }: { r: TransferDetailView }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md">
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">
              <VisuallyHidden>{t('transfers.columns.change')}</VisuallyHidden>
            </Table.Th>
            <Table.Th scope="col">{t('transfers.detail.before')}</Table.Th>
            <Table.Th scope="col">{t('transfers.detail.after')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {PLACEMENT_FIELDS.map((f) => {
            const before = placementText[f](r.from);
            const after = placementText[f](r.to);
            return (
              <Table.Tr key={f}>
                <Table.Th scope="row">{t(`transfers.detail.${f}`)}</Table.Th>
                <Table.Td>{before}</Table.Td>
                <Table.Td fw={before === after ? undefined : 600}>{after}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

function LeaveOutcome({ r }: { r: TransferDetailView }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        {t('transfers.detail.leaveOutcome')}
      </Title>
      <Table>
        <Table.Tbody>
          {r.leaveOutcome.map((o) => (
            <Table.Tr key={o.leaveTypeCode}>
              <Table.Th scope="row">{o.leaveTypeName}</Table.Th>
              <Table.Td>{t('transfers.detail.days', { count: o.days })}</Table.Td>
              <Table.Td>{t(`transfers.detail.outcomes.${o.outcome}`)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/** The caller's buttons; each asks its question first, and a rejection asks for its reason. */
function Actions({ r, onApplying }: { r: TransferDetailView; onApplying(job: number): void }) {
  const { t } = useTranslation();
  const refusal = useRefusalText();
  const decide = useDecideTransfer(r.id);
  const [verb, setVerb] = useState<TransferVerb | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (r.verbs.length === 0) return null;
  const close = () => {
    setVerb(null);
    setReason('');
    setError(null);
  };
  const confirm = () => {
    if (!verb) return;
    decide.mutate(
      { verb, reason },
      {
        onSuccess: (answer) => {
          showToast('success', t('transfers.detail.done'));
          if (answer.applyJob !== null) onApplying(answer.applyJob);
          close();
        },
        onError: (e) => setError(refusal(e)),
      },
    );
  };
  return (
    <Group>
      {r.verbs.map((v) => (
        <Button key={v} variant={v === 'approve' ? 'filled' : 'default'} onClick={() => setVerb(v)}>
          {t(`transfers.verbs.${v}`)}
        </Button>
      ))}
      <ConfirmDialog
        opened={verb !== null}
        title={verb ? t(`transfers.verbs.${verb}`) : ''}
        message={verb ? t(`transfers.confirm.${verb}`) : ''}
        confirmLabel={verb ? t(`transfers.verbs.${verb}`) : ''}
        cancelLabel={t('transfers.verbs.close')}
        loading={decide.isPending}
        danger={verb === 'reject' || verb === 'cancel'}
        error={error}
        onConfirm={confirm}
        onClose={close}
      >
        <Textarea
          label={t('transfers.detail.reasonLabel')}
          required={verb === 'reject'}
          value={reason}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setError(null);
          }}
          autosize
          minRows={2}
        />
      </ConfirmDialog>
    </Group>
  );
}

function History({ r }: { r: TransferDetailView }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatDate();
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        {t('transfers.detail.history')}
      </Title>
      {r.history.length === 0 ? (
        <Text c="dimmed">{t('transfers.detail.noHistory')}</Text>
      ) : (
        <Timeline bulletSize={14} lineWidth={2}>
          {r.history.map((h) => (
            <Timeline.Item
              key={`${h.toStatus}:${h.decidedAt}`}
              title={t('transfers.statusChange', {
                from: t(`transfers.statuses.${h.fromStatus}`),
                to: t(`transfers.statuses.${h.toStatus}`),
              })}
            >
              <Text size="sm">
                {formatDate(h.decidedAt.slice(0, 10))}{' '}
                {h.decidedBy ? t('transfers.detail.by', { name: h.decidedBy.displayName }) : (h.decidedByRule ?? '')}
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
