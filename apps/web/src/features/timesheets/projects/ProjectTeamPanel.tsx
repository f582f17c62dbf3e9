import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertCircle, IconCalendarOff, IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  allocationInput,
  type AllocationBasis,
  type AllocationInput,
  type AllocationView,
  type ProjectView,
} from '@tenure/domain/timesheets';
import { DeleteDialog, type DeleteTarget } from '../../../components/crud/DeleteDialog.tsx';
import { DateField } from '../../../components/DateField.tsx';
import { PagePicker } from '../../../components/table/PagePicker.tsx';
import { pageRange } from '../../../components/table/tableState.ts';
import { EmptyState, LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { localIsoDate, useFormatDate } from '../../../lib/dates.ts';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { showToast } from '../../../lib/toast.ts';
import { FormModal } from '../../../components/forms/FormModal.tsx';
import { useEntityForm } from '../../../components/forms/useEntityForm.ts';
import { useTenantFlags } from '../../../lib/tenant/api.ts';
import { EstimateFigure } from './EstimateFigure.tsx';
import { PersonPicker } from './PeoplePicker.tsx';
import { useDeleteAllocation, useEndAllocation, useProjectTeam, useSaveAllocation } from './projectsApi.ts';

/** The project team: allocations with dates, percent and hours, the total across projects (impactOfMultipleAllocations), end or remove. */
export function ProjectTeamPanel({
  project,
  canManage,
  mayDelete,
}: {
  project: ProjectView;
  canManage: boolean;
  mayDelete: boolean;
}) {
  const { t } = useTranslation();
  const { formatDate } = useFormatDate();
  const [includeEnded, setIncludeEnded] = useState(false);
  const [page, setPage] = useState(1);
  const team = useProjectTeam(project.id, includeEnded, page);
  const remove = useDeleteAllocation();
  const [editing, setEditing] = useState<AllocationView | 'new' | null>(null);
  const [ending, setEnding] = useState<AllocationView | null>(null);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  // The API gives estimates only with estimatedHours on.
  const withEstimates = team.data?.items.some((a) => a.loggedHours !== undefined) === true;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Switch
          label={t('projects.team.includeEnded')}
          checked={includeEnded}
          onChange={(e) => {
            setIncludeEnded(e.currentTarget.checked);
            setPage(1);
          }}
        />
        {canManage && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
            {t('projects.team.allocate')}
          </Button>
        )}
      </Group>
      {team.error ? (
        <LoadErrorState error={team.error} onRetry={() => void team.refetch()} />
      ) : !team.data ? (
        <LoadingState />
      ) : team.data.items.length === 0 ? (
        <EmptyState text={t('projects.team.empty')} />
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table striped>
            <Table.Caption>{t('projects.team.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('projects.team.columns.employee')}</Table.Th>
                <Table.Th>{t('projects.team.columns.role')}</Table.Th>
                <Table.Th>{t('projects.team.columns.dates')}</Table.Th>
                <Table.Th>{t('projects.team.columns.rate')}</Table.Th>
                <Table.Th>{t('projects.team.columns.hours')}</Table.Th>
                <Table.Th>{t('projects.team.columns.total')}</Table.Th>
                {withEstimates && <Table.Th>{t('projects.estimates.column')}</Table.Th>}
                {canManage && <Table.Th>{t('projects.team.columns.actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {team.data.items.map((a) => (
                <Table.Tr key={a.projectAllocationId} data-testid="team-member">
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {a.employeeName}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {a.employeeNumber}
                    </Text>
                  </Table.Td>
                  <Table.Td>{a.role ?? '—'}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {`${formatDate(a.allocationStartDate)} – ${formatDate(a.allocationEndDate)}`}{' '}
                    {a.ended && (
                      <Badge color="gray" size="sm">
                        {t('projects.team.ended')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {t('projects.team.rate', { percent: String(a.percent), hours: String(a.hoursPerWeek) })}
                  </Table.Td>
                  <Table.Td>{t('projects.team.hours', { hours: String(a.allocatedHours) })}</Table.Td>
                  <Table.Td>
                    {a.totalPercent === null ? (
                      '—'
                    ) : a.totalPercent > 100 ? (
                      <Badge color="red" variant="light" tt="none">
                        {t('projects.team.overAllocated', { percent: String(a.totalPercent) })}
                      </Badge>
                    ) : (
                      `${a.totalPercent}%`
                    )}
                  </Table.Td>
                  {withEstimates && (
                    <Table.Td>
                      <EstimateFigure estimated={a.estimatedHours ?? null} logged={a.loggedHours ?? 0} />
                    </Table.Td>
                  )}
                  {canManage && (
                    <Table.Td>
                      {!a.ended && (
                        <Group gap={4} wrap="nowrap">
                          <ActionIcon
                            variant="subtle"
                            aria-label={t('projects.team.editNamed', { name: a.employeeName })}
                            onClick={() => setEditing(a)}
                          >
                            <IconEdit size={18} aria-hidden />
                          </ActionIcon>
                          <ActionIcon
                            variant="subtle"
                            color="orange"
                            aria-label={t('projects.team.endNamed', { name: a.employeeName })}
                            onClick={() => setEnding(a)}
                          >
                            <IconCalendarOff size={18} aria-hidden />
                          </ActionIcon>
                          {mayDelete && (
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              aria-label={t('projects.team.removeNamed', { name: a.employeeName })}
                              onClick={() => setDeleting({ id: a.projectAllocationId, name: a.employeeName })}
                            >
                              <IconTrash size={18} aria-hidden />
                            </ActionIcon>
                          )}
                        </Group>
                      )}
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {team.data && team.data.total > team.data.size && (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {t('employees.table.range', {
              ...pageRange(team.data.page, team.data.size, team.data.total),
              total: team.data.total,
            })}
          </Text>
          <PagePicker total={Math.ceil(team.data.total / team.data.size)} value={page} onChange={setPage} />
        </Group>
      )}
      {editing && (
        <AllocationForm
          project={project}
          allocation={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {ending && <EndAllocationDialog allocation={ending} onClose={() => setEnding(null)} />}
      <DeleteDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        remove={(id) => remove.mutateAsync(id)}
        texts={{
          title: t('projects.team.removeTitle'),
          question: (name) => t('projects.team.removeQuestion', { name }),
          deleted: t('projects.team.removed'),
        }}
      />
    </Stack>
  );
}

function AllocationForm({
  project,
  allocation,
  onClose,
}: {
  project: ProjectView;
  allocation: AllocationView | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const save = useSaveAllocation(project.id);
  const known = allocation
    ? [{ employeeId: allocation.employeeId, employeeNumber: allocation.employeeNumber, name: allocation.employeeName }]
    : [];
  const [chosenName, setChosenName] = useState(allocation?.employeeName ?? '');
  const estimates = useTenantFlags().data?.flags.estimatedHours === true;
  const { form, submit, saving, errorOf } = useEntityForm({
    initialValues: {
      employeeId: allocation?.employeeId ?? null,
      startDate: allocation?.allocationStartDate ?? project.projectStartDate,
      endDate: allocation?.allocationEndDate ?? project.projectEndDate ?? '',
      allocationBasis: (allocation?.allocationBasis ?? 'Percent') as AllocationBasis,
      value: (allocation
        ? allocation.allocationBasis === 'Percent'
          ? allocation.percent
          : allocation.hoursPerWeek
        : 100) as number | '',
      role: allocation?.role ?? '',
      isBillable: allocation?.isBillable ?? true,
      estimatedHours: (allocation?.estimatedHours ?? '') as number | '',
    },
    schema: allocationInput,
    toInput: ({ estimatedHours, ...v }): AllocationInput => ({
      ...v,
      employeeId: v.employeeId ?? '',
      value: v.value === '' ? Number.NaN : v.value,
      // Sent only with the flag on: without it the estimate is not the form's to change.
      ...(estimates ? { estimatedHours: estimatedHours === '' ? null : estimatedHours } : {}),
    }),
    save: ({ employeeId, ...rest }) =>
      save.mutateAsync({
        id: allocation?.projectAllocationId ?? null,
        input: allocation ? rest : { employeeId, ...rest },
      }),
    nameOf: () => chosenName,
    onSaved: onClose,
  });
  return (
    <FormModal
      title={t(allocation ? 'projects.team.editAllocation' : 'projects.team.allocate')}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
    >
      {allocation ? (
        <Text fw={600}>{allocation.employeeName}</Text>
      ) : (
        <PersonPicker
          label={t('projects.team.employee')}
          required
          known={known}
          value={form.values.employeeId}
          onChange={(id, name) => {
            form.setFieldValue('employeeId', id);
            setChosenName(name ?? '');
          }}
          error={errorOf('employeeId')}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <DateField
          label={t('projects.team.startDate')}
          withAsterisk
          {...form.getInputProps('startDate')}
          error={errorOf('startDate')}
        />
        <DateField
          label={t('projects.team.endDate')}
          withAsterisk
          {...form.getInputProps('endDate')}
          error={errorOf('endDate')}
        />
      </SimpleGrid>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="allocation-basis">
          {t('projects.team.basis')}
        </Text>
        <SegmentedControl
          aria-labelledby="allocation-basis"
          data={[
            { value: 'Percent', label: t('projects.team.bases.Percent') },
            { value: 'HoursPerWeek', label: t('projects.team.bases.HoursPerWeek') },
          ]}
          {...form.getInputProps('allocationBasis')}
        />
      </Stack>
      <NumberInput
        label={t(form.values.allocationBasis === 'Percent' ? 'projects.team.valuePercent' : 'projects.team.valueHours')}
        withAsterisk
        min={0}
        decimalScale={2}
        {...form.getInputProps('value')}
        error={errorOf('value')}
      />
      <TextInput label={t('projects.team.role')} {...form.getInputProps('role')} error={errorOf('role')} />
      {estimates && (
        <NumberInput
          label={t('projects.estimates.field')}
          description={t('projects.estimates.fieldHint')}
          min={0}
          decimalScale={2}
          {...form.getInputProps('estimatedHours')}
          error={errorOf('estimatedHours')}
        />
      )}
      <Switch label={t('projects.team.billable')} {...form.getInputProps('isBillable', { type: 'checkbox' })} />
    </FormModal>
  );
}

/** Ends an allocation on a chosen last day; the allocation and its history stay. */
function EndAllocationDialog({ allocation, onClose }: { allocation: AllocationView; onClose(): void }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const end = useEndAllocation();
  const today = localIsoDate();
  const clamp = (day: string) =>
    day < allocation.allocationStartDate
      ? allocation.allocationStartDate
      : day > allocation.allocationEndDate
        ? allocation.allocationEndDate
        : day;
  const [endDate, setEndDate] = useState(clamp(today));
  const confirm = async () => {
    try {
      await end.mutateAsync({ id: allocation.projectAllocationId, endDate });
      showToast('success', t('projects.team.endedToast'));
      onClose();
    } catch {
      // The dialog shows the refusal.
    }
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('projects.team.endTitle')}
      closeButtonProps={{ 'aria-label': t('org.common.close') }}
    >
      <Stack gap="md">
        <Text size="sm">{t('projects.team.endQuestion', { name: allocation.employeeName })}</Text>
        <DateField label={t('projects.team.endDate2')} value={endDate} onChange={setEndDate} />
        {end.error && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />}>
            {messageText(end.error.message)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('projects.cancel')}
          </Button>
          <Button color="red" loading={end.isPending} onClick={() => void confirm()}>
            {t('projects.team.endConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
