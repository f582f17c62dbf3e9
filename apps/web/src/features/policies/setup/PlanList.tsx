import { useState } from 'react';
import { Badge, Group, Text } from '@mantine/core';
import { IconCalendarEvent, IconCornerDownRight, IconStar, IconUsersPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { feature } from '@tenure/domain/access';
import type { PolicyPlanView, PolicyTypeView } from '@tenure/domain/policies';
import { useHasAccess } from '../../../lib/access/useHasAccess.ts';
import { AddButton } from '../../../components/crud/AddButton.tsx';
import { CrudPanel } from '../../../components/crud/CrudPanel.tsx';
import { CrudTable } from '../../../components/crud/CrudTable.tsx';
import { RowActions } from '../../../components/crud/RowActions.tsx';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { showToast } from '../../../lib/toast.ts';
import { useDeletePlan, useMakeDefault, usePolicyPlans } from '../api.ts';
import { IconAction } from '../IconAction.tsx';
import { AssignDialog } from './AssignDialog.tsx';
import { HolidaysDialog } from './HolidaysDialog.tsx';
import { PlanForm } from './PlanForm.tsx';
import { planRows } from './planRows.ts';
import { settingsSummary } from './settingsSummary.ts';
import { useFormatDate } from '../../../lib/dates.ts';

type Dialog =
  { kind: 'edit'; plan: PolicyPlanView | null } | { kind: 'assign' | 'holidays'; plan: PolicyPlanView } | null;

/** The plans of one policy type: default first with its badge, sub-policies under their parent. */
export function PlanList({ type }: { type: PolicyTypeView }) {
  const { t, i18n } = useTranslation();
  const { formatDate } = useFormatDate();
  const messageText = useMessageText();
  const plans = usePolicyPlans(type.id);
  const makeDefault = useMakeDefault();
  const remove = useDeletePlan();
  const [dialog, setDialog] = useState<Dialog>(null);
  const canAssign = useHasAccess(feature('POLICIES', 'AssignPolicies'));

  const setDefault = async (plan: PolicyPlanView) => {
    try {
      await makeDefault.mutateAsync(plan.id);
      showToast('success', t('messages.updated'));
    } catch (error) {
      showToast('error', error instanceof Error ? messageText(error.message) : t('messages.somethingWentWrong'));
    }
  };

  return (
    <CrudPanel
      query={plans}
      emptyText={t('policies.plans.empty', { type: type.policeType })}
      remove={(id) => remove.mutateAsync(id)}
      deleteTexts={{
        title: t('policies.plans.deleteTitle'),
        question: (name) => t('policies.plans.deleteQuestion', { name }),
        deleted: t('messages.deleted'),
      }}
      toolbar={
        <Group justify="space-between" align="center" mb="md" gap="sm">
          <Text size="sm" c="dimmed" maw={640}>
            {t('policies.plans.hint')}
          </Text>
          <AddButton onClick={() => setDialog({ kind: 'edit', plan: null })}>{t('policies.plans.add')}</AddButton>
        </Group>
      }
      form={
        dialog?.kind === 'edit' ? (
          <PlanForm type={type} plan={dialog.plan} plans={plans.data ?? []} onClose={() => setDialog(null)} />
        ) : dialog?.kind === 'assign' ? (
          <AssignDialog type={type} plan={dialog.plan} onClose={() => setDialog(null)} />
        ) : dialog?.kind === 'holidays' ? (
          <HolidaysDialog plan={dialog.plan} onClose={() => setDialog(null)} />
        ) : null
      }
    >
      {(all, confirmDelete) => (
        <CrudTable
          testId="policy-plans"
          minWidth={760}
          rows={planRows(all)}
          rowKey={({ plan }) => plan.id}
          columns={[
            {
              header: t('policies.plans.plan'),
              cell: ({ plan, depth, parentName }) => (
                <Group gap={6} wrap="nowrap" pl={depth * 20} align="flex-start">
                  {depth > 0 && (
                    <IconCornerDownRight
                      size={14}
                      aria-hidden
                      color="var(--mantine-color-gray-6)"
                      style={{ marginTop: 4 }}
                    />
                  )}
                  <div>
                    <Group gap={6} wrap="nowrap">
                      <Text size="sm" fw={600}>
                        {plan.name}
                      </Text>
                      {plan.isDefault && (
                        <Badge size="sm" variant="filled" color="teal.9" data-testid="default-badge">
                          {t('policies.plans.defaultBadge')}
                        </Badge>
                      )}
                    </Group>
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {parentName ? t('policies.plans.subPolicyOf', { name: parentName }) : plan.description}
                    </Text>
                  </div>
                </Group>
              ),
            },
            {
              header: t('policies.plans.settings'),
              cell: ({ plan }) => settingsSummary(type.key, plan.settings, t, i18n.language),
            },
            {
              header: t('policies.plans.effectiveFrom'),
              cell: ({ plan }) => (plan.effectiveFrom ? formatDate(plan.effectiveFrom) : '—'),
            },
            { header: t('policies.plans.employees'), cell: ({ plan }) => plan.employeeCount },
          ]}
          actions={({ plan }) => (
            <Group gap={4} wrap="nowrap" justify="flex-end">
              {type.key === 'holiday' && (
                <IconAction
                  label={t('policies.plans.holidaysNamed', { name: plan.name })}
                  onClick={() => setDialog({ kind: 'holidays', plan })}
                >
                  <IconCalendarEvent size={18} aria-hidden />
                </IconAction>
              )}
              {canAssign && (
                <IconAction
                  label={t('policies.plans.assignNamed', { name: plan.name })}
                  onClick={() => setDialog({ kind: 'assign', plan })}
                >
                  <IconUsersPlus size={18} aria-hidden />
                </IconAction>
              )}
              {!plan.isDefault && plan.parentPlanId === null && (
                <IconAction
                  label={t('policies.plans.makeDefaultNamed', { name: plan.name })}
                  onClick={() => void setDefault(plan)}
                >
                  <IconStar size={18} aria-hidden />
                </IconAction>
              )}
              <RowActions
                name={plan.name}
                onEdit={() => setDialog({ kind: 'edit', plan })}
                onDelete={() => confirmDelete(plan)}
              />
            </Group>
          )}
        />
      )}
    </CrudPanel>
  );
}
