import { useState } from 'react';
import { Alert, Box, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { addDays } from '@tenure/domain/policies';
import { formatDate, formatDateRange } from '@tenure/domain/dates';
import { formatHours, type ExternalWeekView } from '@tenure/domain/timesheets';
import { LanguageSwitcher } from '../../../app/header/LanguageSwitcher.tsx';
import { EmptyState, LoadingState } from '../../../components/QueryStates.tsx';
import { ReasonModal } from '../../../components/ReasonModal.tsx';
import { TableScroll } from '../../../components/table/TableScroll.tsx';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { showToast } from '../../../lib/toast.ts';
import { useExternalApproval } from './externalApi.ts';

/** Dates on this page read alike for every client: the link holder has no tenant settings of their own. */
const PATTERN = 'dd MMM yyyy';

/**
 * /external-approval?token=…: the client's approver, without a Tenure account, approves or rejects
 * the weeks of their projects' lines that wait for approval. The link's signed token is the only credential.
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
          <Alert color="red" role="alert">{t('externalApproval.invalid')}</Alert>
        ) : !service.master.data || !service.weeks.data ? (
          <LoadingState />
        ) : (
          <>
            <Text>{t('externalApproval.intro', { client: service.master.data.client.name })}</Text>
            {service.weeks.data.length === 0 ? (
              <EmptyState text={t('externalApproval.empty')} />
            ) : (
              service.weeks.data.map((week) => <WeekCard key={week.weekId} week={week} decide={service.decide.mutateAsync} busy={service.decide.isPending} />)
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
  const [rejecting, setRejecting] = useState(false);
  const lineIds = week.lines.map((l) => l.id);
  const range = formatDateRange(week.weekStartDate, week.weekEndDate, PATTERN);
  const heading = `${week.employee.displayName} (${week.employee.employeeNumber}) · ${t('externalApproval.week', { start: formatDate(week.weekStartDate, PATTERN), end: formatDate(week.weekEndDate, PATTERN) })}`;
  const approve = async () => {
    try {
      await decide({ action: 'approve', lineIds });
      showToast('success', t('externalApproval.approved'));
    } catch (error) {
      if (error instanceof Error) showToast('error', messageText(error.message));
    }
  };
  return (
    <Card withBorder component="section" aria-label={heading} data-testid="external-week">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">{heading}</Title>
          <Text fw={500}>{t('externalApproval.hoursOf', { hours: formatHours(week.totalHours) || '0' })}</Text>
        </Group>
        <TableScroll minWidth={760} label={range}>
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('externalApproval.project')}</Table.Th>
                <Table.Th scope="col">{t('externalApproval.task')}</Table.Th>
                {week.lines[0]!.hours.map((_, i) => (
                  <Table.Th scope="col" key={i}>{formatDate(addDays(week.weekStartDate, i), 'dd MMM')}</Table.Th>
                ))}
                <Table.Th scope="col">{t('externalApproval.total')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {week.lines.map((line) => (
                <Table.Tr key={line.id}>
                  <Table.Td>{line.projectName}</Table.Td>
                  <Table.Td>{line.taskName ?? '—'}</Table.Td>
                  {line.hours.map((h, i) => <Table.Td key={i}>{formatHours(h)}</Table.Td>)}
                  <Table.Td>{formatHours(line.total)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
        <Group justify="flex-end">
          <Button variant="default" color="red" leftSection={<IconX size={16} aria-hidden />} disabled={busy} onClick={() => setRejecting(true)}>{t('externalApproval.reject')}</Button>
          <Button leftSection={<IconCheck size={16} aria-hidden />} loading={busy} onClick={() => void approve()}>{t('externalApproval.approve')}</Button>
        </Group>
      </Stack>
      {rejecting && (
        <ReasonModal
          title={t('externalApproval.reject')}
          message={heading}
          confirmLabel={t('externalApproval.confirmReject')}
          label={t('externalApproval.reason')}
          required
          danger
          onConfirm={async (reason) => {
            await decide({ action: 'reject', lineIds, reason });
            showToast('success', t('externalApproval.rejected'));
          }}
          onClose={() => setRejecting(false)}
        />
      )}
    </Card>
  );
}
