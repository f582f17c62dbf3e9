import { useState } from 'react';
import { Button, Group, Select, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EMPLOYEE_SKILL_STATUSES, SKILL_CONFIRMATIONS, type EmployeeSkillView } from '@tenure/domain/performance';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { Page } from '../../../components/Page.tsx';
import { EmptyState, LoadErrorState } from '../../../components/QueryStates.tsx';
import { ReasonModal } from '../../../components/ReasonModal.tsx';
import { DataTable, type DataColumn } from '../../../components/table/DataTable.tsx';
import { useFormatDate } from '../../../lib/dates.ts';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { showToast } from '../../../lib/toast.ts';
import { EvidenceLinks } from './EvidenceLinks.tsx';
import { SkillStatusBadge } from './SkillStatusBadge.tsx';
import { useDecideSkill, useTeamSkills } from './skillsApi.ts';

/**
 * /performance/rm-team-skill-set (every entry of the team) and /performance/skill-set-approval
 * (those waiting): a manager approves or rejects with a reason; HR sees everyone's.
 */
export function TeamSkillSetPage({ mode }: { mode: 'team' | 'approval' }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatDate();
  const messageText = useMessageText();
  const [text, setText] = useState('');
  const [searchQuery] = useDebouncedValue(text, 300);
  const [status, setStatus] = useState<string>(mode === 'approval' ? 'pending' : '');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(20);
  const query: Record<string, string> = { page: String(page), size: String(size) };
  if (status) query.status = status;
  if (searchQuery.trim()) query.searchQuery = searchQuery.trim();
  const team = useTeamSkills(query);
  const decide = useDecideSkill();
  const [approving, setApproving] = useState<EmployeeSkillView | null>(null);
  const [approveError, setApproveError] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<EmployeeSkillView | null>(null);

  const approve = async () => {
    if (!approving) return;
    try {
      await decide.mutateAsync({ id: approving.id, verb: 'approve' });
      showToast(
        'success',
        t('skills.team.approved', { name: approving.employee.displayName, skill: approving.skillName }),
      );
      setApproving(null);
    } catch (error) {
      setApproveError(error instanceof Error ? messageText(error.message) : t('messages.somethingWentWrong'));
    }
  };

  const columns: DataColumn<EmployeeSkillView, 'submitted'>[] = [
    {
      id: 'employee',
      label: t('skills.fields.employee'),
      render: (e) => (
        <>
          <Text fw={600} size="sm">
            {e.employee.displayName}
          </Text>
          <Text size="xs" c="dimmed">
            {[e.employee.employeeNumber, e.employee.designation].filter(Boolean).join(' · ')}
          </Text>
        </>
      ),
    },
    {
      id: 'skill',
      label: t('skills.fields.skill'),
      render: (e) => [e.skillName, e.subSkillName].filter(Boolean).join(' · '),
    },
    { id: 'level', label: t('skills.fields.level'), render: (e) => `${e.level} – ${e.levelName}` },
    { id: 'years', label: t('skills.fields.years'), render: (e) => e.yearsOfExperience },
    { id: 'lastUsed', label: t('skills.fields.lastUsed'), render: (e) => formatDate(e.lastUsed) },
    { id: 'evidence', label: t('skills.fields.evidence'), render: (e) => <EvidenceLinks entry={e} /> },
    { id: 'status', label: t('skills.fields.status'), render: (e) => <SkillStatusBadge status={e.status} /> },
    {
      id: 'actions',
      label: t('skills.fields.actions'),
      render: (e) => (
        <Group gap="xs" wrap="nowrap">
          {e.verbs.includes('approve') && (
            <Button
              size="xs"
              onClick={() => {
                setApproveError(null);
                setApproving(e);
              }}
              aria-label={t('skills.team.approveNamed', { name: e.employee.displayName, skill: e.skillName })}
            >
              {t('skills.team.approve')}
            </Button>
          )}
          {e.verbs.includes('reject') && (
            <Button
              size="xs"
              variant="default"
              color="red"
              onClick={() => setRejecting(e)}
              aria-label={t('skills.team.rejectNamed', { name: e.employee.displayName, skill: e.skillName })}
            >
              {t('skills.team.reject')}
            </Button>
          )}
        </Group>
      ),
    },
  ];

  return (
    <Page
      title={mode === 'approval' ? t('skills.team.approvalTitle') : t('skills.team.title')}
      intro={mode === 'approval' ? t('skills.team.approvalIntro') : t('skills.team.intro')}
    >
      <Group gap="md" align="flex-end" wrap="wrap">
        <TextInput
          label={t('skills.team.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', xs: 260 }}
        />
        <Select
          label={t('skills.fields.status')}
          data={[
            { value: '', label: t('skills.team.allStatuses') },
            ...EMPLOYEE_SKILL_STATUSES.map((s) => ({ value: s, label: t(`skills.statuses.${s}`) })),
          ]}
          value={status}
          onChange={(value) => {
            setStatus(value ?? '');
            setPage(1);
          }}
          allowDeselect={false}
          w={{ base: '100%', xs: 180 }}
        />
      </Group>
      {team.error ? (
        <LoadErrorState error={team.error} onRetry={() => void team.refetch()} />
      ) : (
        <DataTable
          caption={t('skills.team.caption')}
          columns={columns}
          rows={team.data?.items ?? []}
          rowKey={(e) => e.id}
          sort="submitted"
          order="asc"
          onSort={() => undefined}
          page={page}
          size={size}
          total={team.data?.total ?? 0}
          onPage={setPage}
          onSize={(next) => {
            setSize(next);
            setPage(1);
          }}
          loading={team.isLoading}
          empty={<EmptyState text={mode === 'approval' ? t('skills.team.nothingWaiting') : t('skills.team.empty')} />}
        />
      )}
      <ConfirmDialog
        opened={approving !== null}
        title={t('skills.team.approveTitle')}
        message={SKILL_CONFIRMATIONS.approve}
        confirmLabel={t('skills.team.approve')}
        cancelLabel={t('org.common.cancel')}
        onConfirm={() => void approve()}
        onClose={() => setApproving(null)}
        loading={decide.isPending}
        error={approveError}
      />
      {rejecting && (
        <ReasonModal
          title={t('skills.team.rejectTitle')}
          message={SKILL_CONFIRMATIONS.reject}
          confirmLabel={t('skills.team.reject')}
          required
          danger
          onConfirm={async (reason) => {
            await decide.mutateAsync({ id: rejecting.id, verb: 'reject', reason });
            showToast(
              'success',
              t('skills.team.rejected', { name: rejecting.employee.displayName, skill: rejecting.skillName }),
            );
          }}
          onClose={() => setRejecting(null)}
        />
      )}
    </Page>
  );
}
