import { useState } from 'react';
import { ActionIcon, Button, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SKILL_CONFIRMATIONS, SKILL_MESSAGES, type EmployeeSkillView } from '@tenure/domain/performance';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { Page } from '../../../components/Page.tsx';
import { EmptyState, LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { TableScroll } from '../../../components/table/TableScroll.tsx';
import { useFormatDate } from '../../../lib/dates.ts';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { showToast } from '../../../lib/toast.ts';
import { EvidenceLinks } from './EvidenceLinks.tsx';
import { SkillEntryForm } from './SkillEntryForm.tsx';
import { SkillStatusBadge } from './SkillStatusBadge.tsx';
import { useMySkills, useRemoveRejectedSkill } from './skillsApi.ts';

/** /performance/self-skill-set: the employee's skills, added with evidence and sent to their manager; rejected ones can be removed (SPEC §4). */
export function SelfSkillSetPage() {
  const { t } = useTranslation();
  const { formatDate } = useFormatDate();
  const messageText = useMessageText();
  const mine = useMySkills();
  const remove = useRemoveRejectedSkill();
  const [editing, setEditing] = useState<EmployeeSkillView | 'new' | null>(null);
  const [removing, setRemoving] = useState<EmployeeSkillView | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      showToast('success', SKILL_MESSAGES.removed);
      setRemoving(null);
    } catch (error) {
      setRefusal(error instanceof Error ? messageText(error.message) : t('messages.somethingWentWrong'));
    }
  };

  let body;
  if (mine.isPending) body = <LoadingState />;
  else if (mine.isError) body = <LoadErrorState error={mine.error} onRetry={() => void mine.refetch()} />;
  else if (mine.data.length === 0) body = <EmptyState text={t('skills.self.empty')} />;
  else
    body = (
      <TableScroll minWidth={860} label={t('skills.self.caption')}>
        <Table striped highlightOnHover>
          <Table.Caption>{t('skills.self.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('skills.fields.skill')}</Table.Th>
              <Table.Th>{t('skills.fields.level')}</Table.Th>
              <Table.Th>{t('skills.fields.years')}</Table.Th>
              <Table.Th>{t('skills.fields.lastUsed')}</Table.Th>
              <Table.Th>{t('skills.fields.evidence')}</Table.Th>
              <Table.Th>{t('skills.fields.status')}</Table.Th>
              <Table.Th>{t('skills.fields.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {mine.data.map((e) => (
              <Table.Tr key={e.id}>
                <Table.Td>
                  <Text fw={600} size="sm">
                    {e.skillName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {[e.categoryName, e.subSkillName].filter(Boolean).join(' · ')}
                  </Text>
                </Table.Td>
                <Table.Td>{`${e.level} – ${e.levelName}`}</Table.Td>
                <Table.Td>{e.yearsOfExperience}</Table.Td>
                <Table.Td>{formatDate(e.lastUsed)}</Table.Td>
                <Table.Td>
                  <EvidenceLinks entry={e} />
                </Table.Td>
                <Table.Td>
                  <SkillStatusBadge status={e.status} />
                  {e.decisionReason && (
                    <Text size="xs" c="dimmed">
                      {e.decisionReason}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    {e.canEdit && (
                      <Tooltip label={t('skills.self.editNamed', { name: e.skillName })}>
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('skills.self.editNamed', { name: e.skillName })}
                          onClick={() => setEditing(e)}
                        >
                          <IconEdit size={18} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    )}
                    {e.canRemove && (
                      <Tooltip label={t('skills.self.removeNamed', { name: e.skillName })}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('skills.self.removeNamed', { name: e.skillName })}
                          onClick={() => {
                            setRefusal(null);
                            setRemoving(e);
                          }}
                        >
                          <IconTrash size={18} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    );

  return (
    <Page title={t('skills.self.title')} intro={t('skills.self.intro')}>
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('skills.self.add')}
        </Button>
      </Group>
      {body}
      {editing && <SkillEntryForm entry={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        opened={removing !== null}
        title={t('skills.self.removeTitle')}
        message={SKILL_CONFIRMATIONS.remove}
        confirmLabel={t('skills.self.remove')}
        cancelLabel={t('org.common.cancel')}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(null)}
        loading={remove.isPending}
        error={refusal}
        danger
      />
    </Page>
  );
}
