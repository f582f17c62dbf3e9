import { useState } from 'react';
import {
  ActionIcon,
  Button,
  Group,
  Modal,
  NumberInput,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ROLE_CODES } from '@tenure/domain/access';
import {
  CHECKLIST_OWNER_KINDS,
  type ChecklistTemplateInput,
  type ChecklistTemplateView,
  type TemplateTaskInput,
} from '@tenure/domain/onboarding';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { EmptyState, LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { ApiRequestError } from '../../../lib/api/errors.ts';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { useSessionStore } from '../../../lib/session/store.ts';
import { showToast } from '../../../lib/toast.ts';
import { departmentsQuery } from '../../../lib/masters/departmentsApi.ts';
import { useChecklistTemplates, useDeleteChecklistTemplate, useSaveChecklistTemplate } from './dashboardApi.ts';

const COMPANY_WIDE = '';
const blankTask = (): TemplateTaskInput => ({
  title: '',
  ownerKind: 'manager',
  ownerRoleCode: null,
  ownerEmployeeNumber: null,
  dueDays: 0,
});

/** HR's checklist templates: one per department (and one company-wide), each a list of tasks with an owner and a due day. */
export function ChecklistTemplates() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const templates = useChecklistTemplates();
  const remove = useDeleteChecklistTemplate();
  const [editing, setEditing] = useState<ChecklistTemplateView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ChecklistTemplateView | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      showToast('success', t('onboardingLifecycle.templates.deleted'));
      setDeleting(null);
    } catch (error) {
      setDeleteError(error instanceof Error ? messageText(error.message) : t('messages.somethingWentWrong'));
    }
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {t('onboardingLifecycle.templates.title')}
        </Title>
        <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setEditing('new')}>
          {t('onboardingLifecycle.templates.add')}
        </Button>
      </Group>
      {templates.isLoading && <LoadingState />}
      {templates.error && <LoadErrorState error={templates.error} onRetry={() => void templates.refetch()} />}
      {templates.data?.length === 0 && <EmptyState text={t('onboardingLifecycle.templates.empty')} />}
      {templates.data && templates.data.length > 0 && (
        <Table.ScrollContainer minWidth={480}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('onboardingLifecycle.templates.name')}</Table.Th>
                <Table.Th>{t('onboardingLifecycle.columns.departmentName')}</Table.Th>
                <Table.Th>{t('onboardingLifecycle.templates.tasks')}</Table.Th>
                <Table.Th>{t('onboardingLifecycle.columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {templates.data.map((template) => (
                <Table.Tr key={template.id}>
                  <Table.Td>{template.name}</Table.Td>
                  <Table.Td>{template.departmentName ?? t('onboardingLifecycle.templates.companyWide')}</Table.Td>
                  <Table.Td>{template.tasks.length}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('onboardingLifecycle.templates.editNamed', { name: template.name })}
                        onClick={() => setEditing(template)}
                      >
                        <IconPencil size={16} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('onboardingLifecycle.templates.deleteNamed', { name: template.name })}
                        onClick={() => {
                          setDeleteError(null);
                          setDeleting(template);
                        }}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing && <TemplateEditor template={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('onboardingLifecycle.templates.deleteTitle')}
        message={deleting ? t('onboardingLifecycle.templates.deleteMessage', { name: deleting.name }) : ''}
        confirmLabel={t('onboardingLifecycle.templates.delete')}
        cancelLabel={t('onboardingLifecycle.cancel')}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
        loading={remove.isPending}
        error={deleteError}
        danger
      />
    </Paper>
  );
}

function TemplateEditor({ template, onClose }: { template: ChecklistTemplateView | null; onClose(): void }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const entityCode = useSessionStore((s) => s.entity?.legalEntityCode);
  const departments = useQuery(departmentsQuery(entityCode));
  const save = useSaveChecklistTemplate();
  const [name, setName] = useState(template?.name ?? '');
  const [departmentId, setDepartmentId] = useState(template?.departmentId ?? COMPANY_WIDE);
  const [tasks, setTasks] = useState<TemplateTaskInput[]>(
    template ? template.tasks.map(({ ownerEmployeeName: _name, ...task }) => task) : [blankTask()],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const setTask = (i: number, change: Partial<TemplateTaskInput>) =>
    setTasks((all) => all.map((task, j) => (j === i ? { ...task, ...change } : task)));

  const submit = async () => {
    const input: ChecklistTemplateInput = { name, departmentId: departmentId || null, tasks };
    try {
      await save.mutateAsync({ id: template?.id ?? null, input });
      showToast('success', t('onboardingLifecycle.templates.saved'));
      onClose();
    } catch (error) {
      if (error instanceof ApiRequestError) {
        setErrors(error.fieldErrors);
        setMessage(messageText(error.message));
      } else setMessage(t('messages.somethingWentWrong'));
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={template ? t('onboardingLifecycle.templates.editTitle') : t('onboardingLifecycle.templates.addTitle')}
      closeButtonProps={{ 'aria-label': t('app.close') }}
    >
      <Stack>
        <Group grow align="flex-start">
          <TextInput
            label={t('onboardingLifecycle.templates.name')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
            required
          />
          <Select
            label={t('onboardingLifecycle.columns.departmentName')}
            data={[
              { value: COMPANY_WIDE, label: t('onboardingLifecycle.templates.companyWide') },
              ...(departments.data ?? []).map((d) => ({ value: d.id, label: d.name })),
            ]}
            value={departmentId}
            onChange={(value) => setDepartmentId(value ?? COMPANY_WIDE)}
            allowDeselect={false}
            error={errors.departmentId}
          />
        </Group>
        {tasks.map((task, i) => (
          <Group key={i} align="flex-end" wrap="wrap" gap="xs">
            <TextInput
              label={t('onboardingLifecycle.templates.task', { number: i + 1 })}
              value={task.title}
              onChange={(e) => setTask(i, { title: e.currentTarget.value })}
              error={errors[`tasks.${i}.title`]}
              w={260}
            />
            <Select
              label={t('onboardingLifecycle.templates.owner')}
              data={CHECKLIST_OWNER_KINDS.map((kind) => ({
                value: kind,
                label: t(`onboardingLifecycle.templates.ownerKinds.${kind}`),
              }))}
              value={task.ownerKind}
              onChange={(value) => setTask(i, { ownerKind: (value ?? 'manager') as TemplateTaskInput['ownerKind'] })}
              allowDeselect={false}
              w={170}
            />
            {task.ownerKind === 'role' && (
              <Select
                label={t('onboardingLifecycle.templates.role')}
                data={ROLE_CODES.map((code) => ({ value: code, label: t(`onboardingLifecycle.roles.${code}`) }))}
                value={task.ownerRoleCode}
                onChange={(value) => setTask(i, { ownerRoleCode: value as TemplateTaskInput['ownerRoleCode'] })}
                error={errors[`tasks.${i}.ownerRoleCode`]}
                w={190}
              />
            )}
            {task.ownerKind === 'employee' && (
              <TextInput
                label={t('onboardingLifecycle.columns.employeeNumber')}
                value={task.ownerEmployeeNumber ?? ''}
                onChange={(e) => setTask(i, { ownerEmployeeNumber: e.currentTarget.value })}
                error={errors[`tasks.${i}.ownerEmployeeNumber`]}
                w={150}
              />
            )}
            <NumberInput
              label={t('onboardingLifecycle.templates.dueDays')}
              value={task.dueDays}
              onChange={(value) => setTask(i, { dueDays: Number(value) || 0 })}
              allowDecimal={false}
              w={150}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mb={4}
              aria-label={t('onboardingLifecycle.templates.removeTask', { number: i + 1 })}
              onClick={() => setTasks((all) => all.filter((_, j) => j !== i))}
              disabled={tasks.length === 1}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Group justify="space-between">
          <Button
            variant="default"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => setTasks((all) => [...all, blankTask()])}
          >
            {t('onboardingLifecycle.templates.addTask')}
          </Button>
          <Group>
            <Button variant="default" onClick={onClose}>
              {t('onboardingLifecycle.cancel')}
            </Button>
            <Button onClick={() => void submit()} loading={save.isPending}>
              {t('onboardingLifecycle.templates.save')}
            </Button>
          </Group>
        </Group>
        {message && (
          <Text c="red.8" size="sm" role="alert">
            {message}
          </Text>
        )}
      </Stack>
    </Modal>
  );
}
