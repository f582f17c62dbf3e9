import { useState } from 'react';
import { Alert, Box, Button, Card, Checkbox, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { addDays } from '@tenure/domain/policies';
import { formatDate, formatDateRange } from '@tenure/domain/dates';
import { formatHours, sumHours, type ExternalWeekView } from '@tenure/domain/timesheets';
import { LanguageSwitcher } from '../../../components/LanguageSwitcher.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { EmptyState, LoadingState } from '../../../components/QueryStates.tsx';
import { ReasonModal } from '../../../components/ReasonModal.tsx';
import { TableScroll } from '../../../components/table/TableScroll.tsx';
import { useIntlLocale } from '../../../lib/dates.ts';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { showToast } from '../../../lib/toast.ts';
import { useExternalApproval } from './externalApi.ts';

/** Dates on this page read alike for every client: the link holder has no tenant settings of their own. */
const PATTERN = 'dd MMM yyyy';

/**
 * /external-approval?token=…: the client's approver, without a Tenure account, approves or rejects
 * their projects' lines that wait for approval, a whole week or the lines they tick, after a
 * confirmation naming the person, the week and the hours. The link's signed token is the only credential.
 */
export function ExternalApprovalPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const service = useExternalApproval(token);
  const invalid = !service.valid || service.master.isError || service.weeks.isError;
  return (
    <Box component="main" bg="gray.0" mih="100vh" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg" maw={1100} mx="auto">
        <Group justify="space-between">
          <Title order={1}>{t('externalApproval.title')}</Title>
          <LanguageSwitcher />
        </Group>
        {invalid ? (
          <Alert color="red" role="alert">
            {t('externalApproval.invalid')}
          </Alert>
        ) : !service.master.data || !service.weeks.data ? (
          <LoadingState />
        ) : (
          <>
            <Text>{t('externalApproval.intro', { client: service.master.data.client.name })}</Text>
            {service.weeks.data.length === 0 ? (
              <EmptyState text={t('externalApproval.empty')} />
            ) : (
              service.weeks.data.map((week) => (
                <WeekCard
                  key={week.weekId}
                  week={week}
                  decide={service.decide.mutateAsync}
                  busy={service.decide.isPending}
                />
              ))
            )}
          </>
        )}
      </Stack>
    </Box>
  );
}

type Decide = (input: { action: 'approve' | 'reject'; lineIds: string[]; reason?: string }) => Promise<unknown>;

function WeekCard({ week, decide, busy }: { week: ExternalWeekView; decide: Decide; busy: boolean }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const [asking, setAsking] = useState<'approve' | 'reject' | null>(null);
  // The lines left out of the next decision: none at first, and none again once a decision is taken.
  const [leftOut, setLeftOut] = useState<string[]>([]);
  const chosen = week.lines.filter((l) => !leftOut.includes(l.id));
  const whole = chosen.length === week.lines.length;
  const locale = useIntlLocale();
  const range = formatDateRange(week.weekStartDate, week.weekEndDate, PATTERN, locale);
  const dates = {
    start: formatDate(week.weekStartDate, PATTERN, undefined, locale),
    end: formatDate(week.weekEndDate, PATTERN, undefined, locale),
  };
  const person = `${week.employee.displayName} (${week.employee.employeeNumber})`;
  const heading = `${person} · ${t('externalApproval.week', dates)}`;
  const summary = t('externalApproval.summary', {
    count: chosen.length,
    person,
    ...dates,
    hours: formatHours(sumHours(chosen.map((l) => l.total))) || '0',
  });
  const lineName = (line: ExternalWeekView['lines'][number]) =>
    line.taskName ? `${line.projectName} – ${line.taskName}` : line.projectName;
  const toggle = (id: string, on: boolean) => setLeftOut((ids) => (on ? ids.filter((x) => x !== id) : [...ids, id]));
  const approve = async () => {
    try {
      await decide({ action: 'approve', lineIds: chosen.map((l) => l.id) });
      showToast(
        'success',
        t(whole ? 'externalApproval.approved' : 'externalApproval.approvedLines', { count: chosen.length }),
      );
      setAsking(null);
      setLeftOut([]);
    } catch (error) {
      if (error instanceof Error) showToast('error', messageText(error.message));
    }
  };
  return (
    <Card withBorder component="section" aria-label={heading} data-testid="external-week">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {heading}
          </Title>
          <Text fw={500}>{t('externalApproval.hoursOf', { hours: formatHours(week.totalHours) || '0' })}</Text>
        </Group>
        <TableScroll minWidth={760} label={range}>
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('externalApproval.decide')}</Table.Th>
                <Table.Th scope="col">{t('externalApproval.project')}</Table.Th>
                <Table.Th scope="col">{t('externalApproval.task')}</Table.Th>
                {week.lines[0]!.hours.map((_, i) => (
                  <Table.Th scope="col" key={i}>
                    {formatDate(addDays(week.weekStartDate, i), 'dd MMM', undefined, locale)}
                  </Table.Th>
                ))}
                <Table.Th scope="col">{t('externalApproval.total')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {week.lines.map((line) => (
                <Table.Tr key={line.id}>
                  <Table.Td>
                    <Checkbox
                      checked={!leftOut.includes(line.id)}
                      onChange={(event) => toggle(line.id, event.currentTarget.checked)}
                      aria-label={t('externalApproval.decideLine', { line: lineName(line) })}
                    />
                  </Table.Td>
                  <Table.Td>{line.projectName}</Table.Td>
                  <Table.Td>{line.taskName ?? '—'}</Table.Td>
                  {line.hours.map((h, i) => (
                    <Table.Td key={i}>{formatHours(h)}</Table.Td>
                  ))}
                  <Table.Td>{formatHours(line.total)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
        <Group justify="flex-end">
          <Button
            variant="default"
            color="red"
            leftSection={<IconX size={16} aria-hidden />}
            disabled={busy || chosen.length === 0}
            onClick={() => setAsking('reject')}
          >
            {whole ? t('externalApproval.reject') : t('externalApproval.rejectLines', { count: chosen.length })}
          </Button>
          <Button
            leftSection={<IconCheck size={16} aria-hidden />}
            disabled={busy || chosen.length === 0}
            onClick={() => setAsking('approve')}
          >
            {whole ? t('externalApproval.approve') : t('externalApproval.approveLines', { count: chosen.length })}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={asking === 'approve'}
        title={t('externalApproval.confirmApproveTitle')}
        message={summary}
        confirmLabel={t('externalApproval.confirmApprove')}
        cancelLabel={t('externalApproval.cancel')}
        loading={busy}
        onConfirm={() => void approve()}
        onClose={() => setAsking(null)}
      />
      {asking === 'reject' && (
        <ReasonModal
          title={t('externalApproval.confirmRejectTitle')}
          message={summary}
          confirmLabel={t('externalApproval.confirmReject')}
          label={t('externalApproval.reason')}
          required
          danger
          onConfirm={async (reason) => {
            await decide({ action: 'reject', lineIds: chosen.map((l) => l.id), reason });
            showToast(
              'success',
              t(whole ? 'externalApproval.rejected' : 'externalApproval.rejectedLines', { count: chosen.length }),
            );
            setLeftOut([]);
          }}
          onClose={() => setAsking(null)}
        />
      )}
    </Card>
  );
}
