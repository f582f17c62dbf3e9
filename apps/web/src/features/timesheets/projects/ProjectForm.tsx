import {
  Alert,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  PROJECT_STATUSES,
  projectInput,
  type ProjectInput,
  type ProjectOptionsView,
  type ProjectStatus,
  type ProjectView,
} from '@tenure/domain/timesheets';
import { DateField } from '../../../components/DateField.tsx';
import { useEntityForm } from '../../../components/forms/useEntityForm.ts';
import { PeopleMultiPicker } from './PeoplePicker.tsx';
import { useSaveProject } from './projectsApi.ts';

const options = (list: { id: string; name: string }[]) => list.map((m) => ({ value: m.id, label: m.name }));

/** The project's own fields, managers, approvers and entities; a manager without EditProject changes only the people and entities. */
export function ProjectForm({
  project,
  choices,
  canEditAll,
  onSaved,
  onCancel,
}: {
  project: ProjectView | null;
  choices: ProjectOptionsView;
  canEditAll: boolean;
  onSaved(project: ProjectView): void;
  onCancel?(): void;
}) {
  const { t } = useTranslation();
  const save = useSaveProject();
  const { form, submit, saving, errorOf } = useEntityForm({
    initialValues: {
      clientId: project?.clientId ?? null,
      code: project?.code ?? '',
      name: project?.projectName ?? '',
      description: project?.description ?? '',
      projectTypeId: project?.projectType?.id ?? null,
      technologyId: project?.technology?.id ?? null,
      classificationId: project?.classification?.id ?? null,
      billingTypeId: project?.billingType.id ?? null,
      billingEntityId: project?.billingEntity?.id ?? null,
      status: (project?.status ?? 'Active') as ProjectStatus,
      startDate: project?.projectStartDate ?? '',
      endDate: project?.projectEndDate ?? '',
      budgetHours: project?.budgetHours ?? ('' as number | ''),
      projectManagerIds: project?.projectManagers.map((p) => p.employeeId) ?? [],
      approverIds: project?.approvers.map((p) => p.employeeId) ?? [],
      entityIds: project?.entities.map((e) => e.id) ?? [],
    },
    schema: projectInput,
    toInput: (v): ProjectInput => ({
      ...v,
      clientId: v.clientId ?? '',
      billingTypeId: v.billingTypeId ?? '',
      endDate: v.endDate || null,
      budgetHours: v.budgetHours === '' ? null : v.budgetHours,
    }),
    save: async (input) => onSaved(await save.mutateAsync({ id: project?.id ?? null, input })),
    nameOf: (input) => input.name,
    onSaved: () => undefined,
  });
  const client = choices.clients.find((c) => c.id === form.values.clientId);
  const billingEntities = choices.billingEntities.filter((b) => !client || client.billingEntityIds.includes(b.id));
  const locked = !canEditAll;

  return (
    <form onSubmit={submit} noValidate aria-label={t('projects.form.save')}>
      <Stack gap="md">
        {locked && <Alert color="blue">{t('projects.form.managerOnly')}</Alert>}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={t('projects.form.client')}
            withAsterisk
            searchable
            disabled={locked}
            data={choices.clients
              .filter((c) => c.status === 'Active' || c.id === project?.clientId)
              .map((c) => ({ value: c.id, label: c.name }))}
            {...form.getInputProps('clientId')}
            error={errorOf('clientId')}
          />
          <TextInput
            label={t('projects.form.name')}
            withAsterisk
            disabled={locked}
            {...form.getInputProps('name')}
            error={errorOf('name')}
          />
          <TextInput
            label={t('projects.form.code')}
            withAsterisk
            disabled={locked}
            {...form.getInputProps('code')}
            error={errorOf('code')}
          />
          <Select
            label={t('projects.form.status')}
            disabled={locked}
            allowDeselect={false}
            data={PROJECT_STATUSES.map((s) => ({ value: s, label: t(`projects.status.${s}`) }))}
            {...form.getInputProps('status')}
          />
          <Select
            label={t('projects.form.billingType')}
            withAsterisk
            disabled={locked}
            data={options(choices.billingTypes)}
            {...form.getInputProps('billingTypeId')}
            error={errorOf('billingTypeId')}
          />
          <Select
            label={t('projects.form.billingEntity')}
            disabled={locked}
            clearable
            data={options(billingEntities)}
            {...form.getInputProps('billingEntityId')}
            error={errorOf('billingEntityId')}
          />
          <Select
            label={t('projects.form.projectType')}
            disabled={locked}
            clearable
            data={options(choices.projectTypes)}
            {...form.getInputProps('projectTypeId')}
            error={errorOf('projectTypeId')}
          />
          <Select
            label={t('projects.form.technology')}
            disabled={locked}
            clearable
            data={options(choices.technologies)}
            {...form.getInputProps('technologyId')}
            error={errorOf('technologyId')}
          />
          <Select
            label={t('projects.form.classification')}
            disabled={locked}
            clearable
            data={options(choices.classifications)}
            {...form.getInputProps('classificationId')}
            error={errorOf('classificationId')}
          />
          <NumberInput
            label={t('projects.form.budgetHours')}
            disabled={locked}
            min={0}
            {...form.getInputProps('budgetHours')}
            error={errorOf('budgetHours')}
          />
          <DateField
            label={t('projects.form.startDate')}
            withAsterisk
            disabled={locked}
            {...form.getInputProps('startDate')}
            error={errorOf('startDate')}
          />
          <DateField
            label={t('projects.form.endDate')}
            clearable
            disabled={locked}
            {...form.getInputProps('endDate')}
            error={errorOf('endDate')}
          />
        </SimpleGrid>
        <Textarea
          label={t('projects.form.description')}
          autosize
          minRows={2}
          disabled={locked}
          {...form.getInputProps('description')}
          error={errorOf('description')}
        />
        <PeopleMultiPicker
          label={t('projects.form.projectManagers')}
          required
          known={project?.projectManagers ?? []}
          value={form.values.projectManagerIds}
          onChange={(ids) => form.setFieldValue('projectManagerIds', ids)}
          error={errorOf('projectManagerIds')}
        />
        <PeopleMultiPicker
          label={t('projects.form.approvers')}
          known={project?.approvers ?? []}
          value={form.values.approverIds}
          onChange={(ids) => form.setFieldValue('approverIds', ids)}
          error={errorOf('approverIds')}
        />
        <MultiSelect
          label={t('projects.form.entities')}
          data={options(choices.entities)}
          {...form.getInputProps('entityIds')}
          error={errorOf('entityIds')}
        />
        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('projects.form.cancel')}
            </Button>
          )}
          <Button type="submit" loading={saving}>
            {t('projects.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
