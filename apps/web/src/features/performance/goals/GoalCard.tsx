import { useState } from 'react';
import { Badge, Button, Checkbox, Group, NumberInput, Paper, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  GOAL_MESSAGES,
  type GoalApprovalStatus,
  type GoalVerb,
  type GoalView,
  type KeyResultView,
} from '@tenure/domain/performance';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { DeleteDialog } from '../../../components/crud/DeleteDialog.tsx';
import { ReasonModal } from '../../../components/ReasonModal.tsx';
import { useFormatDate } from '../../../lib/dates.ts';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { showToast } from '../../../lib/toast.ts';
import { GoalFormModal } from './GoalFormModal.tsx';
import { useDecideGoal, useDeleteGoal, useUpdateProgress } from './goalsApi.ts';

const STATUS_COLORS: Record<GoalApprovalStatus, string> = {
  draft: 'gray',
  pending: 'blue',
  approved: 'green',
  rejected: 'red',
};

export function ApprovalBadge({ status }: { status: GoalApprovalStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="dot" color={STATUS_COLORS[status]} miw="max-content">
      {t(`goals.approval.${status}`)}
    </Badge>
  );
}

export function ProgressBar({ value, label }: { value: number; label: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="nowrap">
      <Progress
        value={value}
        aria-label={label}
        style={{ flex: 1 }}
        size="lg"
        color={value >= 100 ? 'teal.8' : 'blue.8'}
      />
      <Text size="sm" fw={600} w={56} ta="right">
        {t('goals.progressValue', { value })}
      </Text>
    </Group>
  );
}

/** A goal with its key results, progress and what the caller may do (approval verbs, edit, delete, progress). */
export function GoalCard({ goal }: { goal: GoalView }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatDate();
  const messageText = useMessageText();
  const decide = useDecideGoal();
  const remove = useDeleteGoal();
  const [asking, setAsking] = useState<GoalVerb | null>(null);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const run = async (verb: GoalVerb, reason?: string) => {
    await decide.mutateAsync({ id: goal.id, verb, ...(reason ? { reason } : {}) });
    showToast('success', t(`goals.decided.${verb}`));
  };

  return (
    <Paper withBorder p="md" radius="md" data-testid={`goal-${goal.title}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={3} size="h5">
              {goal.title}
            </Title>
            <Text size="sm" c="dimmed">
              {[
                t(`goals.levels.${goal.level}`),
                goal.owner?.displayName,
                goal.goalType?.name,
                `${formatDate(goal.startDate)} – ${formatDate(goal.endDate)}`,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            {goal.parent && (
              <Text size="sm" c="dimmed">
                {t('goals.alignedTo', { title: goal.parent.title })} · {t('goals.weight')}: {goal.weight}
              </Text>
            )}
          </div>
          <Group gap="xs">
            {goal.goalStatus && <Badge variant="default">{goal.goalStatus.name}</Badge>}
            {goal.fromLibrary && <Badge variant="default">{t('goals.fromLibrary')}</Badge>}
            <ApprovalBadge status={goal.approvalStatus} />
          </Group>
        </Group>
        <ProgressBar value={goal.avgGoalProgress} label={t('goals.progressOf', { title: goal.title })} />
        {goal.decisionReason && goal.approvalStatus !== 'approved' && (
          <Text size="sm" c="orange.9">
            {t('goals.managerComment', { reason: goal.decisionReason })}
          </Text>
        )}
        {goal.keyResults.length > 0 && <KeyResultTable goal={goal} />}
        <Group gap="xs">
          {goal.verbs.map((verb) => (
            <Button
              key={verb}
              size="xs"
              variant={verb === 'approve' || verb === 'submit' ? 'filled' : 'default'}
              color={verb === 'reject' ? 'red' : undefined}
              onClick={() => setAsking(verb)}
            >
              {t(`goals.verbs.${verb}`)}
            </Button>
          ))}
          {goal.canEdit && (
            <Button size="xs" variant="default" onClick={() => setEditing(true)}>
              {t('goals.edit')}
            </Button>
          )}
          {goal.canDelete && (
            <Button size="xs" variant="subtle" color="red" onClick={() => setDeleting(true)}>
              {t('goals.delete')}
            </Button>
          )}
        </Group>
      </Stack>
      {asking === 'submit' || asking === 'approve' ? (
        <ConfirmDialog
          opened
          title={t(`goals.verbs.${asking}`)}
          message={t(`goals.confirm.${asking}`)}
          confirmLabel={t(`goals.verbs.${asking}`)}
          cancelLabel={t('org.common.cancel')}
          loading={decide.isPending}
          error={decide.error ? messageText(decide.error.message) : null}
          onConfirm={() =>
            void run(asking).then(
              () => setAsking(null),
              () => undefined,
            )
          }
          onClose={() => {
            decide.reset();
            setAsking(null);
          }}
        />
      ) : null}
      {asking === 'reject' || asking === 'request-changes' ? (
        <ReasonModal
          title={t(`goals.verbs.${asking}`)}
          message={t(`goals.confirm.${asking}`)}
          confirmLabel={t(`goals.verbs.${asking}`)}
          label={t('goals.comment')}
          required
          danger={asking === 'reject'}
          onConfirm={(reason) => run(asking, reason)}
          onClose={() => setAsking(null)}
        />
      ) : null}
      {editing && <GoalFormModal goal={goal} level={goal.level} onClose={() => setEditing(false)} />}
      <DeleteDialog
        target={deleting ? { id: goal.id, name: goal.title } : null}
        onClose={() => setDeleting(false)}
        remove={(id) => remove.mutateAsync(id)}
        texts={{
          title: t('goals.deleteTitle'),
          question: (name) => t('goals.deleteQuestion', { name }),
          deleted: GOAL_MESSAGES.deleted,
          failed: GOAL_MESSAGES.deleteFailed,
        }}
      />
    </Paper>
  );
}

function KeyResultTable({ goal }: { goal: GoalView }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('goals.krTitle')}</Table.Th>
            <Table.Th>{t('goals.unit')}</Table.Th>
            <Table.Th>{t('goals.targetValue')}</Table.Th>
            <Table.Th>{t('goals.weight')}</Table.Th>
            <Table.Th w={220}>{t('goals.progress')}</Table.Th>
            {goal.canUpdateProgress && <Table.Th>{t('goals.saveProgress')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {goal.keyResults.map((kr) => (
            <Table.Tr key={kr.id}>
              <Table.Td>{kr.title}</Table.Td>
              <Table.Td>{t(`goals.units.${kr.unit}`)}</Table.Td>
              <Table.Td>{kr.unit === 'yesNo' ? t('goals.done') : `${kr.startValue} → ${kr.targetValue}`}</Table.Td>
              <Table.Td>{kr.weight}%</Table.Td>
              <Table.Td>
                <ProgressBar value={kr.progress} label={t('goals.progressOf', { title: kr.title })} />
              </Table.Td>
              {goal.canUpdateProgress && (
                <Table.Td>
                  <ProgressEditor kr={kr} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The current value of one key result; saving it moves the goal's and its parents' progress. */
function ProgressEditor({ kr }: { kr: KeyResultView }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const update = useUpdateProgress();
  const [value, setValue] = useState<number | string>(kr.currentValue);
  const [error, setError] = useState<string | null>(null);
  const save = async (currentValue: number) => {
    setError(null);
    try {
      await update.mutateAsync({ keyResultId: kr.id, currentValue });
      showToast('success', t('goals.progressSaved'));
    } catch (failure) {
      if (failure instanceof Error) setError(messageText(failure.message));
    }
  };
  if (kr.unit === 'yesNo') {
    return (
      <Checkbox
        label={t('goals.done')}
        aria-label={t('goals.currentValue', { title: kr.title })}
        checked={kr.currentValue >= 1}
        disabled={update.isPending}
        onChange={(e) => void save(e.currentTarget.checked ? 1 : 0)}
        error={error}
      />
    );
  }
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <NumberInput
        aria-label={t('goals.currentValue', { title: kr.title })}
        w={110}
        size="xs"
        min={0}
        value={value}
        onChange={setValue}
        error={error}
      />
      <Button
        size="xs"
        variant="light"
        loading={update.isPending}
        disabled={value === '' || Number(value) === kr.currentValue}
        onClick={() => void save(Number(value))}
      >
        {t('goals.saveProgress')}
      </Button>
    </Group>
  );
}
