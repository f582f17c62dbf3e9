import { useState } from 'react';
import { Button, Checkbox, Group, MultiSelect, Select, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  GOAL_MESSAGES,
  libraryAssignInput,
  libraryTemplateInput,
  type GoalPeriodView,
  type LibraryAssignInput,
  type LibraryAssignResult,
  type LibraryListQuery,
  type LibraryTemplateInput,
  type LibraryTemplateView,
} from '@tenure/domain/performance';
import { DeleteDialog } from '../../../components/crud/DeleteDialog.tsx';
import { FormModal } from '../../../components/forms/FormModal.tsx';
import { JobProgress } from '../../../components/jobs/JobProgress.tsx';
import { Page } from '../../../components/Page.tsx';
import { EmptyState, LoadErrorState } from '../../../components/QueryStates.tsx';
import { DataTable, type DataColumn } from '../../../components/table/DataTable.tsx';
import { initialTableState, tableControls, tableQuery } from '../../../components/table/tableState.ts';
import { ApiRequestError } from '../../../lib/api/index.ts';
import { reportSaveError, validateWith } from '../../../lib/forms/formErrors.ts';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { useSessionStore } from '../../../lib/session/store.ts';
import { showToast } from '../../../lib/toast.ts';
import { departmentsQuery } from '../../../lib/masters/departmentsApi.ts';
import { useLocations } from '../../../lib/masters/geographyApi.ts';
import { useMasterValues } from '../../../lib/masters/masterValuesApi.ts';
import { KeyResultsEditor, blankKr, krInputs, type KrValues } from '../goals/KeyResultsEditor.tsx';
import { useGoalMasters, useGoalPeriods } from '../goals/goalsApi.ts';
import { useGoalsAccess } from '../goals/useGoalsAccess.ts';
import { useAssignTemplates, useDeleteTemplate, useLibrary, useSaveTemplate } from './libraryApi.ts';

type SortKey = LibraryListQuery['sort'];

function useOrgChoices() {
  const entityCode = useSessionStore((s) => s.entity?.legalEntityCode);
  const departments = useQuery(departmentsQuery(entityCode));
  const designations = useMasterValues('Designation');
  const locations = useLocations();
  return {
    departments: (departments.data ?? []).map((d) => ({ value: d.id, label: d.name })),
    designations: [...new Set((designations.data ?? []).filter((d) => d.isActive).map((d) => d.name))].map((name) => ({
      value: name,
      label: name,
    })),
    locations: (locations.data ?? []).map((l) => ({ value: l.id, label: l.name })),
  };
}

/** SPEC §2 /pmm/goal-library: goal templates by department and designation, kept by HR, given to many people at once. */
export function GoalLibraryPage() {
  const { t } = useTranslation();
  const access = useGoalsAccess();
  const choices = useOrgChoices();
  const [state, setState] = useState(
    initialTableState<SortKey, { search: string; departmentId: string; designation: string }>('title', {
      search: '',
      departmentId: '',
      designation: '',
    }),
  );
  const [search] = useDebouncedValue(state.filters.search, 300);
  const library = useLibrary(tableQuery({ ...state, filters: { ...state.filters, search } }));
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<LibraryTemplateView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<LibraryTemplateView | null>(null);
  const [assigning, setAssigning] = useState(false);
  const remove = useDeleteTemplate();
  const setFilter = (key: 'search' | 'departmentId' | 'designation', value: string) =>
    setState((s) => ({ ...s, filters: { ...s.filters, [key]: value }, page: 1 }));
  const toggle = (id: string) => setSelected((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));

  const columns: DataColumn<LibraryTemplateView, SortKey>[] = [
    {
      id: 'select',
      label: t('goals.library.selected', { count: selected.length }),
      render: (row) => (
        <Checkbox
          aria-label={t('goals.library.select', { name: row.title })}
          checked={selected.includes(row.id)}
          onChange={() => toggle(row.id)}
        />
      ),
    },
    {
      id: 'title',
      label: t('goals.title'),
      sortKey: 'title',
      render: (row) => (
        <div>
          <Text size="sm" fw={600}>
            {row.title}
          </Text>
          {row.description && (
            <Text size="xs" c="dimmed">
              {row.description}
            </Text>
          )}
        </div>
      ),
    },
    { id: 'type', label: t('goals.goalType'), render: (row) => row.goalType.name },
    {
      id: 'department',
      label: t('goals.library.department'),
      sortKey: 'department',
      render: (row) => row.department?.name ?? t('goals.library.anyDepartment'),
    },
    {
      id: 'designation',
      label: t('goals.library.designation'),
      sortKey: 'designation',
      render: (row) => row.designation ?? '—',
    },
    {
      id: 'krs',
      label: t('goals.library.keyResultCount'),
      render: (row) => row.keyResults.map((k) => `${k.title} (${k.weight}%)`).join('; '),
    },
    { id: 'assigned', label: t('goals.library.assigned'), render: (row) => row.assigned },
    ...(access.library
      ? [
          {
            id: 'actions',
            label: t('goals.library.actions'),
            render: (row: LibraryTemplateView) => (
              <Group gap={4} wrap="nowrap">
                <Button
                  size="xs"
                  variant="default"
                  aria-label={`${t('goals.edit')} ${row.title}`}
                  onClick={() => setEditing(row)}
                >
                  {t('goals.edit')}
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  aria-label={`${t('goals.delete')} ${row.title}`}
                  onClick={() => setDeleting(row)}
                >
                  {t('goals.delete')}
                </Button>
              </Group>
            ),
          },
        ]
      : []),
  ];

  return (
    <Page title={t('goals.library.title')} intro={t('goals.library.intro')}>
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end">
          <TextInput
            label={t('goals.library.search')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={state.filters.search}
            onChange={(e) => setFilter('search', e.currentTarget.value)}
            w={240}
          />
          <Select
            label={t('goals.library.department')}
            clearable
            data={choices.departments}
            value={state.filters.departmentId || null}
            onChange={(v) => setFilter('departmentId', v ?? '')}
            w={200}
          />
          <Select
            label={t('goals.library.designation')}
            clearable
            searchable
            data={choices.designations}
            value={state.filters.designation || null}
            onChange={(v) => setFilter('designation', v ?? '')}
            w={200}
          />
        </Group>
        <Group>
          {access.library && (
            <Button
              variant="default"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setEditing('new')}
            >
              {t('goals.library.newTemplate')}
            </Button>
          )}
          <Button disabled={selected.length === 0} onClick={() => setAssigning(true)}>
            {`${t('goals.library.assign')} (${t('goals.library.selected', { count: selected.length })})`}
          </Button>
        </Group>
      </Group>
      {library.isError ? (
        <LoadErrorState
          title={GOAL_MESSAGES.fetchFailed}
          error={library.error}
          onRetry={() => void library.refetch()}
        />
      ) : (
        <DataTable
          caption={t('goals.library.caption')}
          columns={columns}
          rows={library.data?.items ?? []}
          rowKey={(row) => row.id}
          {...tableControls(state, setState, library.data?.total)}
          loading={library.isFetching}
          empty={<EmptyState text={t('goals.library.empty')} />}
        />
      )}
      {editing && (
        <TemplateForm
          template={editing === 'new' ? null : editing}
          departments={choices.departments}
          designations={choices.designations}
          onClose={() => setEditing(null)}
        />
      )}
      {assigning && (
        <AssignModal
          templateIds={selected}
          teamOnly={!access.library}
          choices={choices}
          onClose={() => setAssigning(false)}
        />
      )}
      <DeleteDialog
        target={deleting ? { id: deleting.id, name: deleting.title } : null}
        onClose={() => setDeleting(null)}
        remove={(id) => remove.mutateAsync(id).then(() => setSelected((ids) => ids.filter((x) => x !== id)))}
        texts={{
          title: t('goals.library.deleteTitle'),
          question: (name) => t('goals.library.deleteQuestion', { name }),
          deleted: GOAL_MESSAGES.deleted,
          failed: GOAL_MESSAGES.deleteFailed,
        }}
      />
    </Page>
  );
}

type Choice = { value: string; label: string };
interface TemplateValues extends Record<string, unknown> {
  title: string;
  description: string;
  goalTypeId: string;
  departmentId: string;
  designation: string;
  keyResults: KrValues[];
}

function TemplateForm({
  template,
  departments,
  designations,
  onClose,
}: {
  template: LibraryTemplateView | null;
  departments: Choice[];
  designations: Choice[];
  onClose(): void;
}) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const types = useGoalMasters('type');
  const save = useSaveTemplate();
  const toInput = (v: TemplateValues): LibraryTemplateInput => ({
    title: v.title,
    description: v.description || null,
    goalTypeId: v.goalTypeId,
    departmentId: v.departmentId || null,
    designation: v.designation || null,
    keyResults: krInputs(v.keyResults),
  });
  const form = useForm<TemplateValues>({
    initialValues: {
      title: template?.title ?? '',
      description: template?.description ?? '',
      goalTypeId: template?.goalType.id ?? '',
      departmentId: template?.department?.id ?? '',
      designation: template?.designation ?? '',
      keyResults: template ? template.keyResults.map((k) => ({ ...k })) : [blankKr(100)],
    },
    validate: validateWith(libraryTemplateInput, toInput),
  });
  const errorOf = (path: string) => (form.errors[path] ? messageText(String(form.errors[path])) : undefined);
  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: template?.id ?? null, body: toInput(values) });
      showToast('success', template ? GOAL_MESSAGES.updated : GOAL_MESSAGES.created);
      onClose();
    } catch (error) {
      // A refusal without field errors gets the library's own text (SPEC §8); field errors go on their fields.
      if (error instanceof ApiRequestError && Object.keys(error.fieldErrors).length === 0)
        showToast('error', template ? GOAL_MESSAGES.updateFailed : GOAL_MESSAGES.createFailed);
      else if (error instanceof Error) reportSaveError(error, form.setErrors, messageText);
    }
  });
  return (
    <FormModal
      title={template ? t('goals.library.editTemplate') : t('goals.library.newTemplate')}
      onClose={onClose}
      onSubmit={submit}
      saving={save.isPending}
      size="xl"
    >
      <TextInput
        label={t('goals.title')}
        withAsterisk
        {...form.getInputProps('title')}
        error={errorOf('title')}
        data-autofocus
      />
      <Textarea
        label={t('goals.description')}
        autosize
        minRows={2}
        {...form.getInputProps('description')}
        error={errorOf('description')}
      />
      <Group grow align="flex-start">
        <Select
          label={t('goals.goalType')}
          withAsterisk
          data={(types.data ?? []).map((m) => ({ value: m.id, label: m.name }))}
          {...form.getInputProps('goalTypeId')}
          error={errorOf('goalTypeId')}
        />
        <Select
          label={t('goals.library.department')}
          clearable
          data={departments}
          {...form.getInputProps('departmentId')}
          error={errorOf('departmentId')}
        />
        <Select
          label={t('goals.library.designation')}
          clearable
          searchable
          data={designations}
          {...form.getInputProps('designation')}
          error={errorOf('designation')}
        />
      </Group>
      <KeyResultsEditor form={form} setKeyResults={(krs) => form.setFieldValue('keyResults', krs)} errorOf={errorOf} />
    </FormModal>
  );
}

interface AssignValues extends Record<string, unknown> {
  periodId: string;
  departmentIds: string[];
  designations: string[];
  locationIds: string[];
  myTeam: boolean;
}

/** Gives the chosen templates to everyone the filters match, at once or as a job for a large audience. */
interface AssignProps {
  templateIds: string[];
  teamOnly: boolean;
  choices: ReturnType<typeof useOrgChoices>;
  onClose(): void;
}

/** The form starts on the first active period, so it opens once the periods are known. */
function AssignModal(props: AssignProps) {
  const periods = useGoalPeriods();
  if (!periods.data) return null;
  return <AssignForm {...props} activePeriods={periods.data.filter((p) => p.isActive)} />;
}

function AssignForm({
  templateIds,
  teamOnly,
  choices,
  onClose,
  activePeriods,
}: AssignProps & { activePeriods: GoalPeriodView[] }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const assign = useAssignTemplates();
  const [result, setResult] = useState<LibraryAssignResult | null>(null);
  const toInput = (v: AssignValues): LibraryAssignInput => ({
    templateIds,
    periodId: v.periodId,
    audience: {
      departmentIds: v.departmentIds,
      designations: v.designations,
      locationIds: v.locationIds,
      myTeam: teamOnly || v.myTeam,
    },
  });
  const form = useForm<AssignValues>({
    initialValues: {
      periodId: activePeriods[0]?.id ?? '',
      departmentIds: [],
      designations: [],
      locationIds: [],
      myTeam: teamOnly,
    },
    validate: validateWith(libraryAssignInput, toInput),
  });
  const errorOf = (path: string) => (form.errors[path] ? messageText(String(form.errors[path])) : undefined);
  const submit = form.onSubmit(async (values) => {
    try {
      setResult(await assign.mutateAsync(toInput(values)));
    } catch (error) {
      if (error instanceof Error) reportSaveError(error, form.setErrors, messageText);
    }
  });
  const describe = (r: { audience: number; created: number; skipped: number }) => t('goals.library.assignResult', r);
  return (
    <FormModal title={t('goals.library.assignTitle')} onClose={onClose} onSubmit={submit} saving={assign.isPending}>
      <Text size="sm">{t('goals.library.assignIntro')}</Text>
      <Select
        label={t('goals.period')}
        withAsterisk
        data={activePeriods.map((p) => ({ value: p.id, label: p.name }))}
        {...form.getInputProps('periodId')}
        error={errorOf('periodId')}
      />
      <MultiSelect
        label={t('goals.library.department')}
        clearable
        data={choices.departments}
        {...form.getInputProps('departmentIds')}
      />
      <MultiSelect
        label={t('goals.library.designation')}
        clearable
        searchable
        data={choices.designations}
        {...form.getInputProps('designations')}
      />
      <MultiSelect
        label={t('goals.library.location')}
        clearable
        data={choices.locations}
        {...form.getInputProps('locationIds')}
      />
      <Switch
        label={t('goals.library.myTeam')}
        disabled={teamOnly}
        {...form.getInputProps('myTeam', { type: 'checkbox' })}
      />
      {errorOf('audience') && (
        <Text size="sm" c="red.8" role="alert">
          {errorOf('audience')}
        </Text>
      )}
      {errorOf('templateIds') && (
        <Text size="sm" c="red.8" role="alert">
          {errorOf('templateIds')}
        </Text>
      )}
      <Stack gap="xs">
        {result && result.executionNumber === null && (
          <Text size="sm" role="status" data-testid="assign-result">
            {describe(result)}
          </Text>
        )}
        {result && result.executionNumber !== null && (
          <JobProgress
            executionNumber={result.executionNumber}
            describe={(r) =>
              describe({
                audience: Number(r?.audience ?? 0),
                created: Number(r?.created ?? 0),
                skipped: Number(r?.skipped ?? 0),
              })
            }
          />
        )}
      </Stack>
    </FormModal>
  );
}
