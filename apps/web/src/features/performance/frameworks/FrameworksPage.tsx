import { useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  FRAMEWORK_CONFIRMATIONS,
  KPI_DIRECTIONS,
  KPI_UNITS,
  frameworkInput,
  kpiInput,
  type FrameworkView,
  type KpiView,
} from '@tenure/domain/performance';
import { DeleteDialog, type DeleteTarget } from '../../../components/crud/DeleteDialog.tsx';
import { FormModal } from '../../../components/forms/FormModal.tsx';
import { useEntityForm } from '../../../components/forms/useEntityForm.ts';
import { Page } from '../../../components/Page.tsx';
import { EmptyState, LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { useProficiencyLevels, useSkillOptions } from '../skills/skillsApi.ts';
import { MappingsEditor } from './MappingsEditor.tsx';
import {
  useDeleteFramework,
  useDeleteKpi,
  useFrameworks,
  useKpis,
  useSaveFramework,
  useSaveKpi,
} from './frameworksApi.ts';

/** /performance-frameworks: competency frameworks (skills with expected levels) and KPIs, each mapped to designations, levels or review forms. */
export function FrameworksPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('frameworks.title')} intro={t('frameworks.intro')}>
      <Tabs defaultValue="frameworks" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="frameworks">{t('frameworks.tabs.frameworks')}</Tabs.Tab>
          <Tabs.Tab value="kpis">{t('frameworks.tabs.kpis')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="frameworks" pt="md">
          <FrameworkList />
        </Tabs.Panel>
        <Tabs.Panel value="kpis" pt="md">
          <KpiList />
        </Tabs.Panel>
      </Tabs>
    </Page>
  );
}

function CardHead({ name, onEdit, onDelete }: { name: string; onEdit(): void; onDelete(): void }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="nowrap">
      <Title order={3} size="h5">
        {name}
      </Title>
      <Group gap={4} wrap="nowrap">
        <ActionIcon variant="subtle" aria-label={t('frameworks.editNamed', { name })} onClick={onEdit}>
          <IconEdit size={18} aria-hidden />
        </ActionIcon>
        <ActionIcon variant="subtle" color="red" aria-label={t('frameworks.deleteNamed', { name })} onClick={onDelete}>
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </Group>
  );
}

function FrameworkList() {
  const { t } = useTranslation();
  const frameworks = useFrameworks();
  const remove = useDeleteFramework();
  const [editing, setEditing] = useState<FrameworkView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  return (
    <Stack>
      <Group>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('frameworks.addFramework')}
        </Button>
      </Group>
      {frameworks.isPending ? (
        <LoadingState />
      ) : frameworks.isError ? (
        <LoadErrorState error={frameworks.error} onRetry={() => void frameworks.refetch()} />
      ) : frameworks.data.length === 0 ? (
        <EmptyState text={t('frameworks.noFrameworks')} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {frameworks.data.map((f) => (
            <Card key={f.id} withBorder>
              <Stack gap="sm">
                <CardHead
                  name={f.name}
                  onEdit={() => setEditing(f)}
                  onDelete={() => setDeleting({ id: f.id, name: f.name })}
                />
                {!f.isActive && (
                  <Badge color="gray" variant="dot" tt="none">
                    {t('frameworks.inactive')}
                  </Badge>
                )}
                {f.description && <Text size="sm">{f.description}</Text>}
                <Group gap={6}>
                  {f.competencies.map((c) => (
                    <Badge key={c.skillId} variant="outline" tt="none">{`${c.skillName} ≥ ${c.expectedLevel}`}</Badge>
                  ))}
                </Group>
                <MappingsEditor subjectType="framework" subjectId={f.id} subjectName={f.name} mappings={f.mappings} />
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      {editing && <FrameworkForm framework={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <DeleteDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        remove={(id) => remove.mutateAsync(id)}
        texts={{
          title: t('frameworks.deleteTitle'),
          question: FRAMEWORK_CONFIRMATIONS.deleteFramework,
          deleted: t('frameworks.deleted'),
        }}
      />
    </Stack>
  );
}

interface CompetencyRow {
  skillId: string;
  expectedLevel: string;
}

function FrameworkForm({ framework, onClose }: { framework: FrameworkView | null; onClose(): void }) {
  const { t } = useTranslation();
  const skills = useSkillOptions();
  const levels = useProficiencyLevels();
  const save = useSaveFramework();
  const { form, submit, saving, errorOf } = useEntityForm({
    initialValues: {
      name: framework?.name ?? '',
      description: framework?.description ?? '',
      isActive: framework?.isActive ?? true,
      competencies: (framework?.competencies ?? [{ skillId: '', expectedLevel: 3 }]).map((c): CompetencyRow => ({
        skillId: c.skillId,
        expectedLevel: String(c.expectedLevel),
      })),
    },
    schema: frameworkInput,
    toInput: (v) => ({
      ...v,
      competencies: v.competencies.map((c) => ({ skillId: c.skillId, expectedLevel: Number(c.expectedLevel) })),
    }),
    save: (input) => save.mutateAsync({ id: framework?.id ?? null, input }),
    nameOf: (input) => input.name,
    onSaved: onClose,
  });
  return (
    <FormModal
      title={framework ? t('frameworks.editFramework') : t('frameworks.addFramework')}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
      size="xl"
    >
      <TextInput
        label={t('frameworks.fields.name')}
        withAsterisk
        {...form.getInputProps('name')}
        error={errorOf('name')}
      />
      <Textarea
        label={t('frameworks.fields.description')}
        autosize
        minRows={2}
        {...form.getInputProps('description')}
        error={errorOf('description')}
      />
      <Switch label={t('frameworks.fields.active')} {...form.getInputProps('isActive', { type: 'checkbox' })} />
      <Text fw={600} size="sm">
        {t('frameworks.fields.competencies')}
      </Text>
      {errorOf('competencies') && (
        <Text c="red" size="sm" role="alert">
          {errorOf('competencies')}
        </Text>
      )}
      {form.values.competencies.map((_, i) => (
        <Group key={i} align="flex-end" wrap="nowrap">
          <Select
            label={t('frameworks.fields.skill')}
            searchable
            data={(skills.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
            {...form.getInputProps(`competencies.${i}.skillId`)}
            error={errorOf(`competencies.${i}.skillId`)}
            style={{ flex: 1 }}
          />
          <Select
            label={t('frameworks.fields.expectedLevel')}
            data={(levels.data ?? []).map((l) => ({ value: String(l.level), label: `${l.level} – ${l.name}` }))}
            {...form.getInputProps(`competencies.${i}.expectedLevel`)}
            error={errorOf(`competencies.${i}.expectedLevel`)}
            w={180}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            mb={4}
            aria-label={t('frameworks.removeCompetency', { index: i + 1 })}
            onClick={() => form.removeListItem('competencies', i)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => form.insertListItem('competencies', { skillId: '', expectedLevel: '3' })}
        >
          {t('frameworks.addCompetency')}
        </Button>
      </Group>
    </FormModal>
  );
}

function KpiList() {
  const { t } = useTranslation();
  const kpis = useKpis();
  const remove = useDeleteKpi();
  const [editing, setEditing] = useState<KpiView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  return (
    <Stack>
      <Group>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('frameworks.addKpi')}
        </Button>
      </Group>
      {kpis.isPending ? (
        <LoadingState />
      ) : kpis.isError ? (
        <LoadErrorState error={kpis.error} onRetry={() => void kpis.refetch()} />
      ) : kpis.data.length === 0 ? (
        <EmptyState text={t('frameworks.noKpis')} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {kpis.data.map((k) => (
            <Card key={k.id} withBorder>
              <Stack gap="sm">
                <CardHead
                  name={k.name}
                  onEdit={() => setEditing(k)}
                  onDelete={() => setDeleting({ id: k.id, name: k.name })}
                />
                <Text size="sm">{k.formula}</Text>
                <Text size="sm" c="dimmed">
                  {t('frameworks.kpiTarget', {
                    target: k.target,
                    unit: t(`frameworks.units.${k.unit}`),
                    direction: t(`frameworks.directions.${k.direction}`),
                  })}
                </Text>
                <MappingsEditor subjectType="kpi" subjectId={k.id} subjectName={k.name} mappings={k.mappings} />
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      {editing && <KpiForm kpi={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <DeleteDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        remove={(id) => remove.mutateAsync(id)}
        texts={{
          title: t('frameworks.deleteTitle'),
          question: FRAMEWORK_CONFIRMATIONS.deleteKpi,
          deleted: t('frameworks.deleted'),
        }}
      />
    </Stack>
  );
}

function KpiForm({ kpi, onClose }: { kpi: KpiView | null; onClose(): void }) {
  const { t } = useTranslation();
  const save = useSaveKpi();
  const { form, submit, saving, errorOf } = useEntityForm({
    initialValues: {
      name: kpi?.name ?? '',
      description: kpi?.description ?? '',
      formula: kpi?.formula ?? '',
      unit: kpi?.unit ?? 'number',
      target: kpi?.target ?? ('' as number | string),
      direction: kpi?.direction ?? 'higher',
    },
    schema: kpiInput,
    toInput: (v) => v,
    save: (input) => save.mutateAsync({ id: kpi?.id ?? null, input }),
    nameOf: (input) => input.name,
    onSaved: onClose,
  });
  return (
    <FormModal
      title={kpi ? t('frameworks.editKpi') : t('frameworks.addKpi')}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
    >
      <TextInput
        label={t('frameworks.fields.name')}
        withAsterisk
        {...form.getInputProps('name')}
        error={errorOf('name')}
      />
      <Textarea
        label={t('frameworks.fields.description')}
        autosize
        minRows={2}
        {...form.getInputProps('description')}
        error={errorOf('description')}
      />
      <TextInput
        label={t('frameworks.fields.formula')}
        withAsterisk
        {...form.getInputProps('formula')}
        error={errorOf('formula')}
      />
      <Group grow>
        <Select
          label={t('frameworks.fields.unit')}
          data={KPI_UNITS.map((u) => ({ value: u, label: t(`frameworks.units.${u}`) }))}
          allowDeselect={false}
          {...form.getInputProps('unit')}
          error={errorOf('unit')}
        />
        <NumberInput
          label={t('frameworks.fields.target')}
          withAsterisk
          decimalScale={2}
          {...form.getInputProps('target')}
          error={errorOf('target')}
        />
        <Select
          label={t('frameworks.fields.direction')}
          data={KPI_DIRECTIONS.map((d) => ({ value: d, label: t(`frameworks.directions.${d}`) }))}
          allowDeselect={false}
          {...form.getInputProps('direction')}
        />
      </Group>
    </FormModal>
  );
}
