import { useEffect, useState } from 'react';
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  TextInput,
  Title,
} from '@mantine/core';
import { IconClockEdit, IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  customTaskInput,
  TASK_TYPES,
  taskEstimateInput,
  type CustomTaskInput,
  type TaskEstimateInput,
  type TaskType,
  type TaskView,
} from '@tenure/domain/timesheets';
import { DeleteDialog, type DeleteTarget } from '../../../components/crud/DeleteDialog.tsx';
import { EmptyState, LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { showToast } from '../../../lib/toast.ts';
import { FormModal } from '../../../components/forms/FormModal.tsx';
import { useEntityForm } from '../../../components/forms/useEntityForm.ts';
import { EstimateFigure } from './EstimateFigure.tsx';
import {
  useDeleteTask,
  useProjectTasks,
  useSaveCustomTask,
  useSaveSelectedTasks,
  useSaveTaskEstimate,
  useTaskCatalogue,
} from './projectsApi.ts';

/** A project's tasks: standard ones picked from the catalogue, custom ones added and edited, any removed after a confirmation. */
export function ProjectTasksPanel({ projectId, canManage }: { projectId: string; canManage: boolean }) {
  const { t } = useTranslation();
  const tasks = useProjectTasks(projectId);
  const remove = useDeleteTask(projectId);
  const [editing, setEditing] = useState<TaskView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<(DeleteTarget & { isCustom: boolean }) | null>(null);
  const [estimating, setEstimating] = useState<TaskView | null>(null);
  // The API gives the plan's estimates only with plpEstimatedHours on.
  const withEstimates = tasks.data?.some((task) => task.loggedHours !== undefined) === true;

  if (tasks.error) return <LoadErrorState error={tasks.error} onRetry={() => void tasks.refetch()} />;
  if (!tasks.data) return <LoadingState />;
  return (
    <Stack gap="lg">
      {canManage && <CatalogueSelection projectId={projectId} tasks={tasks.data} />}
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('projects.tasks.selectedTitle')}
          </Title>
          {canManage && (
            <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
              {t('projects.tasks.addCustom')}
            </Button>
          )}
        </Group>
        {tasks.data.length === 0 ? (
          <EmptyState text={t('projects.tasks.empty')} />
        ) : (
          <Table.ScrollContainer minWidth={600}>
            <Table striped>
              <Table.Caption>{t('projects.tasks.caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('projects.tasks.columns.name')}</Table.Th>
                  <Table.Th>{t('projects.tasks.columns.type')}</Table.Th>
                  <Table.Th>{t('projects.tasks.columns.kind')}</Table.Th>
                  <Table.Th>{t('projects.tasks.columns.billable')}</Table.Th>
                  {withEstimates && <Table.Th>{t('projects.estimates.column')}</Table.Th>}
                  {canManage && <Table.Th>{t('projects.tasks.columns.actions')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {tasks.data.map((task) => (
                  <Table.Tr key={task.taskId} data-testid="project-task">
                    <Table.Td>{task.taskName}</Table.Td>
                    <Table.Td>{task.taskType}</Table.Td>
                    <Table.Td>{t(task.isCustom ? 'projects.tasks.custom' : 'projects.tasks.standard')}</Table.Td>
                    <Table.Td>{t(task.isBillable ? 'projects.tasks.yes' : 'projects.tasks.no')}</Table.Td>
                    {withEstimates && (
                      <Table.Td>
                        <EstimateFigure estimated={task.plpEstimatedHours ?? null} logged={task.loggedHours ?? 0} />
                      </Table.Td>
                    )}
                    {canManage && (
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          {withEstimates && (
                            <ActionIcon
                              variant="subtle"
                              aria-label={t('projects.estimates.editNamed', { name: task.taskName })}
                              onClick={() => setEstimating(task)}
                            >
                              <IconClockEdit size={18} aria-hidden />
                            </ActionIcon>
                          )}
                          {task.isCustom && (
                            <ActionIcon
                              variant="subtle"
                              aria-label={t('projects.tasks.editNamed', { name: task.taskName })}
                              onClick={() => setEditing(task)}
                            >
                              <IconEdit size={18} aria-hidden />
                            </ActionIcon>
                          )}
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('projects.tasks.removeNamed', { name: task.taskName })}
                            onClick={() =>
                              setDeleting({ id: task.taskId, name: task.taskName, isCustom: task.isCustom })
                            }
                          >
                            <IconTrash size={18} aria-hidden />
                          </ActionIcon>
                        </Group>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      {editing && (
        <CustomTaskForm
          projectId={projectId}
          task={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {estimating && <TaskEstimateForm projectId={projectId} task={estimating} onClose={() => setEstimating(null)} />}
      <DeleteDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        remove={(id) => remove.mutateAsync({ id, isCustom: deleting?.isCustom ?? false })}
        texts={{
          title: t('projects.tasks.removeTitle'),
          question: (name) => t('projects.tasks.removeQuestion', { name }),
          deleted: t('projects.tasks.removed'),
        }}
      />
    </Stack>
  );
}

/** The standard tasks the project uses: ticked ones are saved as its selection. */
function CatalogueSelection({ projectId, tasks }: { projectId: string; tasks: TaskView[] }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const catalogue = useTaskCatalogue();
  const save = useSaveSelectedTasks(projectId);
  const selectedNow = tasks.flatMap((task) => (task.catalogueTaskId ? [task.catalogueTaskId] : []));
  const [picked, setPicked] = useState<string[]>(selectedNow);
  const selectedKey = selectedNow.join(',');
  useEffect(() => setPicked(selectedKey ? selectedKey.split(',') : []), [selectedKey]);

  const submit = async () => {
    try {
      await save.mutateAsync(picked);
      showToast('success', t('projects.tasks.selectionSaved'));
    } catch (error) {
      if (error instanceof Error) showToast('error', messageText(error.message));
    }
  };

  if (!catalogue.data) return null;
  return (
    <Stack gap="xs">
      <Checkbox.Group
        label={t('projects.tasks.catalogue')}
        description={t('projects.tasks.catalogueHint')}
        value={picked}
        onChange={setPicked}
      >
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} mt="xs" spacing="xs">
          {catalogue.data.map((task) => (
            <Checkbox key={task.taskId} value={task.taskId} label={task.taskName} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <Group>
        <Button onClick={() => void submit()} loading={save.isPending}>
          {t('projects.tasks.saveSelection')}
        </Button>
      </Group>
    </Stack>
  );
}

function CustomTaskForm({ projectId, task, onClose }: { projectId: string; task: TaskView | null; onClose(): void }) {
  const { t } = useTranslation();
  const save = useSaveCustomTask(projectId);
  const { form, submit, saving, errorOf } = useEntityForm({
    initialValues: {
      taskName: task?.taskName ?? '',
      taskType: (task?.taskType ?? null) as TaskType | null,
      isBillable: task?.isBillable ?? true,
    },
    schema: customTaskInput,
    toInput: (v) => v as CustomTaskInput,
    save: (input) => save.mutateAsync({ id: task?.taskId ?? null, input }),
    nameOf: (input) => input.taskName,
    onSaved: onClose,
  });
  return (
    <FormModal
      title={t(task ? 'projects.tasks.editCustom' : 'projects.tasks.addCustom')}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
    >
      <TextInput
        label={t('projects.tasks.taskName')}
        withAsterisk
        data-autofocus
        {...form.getInputProps('taskName')}
        error={errorOf('taskName')}
      />
      <Select
        label={t('projects.tasks.taskType')}
        withAsterisk
        data={[...TASK_TYPES]}
        {...form.getInputProps('taskType')}
        error={errorOf('taskType')}
      />
      <Switch label={t('projects.tasks.billable')} {...form.getInputProps('isBillable', { type: 'checkbox' })} />
    </FormModal>
  );
}

/** The project-level plan's estimate of a task (plpEstimatedHours); empty clears it. */
function TaskEstimateForm({ projectId, task, onClose }: { projectId: string; task: TaskView; onClose(): void }) {
  const { t } = useTranslation();
  const save = useSaveTaskEstimate(projectId);
  const { form, submit, saving, errorOf } = useEntityForm({
    initialValues: { plpEstimatedHours: (task.plpEstimatedHours ?? '') as number | '' },
    schema: taskEstimateInput,
    toInput: (v): TaskEstimateInput => ({ plpEstimatedHours: v.plpEstimatedHours === '' ? null : v.plpEstimatedHours }),
    save: (input) => save.mutateAsync({ id: task.taskId, ...input }),
    nameOf: () => task.taskName,
    onSaved: onClose,
  });
  return (
    <FormModal
      title={t('projects.estimates.taskTitle', { name: task.taskName })}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
    >
      <NumberInput
        label={t('projects.estimates.field')}
        description={t('projects.estimates.fieldHint')}
        min={0}
        decimalScale={2}
        data-autofocus
        {...form.getInputProps('plpEstimatedHours')}
        error={errorOf('plpEstimatedHours')}
      />
    </FormModal>
  );
}
