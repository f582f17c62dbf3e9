import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Combobox,
  Group,
  Loader,
  Modal,
  MultiSelect,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconAlertCircle, IconSearch, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EmployeeSearchResult } from '@tenure/domain/employees';
import {
  ASSIGNMENT_TARGETS,
  POLICY_MESSAGES,
  type AssignmentTarget,
  type PolicyPlanView,
  type PolicyTypeView,
} from '@tenure/domain/policies';
import { EmptyState, LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { useSessionStore } from '../../../lib/session/store.ts';
import { showToast } from '../../../lib/toast.ts';
import { useLegalEntityOptions } from '../../../lib/masters/legalEntitiesApi.ts';
import { EmployeeSearchDropdown } from '../../../components/employees/EmployeeSearchDropdown.tsx';
import { useEmployeeSearch } from '../../../components/employees/useEmployeeSearch.ts';
import { departmentsQuery } from '../../../lib/masters/departmentsApi.ts';
import { useLocations } from '../../../lib/masters/geographyApi.ts';
import { IconAction } from '../IconAction.tsx';
import { useAssignedPolicies, useAssignPlan, usePlanAssignments, useRemoveAssignment } from '../api.ts';

const isTarget = (value: string): value is AssignmentTarget => ASSIGNMENT_TARGETS.some((target) => target === value);

interface AssignDialogProps {
  type: PolicyTypeView;
  plan: PolicyPlanView;
  onClose(): void;
}

/** Assigns a plan to employees, departments, locations or legal entities, and lists who has it directly. */
export function AssignDialog({ type, plan, onClose }: AssignDialogProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const assign = useAssignPlan(plan.id);
  const [kind, setKind] = useState<AssignmentTarget>('employee');
  const [employees, setEmployees] = useState<EmployeeSearchResult[]>([]);
  const [ids, setIds] = useState<string[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const targets = kind === 'employee' ? employees.map((e) => e.employeeNumber) : ids;

  const choose = (next: string) => {
    if (!isTarget(next)) return;
    setKind(next);
    setIds([]);
    setRefusal(null);
  };

  const submit = async () => {
    setRefusal(null);
    try {
      await assign.mutateAsync({ targetKind: kind, targets });
      showToast('success', t('messages.added'));
      setEmployees([]);
      setIds([]);
    } catch (error) {
      setRefusal(error instanceof Error ? messageText(error.message) : t('messages.somethingWentWrong'));
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('policies.assign.title', { name: plan.name })}
      size="lg"
      closeButtonProps={{ 'aria-label': t('org.common.close') }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('policies.assign.intro')}
        </Text>
        <NativeSelect
          label={t('policies.assign.targetKind')}
          data={ASSIGNMENT_TARGETS.map((target) => ({ value: target, label: t(`policies.assign.kinds.${target}`) }))}
          value={kind}
          onChange={(event) => choose(event.currentTarget.value)}
        />
        {kind === 'employee' ? (
          <EmployeeTargets type={type} chosen={employees} onChange={setEmployees} />
        ) : (
          <OrgTargets kind={kind} value={ids} onChange={setIds} />
        )}
        {refusal && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" data-testid="assign-error">
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button onClick={() => void submit()} loading={assign.isPending} disabled={targets.length === 0}>
            {t('policies.assign.submit')}
          </Button>
        </Group>
        <CurrentAssignments planId={plan.id} />
      </Stack>
    </Modal>
  );
}

function EmployeeTargets({
  type,
  chosen,
  onChange,
}: {
  type: PolicyTypeView;
  chosen: EmployeeSearchResult[];
  onChange(next: EmployeeSearchResult[]): void;
}) {
  const { t } = useTranslation();
  const search = useEmployeeSearch();

  const pick = (employeeNumber: string) => {
    const person = search.results.find((r) => r.employeeNumber === employeeNumber);
    if (person && !chosen.some((c) => c.employeeNumber === employeeNumber)) onChange([...chosen, person]);
    search.clear();
  };

  return (
    <Stack gap="xs">
      <Combobox store={search.combobox} onOptionSubmit={pick}>
        <Combobox.Target>
          <TextInput
            label={t('policies.assign.searchEmployee')}
            placeholder={t('policies.assign.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={search.query.isFetching ? <Loader size={14} /> : null}
            {...search.inputProps}
            data-testid="assign-employee-search"
          />
        </Combobox.Target>
        <EmployeeSearchDropdown
          search={search}
          label={t('policies.assign.searchEmployee')}
          failedText={t('org.common.loadFailed')}
        />
      </Combobox>
      {chosen.length > 0 && (
        <Stack gap={6} role="list" aria-label={t('policies.assign.chosen')}>
          {chosen.map((employee) => (
            <ChosenEmployee
              key={employee.employeeNumber}
              employee={employee}
              type={type}
              onRemove={() => onChange(chosen.filter((c) => c.employeeNumber !== employee.employeeNumber))}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** A chosen employee with the plan of this type they follow now, so HR sees what the assignment replaces. */
function ChosenEmployee({
  employee,
  type,
  onRemove,
}: {
  employee: EmployeeSearchResult;
  type: PolicyTypeView;
  onRemove(): void;
}) {
  const { t } = useTranslation();
  const assigned = useAssignedPolicies(employee.employeeNumber);
  // SPEC §8: a failed fetch of assigned policies is announced with a toast.
  useEffect(() => {
    if (assigned.isError) showToast('error', POLICY_MESSAGES.assignedPoliciesFetchFailed);
  }, [assigned.isError]);
  const current = assigned.data?.find((policy) => policy.typeKey === type.key);
  const removeLabel = t('policies.assign.removeChosen', { name: employee.displayName });

  return (
    <Paper withBorder p="xs" radius="sm" role="listitem">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <div>
          <Text size="sm" fw={600}>
            {employee.displayName} ({employee.employeeNumber})
          </Text>
          {current && (
            <Text size="xs" c="dimmed">
              {current.planName
                ? t('policies.assign.currently', {
                    plan: current.planName,
                    source: t(`policies.sources.${current.source}`),
                  })
                : t('policies.assign.currentlyNone', { type: type.policeType })}
            </Text>
          )}
        </div>
        <IconAction label={removeLabel} color="gray" onClick={onRemove}>
          <IconX size={16} aria-hidden />
        </IconAction>
      </Group>
    </Paper>
  );
}

/** Departments, locations or legal entities to assign, from their own lists. */
function OrgTargets({
  kind,
  value,
  onChange,
}: {
  kind: Exclude<AssignmentTarget, 'employee'>;
  value: string[];
  onChange(next: string[]): void;
}) {
  const { t } = useTranslation();
  const entityCode = useSessionStore((s) => s.entity?.legalEntityCode);
  const departments = useQuery({
    ...departmentsQuery(entityCode),
    enabled: kind === 'department' && entityCode !== undefined,
  });
  const locations = useLocations();
  const legalEntities = useLegalEntityOptions();
  const source =
    kind === 'department'
      ? { query: departments, options: (departments.data ?? []).map((d) => ({ value: d.id, label: d.name })) }
      : kind === 'location'
        ? {
            query: locations,
            options: (locations.data ?? [])
              .filter((l) => l.isActive)
              .map((l) => ({ value: l.id, label: `${l.name} (${l.city})` })),
          }
        : {
            query: legalEntities,
            options: (legalEntities.data ?? []).map((e) => ({
              value: e.id,
              label: `${e.legalEntityName} (${e.legalEntityCode})`,
            })),
          };

  if (source.query.isError)
    return <LoadErrorState error={source.query.error} onRetry={() => void source.query.refetch()} />;
  return (
    <MultiSelect
      label={t('policies.assign.targets', { kind: t(`policies.assign.kinds.${kind}`).toLowerCase() })}
      data={source.options}
      value={value}
      onChange={onChange}
      searchable
      nothingFoundMessage={t('org.common.noMatches')}
      disabled={source.query.isPending}
      rightSection={source.query.isPending ? <Loader size={14} /> : undefined}
    />
  );
}

function CurrentAssignments({ planId }: { planId: string }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const assignments = usePlanAssignments(planId);
  const remove = useRemoveAssignment(planId);

  const unassign = async (id: string) => {
    try {
      await remove.mutateAsync(id);
      showToast('success', t('messages.deleted'));
    } catch (error) {
      showToast('error', error instanceof Error ? messageText(error.message) : t('messages.somethingWentWrong'));
    }
  };

  let body;
  if (assignments.isPending) body = <LoadingState />;
  else if (assignments.isError)
    body = <LoadErrorState error={assignments.error} onRetry={() => void assignments.refetch()} />;
  else if (assignments.data.length === 0) body = <EmptyState text={t('policies.assign.noAssignments')} />;
  else {
    body = (
      <Table.ScrollContainer minWidth={360}>
        <Table verticalSpacing="xs" data-testid="plan-assignments">
          <Table.Tbody>
            {assignments.data.map((assignment) => {
              const label = t('policies.assign.removeNamed', { name: assignment.targetLabel });
              return (
                <Table.Tr key={assignment.id}>
                  <Table.Td>
                    <Text size="sm">{assignment.targetLabel}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs" c="dimmed">
                      {t(`policies.assign.kind.${assignment.targetKind}`)}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    <IconAction
                      label={label}
                      color="red"
                      onClick={() => void unassign(assignment.id)}
                      loading={remove.isPending && remove.variables === assignment.id}
                    >
                      <IconX size={16} aria-hidden />
                    </IconAction>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Stack gap="xs" component="section" aria-labelledby="plan-assignments-title">
      <Title order={3} size="h5" id="plan-assignments-title">
        {t('policies.assign.current')}
      </Title>
      {body}
    </Stack>
  );
}
