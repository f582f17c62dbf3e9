import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Table,
  TagsInput,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  EXIT_APPROVER_ROLES,
  OFFBOARDING_TASK_GROUPS,
  TASK_OWNER_ROLES,
  TEMPLATE_MESSAGES,
  taskTemplateInput,
  type ExitApproverSetupInput,
  type TaskTemplateInput,
  type TaskTemplateView,
} from '@tenure/domain/offboarding';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { FormModal } from '../../../components/forms/FormModal.tsx';
import { useEntityForm } from '../../../components/forms/useEntityForm.ts';
import { Page } from '../../../components/Page.tsx';
import { EmptyState, LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { TableScroll } from '../../../components/table/TableScroll.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useRefusalText } from '../shared.tsx';
import {
  useApproverSetup,
  useDeleteTaskTemplate,
  useSaveApproverSetup,
  useSaveTaskTemplate,
  useSetupOptions,
  useTaskTemplates,
} from '../dashboard/dashboardApi.ts';

type Options = { entities: { id: string; name: string }[]; departments: { id: string; name: string }[] };

/** Offboarding set-up for HR (README Decisions): each entity's exit approver chain and the task templates per entity and department. */
export function OffboardingSetupPage() {
  const { t } = useTranslation();
  const options = useSetupOptions();
  return (
    <Page title={t('exitDashboard.setup.title')} intro={t('exitDashboard.setup.intro')}>
      {options.isLoading && <LoadingState />}
      {options.error && <LoadErrorState error={options.error} onRetry={() => void options.refetch()} />}
      {options.data && (
        <Tabs defaultValue="templates" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="templates">{t('exitDashboard.setup.templatesTab')}</Tabs.Tab>
            <Tabs.Tab value="approvers">{t('exitDashboard.setup.approversTab')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="templates" pt="md">
            <Templates options={options.data} />
          </Tabs.Panel>
          <Tabs.Panel value="approvers" pt="md">
            <Approvers options={options.data} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Page>
  );
}

function Templates({ options }: { options: Options }) {
  const { t } = useTranslation();
  const templates = useTaskTemplates();
  const remove = useDeleteTaskTemplate();
  const refusal = useRefusalText();
  const [editing, setEditing] = useState<TaskTemplateView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TaskTemplateView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const due = (days: number) =>
    days === 0
      ? t('exitDashboard.setup.onLastDay')
      : days < 0
        ? t('exitDashboard.setup.daysBefore', { count: -days })
        : t('exitDashboard.setup.daysAfter', { count: days });
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {t('exitDashboard.setup.templatesTitle')}
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('exitDashboard.setup.addTemplate')}
        </Button>
      </Group>
      {templates.isLoading && <LoadingState />}
      {templates.error && <LoadErrorState error={templates.error} onRetry={() => void templates.refetch()} />}
      {templates.data && templates.data.length === 0 && <EmptyState text={t('exitDashboard.setup.noTemplates')} />}
      {templates.data && templates.data.length > 0 && (
        <TableScroll minWidth={820} label={t('exitDashboard.setup.templatesTitle')}>
          <Table data-testid="template-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('offboarding.tasks.group')}</Table.Th>
                <Table.Th>{t('offboarding.tasks.task')}</Table.Th>
                <Table.Th>{t('exitDashboard.setup.appliesTo')}</Table.Th>
                <Table.Th>{t('exitDashboard.setup.ownerRole')}</Table.Th>
                <Table.Th>{t('offboarding.tasks.due')}</Table.Th>
                <Table.Th>{t('offboarding.tasks.mandatory')}</Table.Th>
                <Table.Th>{t('exitDashboard.setup.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {templates.data.map((tpl) => (
                <Table.Tr key={tpl.id}>
                  <Table.Td>{tpl.groupName}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {tpl.title}
                    </Text>
                    {tpl.activities.length > 0 && (
                      <Text size="xs" c="dimmed">
                        {tpl.activities.join(', ')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {[
                      tpl.legalEntityName ?? t('exitDashboard.setup.allEntities'),
                      tpl.departmentName ?? t('exitDashboard.setup.allDepartments'),
                    ].join(' · ')}
                  </Table.Td>
                  <Table.Td>{t(`offboarding.roles.${tpl.ownerRole}`)}</Table.Td>
                  <Table.Td>{due(tpl.dueOffsetDays)}</Table.Td>
                  <Table.Td>
                    {tpl.mandatory ? (
                      <Badge variant="light">{t('offboarding.tasks.yes')}</Badge>
                    ) : (
                      t('offboarding.tasks.no')
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`${t('exitDashboard.setup.edit')}: ${tpl.title}`}
                        onClick={() => setEditing(tpl)}
                      >
                        <IconPencil size={16} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red.8"
                        aria-label={`${t('exitDashboard.setup.delete')}: ${tpl.title}`}
                        onClick={() => setDeleting(tpl)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
      {editing && (
        <TemplateForm
          template={editing === 'new' ? null : editing}
          options={options}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={deleting?.title ?? ''}
        message={TEMPLATE_MESSAGES.deleteConfirm}
        confirmLabel={t('exitDashboard.setup.delete')}
        cancelLabel={t('offboarding.verbs.cancel')}
        loading={remove.isPending}
        error={error}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              showToast('success', t('offboarding.done'));
              setDeleting(null);
            },
            onError: (e) => setError(refusal(e)),
          })
        }
        onClose={() => {
          setDeleting(null);
          setError(null);
        }}
      />
    </Paper>
  );
}

interface TemplateValues extends Record<string, unknown> {
  legalEntityId: string;
  departmentId: string;
  groupName: string;
  title: string;
  activities: string[];
  ownerRole: string;
  dueOffsetDays: number | string;
  mandatory: boolean;
}

function TemplateForm({
  template,
  options,
  onClose,
}: {
  template: TaskTemplateView | null;
  options: Options;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const save = useSaveTaskTemplate();
  const { form, submit, saving, errorOf } = useEntityForm<TemplateValues, TaskTemplateInput>({
    initialValues: {
      legalEntityId: template?.legalEntityId ?? '',
      departmentId: template?.departmentId ?? '',
      groupName: template?.groupName ?? '',
      title: template?.title ?? '',
      activities: template?.activities ?? [],
      ownerRole: template?.ownerRole ?? 'reportingManager',
      dueOffsetDays: template?.dueOffsetDays ?? 0,
      mandatory: template?.mandatory ?? true,
    },
    schema: taskTemplateInput,
    toInput: (v) => ({
      legalEntityId: v.legalEntityId || null,
      departmentId: v.departmentId || null,
      groupName: v.groupName as TaskTemplateInput['groupName'],
      title: v.title,
      activities: v.activities,
      ownerRole: v.ownerRole as TaskTemplateInput['ownerRole'],
      dueOffsetDays: typeof v.dueOffsetDays === 'number' ? v.dueOffsetDays : Number.NaN,
      mandatory: v.mandatory,
    }),
    save: (input) => save.mutateAsync({ id: template?.id ?? null, body: input }),
    nameOf: (input) => input.title,
    onSaved: onClose,
  });
  return (
    <FormModal
      title={template ? t('exitDashboard.setup.editTemplate') : t('exitDashboard.setup.addTemplate')}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
    >
      <Select
        label={t('offboarding.tasks.group')}
        required
        data={[...OFFBOARDING_TASK_GROUPS]}
        {...form.getInputProps('groupName')}
        error={errorOf('groupName')}
      />
      <TextInput
        label={t('exitDashboard.setup.taskTitle')}
        required
        {...form.getInputProps('title')}
        error={errorOf('title')}
      />
      <TagsInput
        label={t('exitDashboard.setup.activities')}
        description={t('exitDashboard.setup.activitiesHint')}
        {...form.getInputProps('activities')}
        error={errorOf('activities')}
      />
      <Select
        label={t('exitDashboard.setup.entity')}
        placeholder={t('exitDashboard.setup.allEntities')}
        clearable
        data={options.entities.map((e) => ({ value: e.id, label: e.name }))}
        {...form.getInputProps('legalEntityId')}
        error={errorOf('legalEntityId')}
      />
      <Select
        label={t('exitDashboard.setup.department')}
        placeholder={t('exitDashboard.setup.allDepartments')}
        clearable
        searchable
        data={options.departments.map((d) => ({ value: d.id, label: d.name }))}
        {...form.getInputProps('departmentId')}
        error={errorOf('departmentId')}
      />
      <Select
        label={t('exitDashboard.setup.ownerRole')}
        required
        data={TASK_OWNER_ROLES.map((r) => ({ value: r, label: t(`offboarding.roles.${r}`) }))}
        {...form.getInputProps('ownerRole')}
        error={errorOf('ownerRole')}
      />
      <NumberInput
        label={t('exitDashboard.setup.dueOffset')}
        description={t('exitDashboard.setup.dueOffsetHint')}
        required
        allowDecimal={false}
        {...form.getInputProps('dueOffsetDays')}
        error={errorOf('dueOffsetDays')}
      />
      <Checkbox label={t('offboarding.tasks.mandatory')} {...form.getInputProps('mandatory', { type: 'checkbox' })} />
    </FormModal>
  );
}

type ApproverRow = ExitApproverSetupInput['approvers'][number];
const CHAIN_ROLES = EXIT_APPROVER_ROLES.filter((r): r is ApproverRow['role'] => r !== 'reportingManager');

function Approvers({ options }: { options: Options }) {
  const { t } = useTranslation();
  const [entityId, setEntityId] = useState<string | null>(options.entities[0]?.id ?? null);
  const setup = useApproverSetup(entityId);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('exitDashboard.setup.approversTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('exitDashboard.setup.approversIntro')}
        </Text>
        <Select
          label={t('exitDashboard.setup.entity')}
          data={options.entities.map((e) => ({ value: e.id, label: e.name }))}
          value={entityId}
          onChange={setEntityId}
          allowDeselect={false}
          w={320}
        />
        {setup.isLoading && <LoadingState />}
        {setup.error && <LoadErrorState error={setup.error} onRetry={() => void setup.refetch()} />}
        {setup.data && entityId && (
          <ChainEditor
            key={entityId}
            legalEntityId={entityId}
            departments={options.departments}
            initial={setup.data.approvers
              .filter((a): a is typeof a & { role: ApproverRow['role'] } => a.role !== 'reportingManager')
              .map((a) => ({ role: a.role, employeeNumber: a.employeeNumber, departmentId: a.departmentId }))}
          />
        )}
      </Stack>
    </Paper>
  );
}

function ChainEditor({
  legalEntityId,
  departments,
  initial,
}: {
  legalEntityId: string;
  departments: Options['departments'];
  initial: ApproverRow[];
}) {
  const { t } = useTranslation();
  const save = useSaveApproverSetup();
  const refusal = useRefusalText();
  const [rows, setRows] = useState<ApproverRow[]>(initial);
  const [error, setError] = useState<string | null>(null);
  const update = (i: number, patch: Partial<ApproverRow>) => {
    setRows((all) => all.map((r, j) => (j === i ? { ...r, ...patch } : r)));
    setError(null);
  };
  const send = () =>
    save.mutate(
      { legalEntityId, approvers: rows },
      {
        onSuccess: () => showToast('success', t('exitDashboard.setup.chainSaved')),
        onError: (e) => setError(refusal(e)),
      },
    );
  return (
    <Stack gap="xs">
      <Text size="sm">{t('exitDashboard.setup.firstStep')}</Text>
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('exitDashboard.setup.noApprovers')}
        </Text>
      )}
      {rows.map((row, i) => (
        <Group key={i} align="flex-end" wrap="wrap" data-testid="approver-row">
          <Select
            label={t('exitDashboard.setup.role')}
            data={CHAIN_ROLES.map((r) => ({ value: r, label: t(`offboarding.roles.${r}`) }))}
            value={row.role}
            onChange={(v) => v && update(i, { role: v as ApproverRow['role'] })}
            allowDeselect={false}
            w={180}
          />
          <TextInput
            label={t('exitDashboard.setup.approverNumber')}
            value={row.employeeNumber}
            onChange={(e) => update(i, { employeeNumber: e.currentTarget.value })}
            w={180}
          />
          <Select
            label={t('exitDashboard.setup.department')}
            placeholder={t('exitDashboard.setup.allDepartments')}
            clearable
            searchable
            data={departments.map((d) => ({ value: d.id, label: d.name }))}
            value={row.departmentId}
            onChange={(v) => update(i, { departmentId: v })}
            w={220}
          />
          <ActionIcon
            variant="subtle"
            color="red.8"
            size="lg"
            aria-label={`${t('exitDashboard.setup.remove')} ${i + 1}`}
            onClick={() => setRows((all) => all.filter((_, j) => j !== i))}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setRows((all) => [...all, { role: 'hr', employeeNumber: '', departmentId: null }])}
        >
          {t('exitDashboard.setup.addApprover')}
        </Button>
        <Button onClick={send} loading={save.isPending}>
          {t('exitDashboard.setup.saveChain')}
        </Button>
      </Group>
    </Stack>
  );
}
