import { useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  NumberInput,
  Select,
  Switch,
  Table,
  Tabs,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconEdit, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  proficiencyLevelInput,
  skillCategoryInput,
  skillInput,
  subSkillInput,
  type ProficiencyLevelView,
  type SkillCategoryView,
  type SkillView,
} from '@tenure/domain/performance';
import { DeleteDialog, type DeleteTarget } from '../../../components/crud/DeleteDialog.tsx';
import { FormModal } from '../../../components/forms/FormModal.tsx';
import { useEntityForm } from '../../../components/forms/useEntityForm.ts';
import { Page } from '../../../components/Page.tsx';
import { EmptyState, LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { TableScroll } from '../../../components/table/TableScroll.tsx';
import {
  useDeleteCategory,
  useDeleteLevel,
  useDeleteSkill,
  useDeleteSubSkill,
  useProficiencyLevels,
  useSaveCategory,
  useSaveLevel,
  useSaveSkill,
  useSaveSubSkill,
  useSkillCategories,
  useSkills,
} from './skillsApi.ts';

/** /performance/skill-setup: HR's catalogue of categories, skills with sub-skills, and proficiency levels. */
export function SkillSetupPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('skills.setup.title')} intro={t('skills.setup.intro')}>
      <Tabs defaultValue="skills" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="skills">{t('skills.setup.skills')}</Tabs.Tab>
          <Tabs.Tab value="categories">{t('skills.setup.categories')}</Tabs.Tab>
          <Tabs.Tab value="levels">{t('skills.setup.levels')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="skills" pt="md">
          <SkillsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="categories" pt="md">
          <CategoriesPanel />
        </Tabs.Panel>
        <Tabs.Panel value="levels" pt="md">
          <LevelsPanel />
        </Tabs.Panel>
      </Tabs>
    </Page>
  );
}

function useDeleteTexts() {
  const { t } = useTranslation();
  return {
    title: t('skills.setup.deleteTitle'),
    question: (name: string) => t('skills.setup.deleteQuestion', { name }),
    deleted: t('skills.setup.deleted'),
  };
}

function EditButtons({ name, onEdit, onDelete }: { name: string; onEdit(): void; onDelete(): void }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon variant="subtle" aria-label={t('skills.setup.editNamed', { name })} onClick={onEdit}>
        <IconEdit size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" aria-label={t('skills.setup.deleteNamed', { name })} onClick={onDelete}>
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

function SkillsPanel() {
  const { t } = useTranslation();
  const deleteTexts = useDeleteTexts();
  const [search, setSearch] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const categories = useSkillCategories();
  const query: Record<string, string> = { page: '1', size: '100' };
  if (search.trim()) query.searchQuery = search.trim();
  if (categoryId) query.categoryId = categoryId;
  const skills = useSkills(query);
  const remove = useDeleteSkill();
  const removeSub = useDeleteSubSkill();
  const [editing, setEditing] = useState<SkillView | 'new' | null>(null);
  const [addingSubTo, setAddingSubTo] = useState<SkillView | null>(null);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const [deletingSub, setDeletingSub] = useState<DeleteTarget | null>(null);

  let body;
  if (skills.isPending) body = <LoadingState />;
  else if (skills.isError) body = <LoadErrorState error={skills.error} onRetry={() => void skills.refetch()} />;
  else if (skills.data.items.length === 0) body = <EmptyState text={t('skills.setup.noSkills')} />;
  else
    body = (
      <TableScroll minWidth={760} label={t('skills.setup.skills')}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('skills.fields.skill')}</Table.Th>
              <Table.Th>{t('skills.fields.category')}</Table.Th>
              <Table.Th>{t('skills.fields.subSkills')}</Table.Th>
              <Table.Th>{t('skills.fields.holders')}</Table.Th>
              <Table.Th>{t('skills.fields.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {skills.data.items.map((s) => (
              <Table.Tr key={s.id}>
                <Table.Td>
                  <Text fw={600} size="sm">
                    {s.name}
                  </Text>
                  {!s.isActive && (
                    <Badge color="gray" variant="dot" tt="none">
                      {t('skills.setup.inactive')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{s.categoryName}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {s.subSkills.map((sub) => (
                      <Badge
                        key={sub.id}
                        variant="outline"
                        tt="none"
                        rightSection={
                          <ActionIcon
                            size="xs"
                            variant="transparent"
                            aria-label={t('skills.setup.deleteNamed', { name: sub.name })}
                            onClick={() => setDeletingSub({ id: sub.id, name: sub.name })}
                          >
                            <IconX size={12} aria-hidden />
                          </ActionIcon>
                        }
                      >
                        {sub.name}
                      </Badge>
                    ))}
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      leftSection={<IconPlus size={12} aria-hidden />}
                      onClick={() => setAddingSubTo(s)}
                      aria-label={t('skills.setup.addSubSkillTo', { name: s.name })}
                    >
                      {t('skills.setup.addSubSkill')}
                    </Button>
                  </Group>
                </Table.Td>
                <Table.Td>{s.holders}</Table.Td>
                <Table.Td>
                  <EditButtons
                    name={s.name}
                    onEdit={() => setEditing(s)}
                    onDelete={() => setDeleting({ id: s.id, name: s.name })}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    );

  return (
    <>
      <Group gap="md" align="flex-end" wrap="wrap" mb="md">
        <TextInput
          label={t('skills.setup.search')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={{ base: '100%', xs: 240 }}
        />
        <Select
          label={t('skills.fields.category')}
          clearable
          data={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          value={categoryId || null}
          onChange={(v) => setCategoryId(v ?? '')}
          w={{ base: '100%', xs: 200 }}
        />
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('skills.setup.addSkill')}
        </Button>
      </Group>
      {body}
      {editing && (
        <SkillForm
          skill={editing === 'new' ? null : editing}
          categories={categories.data ?? []}
          onClose={() => setEditing(null)}
        />
      )}
      {addingSubTo && <SubSkillForm skill={addingSubTo} onClose={() => setAddingSubTo(null)} />}
      <DeleteDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        remove={(id) => remove.mutateAsync(id)}
        texts={deleteTexts}
      />
      <DeleteDialog
        target={deletingSub}
        onClose={() => setDeletingSub(null)}
        remove={(id) => removeSub.mutateAsync(id)}
        texts={deleteTexts}
      />
    </>
  );
}

function SkillForm({
  skill,
  categories,
  onClose,
}: {
  skill: SkillView | null;
  categories: SkillCategoryView[];
  onClose(): void;
}) {
  const { t } = useTranslation();
  const save = useSaveSkill();
  const { form, submit, saving, errorOf } = useEntityForm({
    initialValues: {
      name: skill?.name ?? '',
      description: skill?.description ?? '',
      categoryId: skill?.categoryId ?? '',
      isActive: skill?.isActive ?? true,
    },
    schema: skillInput,
    toInput: (v) => v,
    save: (input) => save.mutateAsync({ id: skill?.id ?? null, input }),
    nameOf: (input) => input.name,
    onSaved: onClose,
  });
  return (
    <FormModal
      title={skill ? t('skills.setup.editSkill') : t('skills.setup.addSkill')}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
    >
      <TextInput label={t('skills.fields.name')} withAsterisk {...form.getInputProps('name')} error={errorOf('name')} />
      <Select
        label={t('skills.fields.category')}
        withAsterisk
        data={categories.map((c) => ({ value: c.id, label: c.name }))}
        {...form.getInputProps('categoryId')}
        error={errorOf('categoryId')}
      />
      <Textarea
        label={t('skills.fields.description')}
        autosize
        minRows={2}
        {...form.getInputProps('description')}
        error={errorOf('description')}
      />
      <Switch label={t('skills.fields.active')} {...form.getInputProps('isActive', { type: 'checkbox' })} />
    </FormModal>
  );
}

function SubSkillForm({ skill, onClose }: { skill: SkillView; onClose(): void }) {
  const { t } = useTranslation();
  const save = useSaveSubSkill();
  const { form, submit, saving, errorOf } = useEntityForm({
    initialValues: { skillId: skill.id, name: '', description: '' },
    schema: subSkillInput,
    toInput: (v) => v,
    save: (input) => save.mutateAsync({ id: null, input }),
    nameOf: (input) => input.name,
    onSaved: onClose,
  });
  return (
    <FormModal
      title={t('skills.setup.addSubSkillTo', { name: skill.name })}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
    >
      <TextInput label={t('skills.fields.name')} withAsterisk {...form.getInputProps('name')} error={errorOf('name')} />
      <Textarea
        label={t('skills.fields.description')}
        autosize
        minRows={2}
        {...form.getInputProps('description')}
        error={errorOf('description')}
      />
    </FormModal>
  );
}

function CategoriesPanel() {
  const { t } = useTranslation();
  const deleteTexts = useDeleteTexts();
  const categories = useSkillCategories();
  const remove = useDeleteCategory();
  const save = useSaveCategory();
  const [editing, setEditing] = useState<SkillCategoryView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  return (
    <>
      <Group mb="md">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('skills.setup.addCategory')}
        </Button>
      </Group>
      {categories.isPending ? (
        <LoadingState />
      ) : categories.isError ? (
        <LoadErrorState error={categories.error} onRetry={() => void categories.refetch()} />
      ) : categories.data.length === 0 ? (
        <EmptyState text={t('skills.setup.noCategories')} />
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('skills.fields.name')}</Table.Th>
              <Table.Th>{t('skills.fields.description')}</Table.Th>
              <Table.Th>{t('skills.setup.skills')}</Table.Th>
              <Table.Th>{t('skills.fields.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {categories.data.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td fw={600}>{c.name}</Table.Td>
                <Table.Td>{c.description ?? '—'}</Table.Td>
                <Table.Td>{c.skillCount}</Table.Td>
                <Table.Td>
                  <EditButtons
                    name={c.name}
                    onEdit={() => setEditing(c)}
                    onDelete={() => setDeleting({ id: c.id, name: c.name })}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {editing && (
        <NamedForm
          title={editing === 'new' ? t('skills.setup.addCategory') : t('skills.setup.editCategory')}
          initial={editing === 'new' ? null : editing}
          save={(input) => save.mutateAsync({ id: editing === 'new' ? null : editing.id, input })}
          onClose={() => setEditing(null)}
        />
      )}
      <DeleteDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        remove={(id) => remove.mutateAsync(id)}
        texts={deleteTexts}
      />
    </>
  );
}

function NamedForm({
  title,
  initial,
  save,
  onClose,
}: {
  title: string;
  initial: { name: string; description: string | null } | null;
  save(input: { name: string; description?: string }): Promise<unknown>;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const { form, submit, saving, errorOf } = useEntityForm({
    initialValues: { name: initial?.name ?? '', description: initial?.description ?? '' },
    schema: skillCategoryInput,
    toInput: (v) => v,
    save,
    nameOf: (input) => input.name,
    onSaved: onClose,
  });
  return (
    <FormModal title={title} onClose={onClose} onSubmit={submit} saving={saving}>
      <TextInput label={t('skills.fields.name')} withAsterisk {...form.getInputProps('name')} error={errorOf('name')} />
      <Textarea
        label={t('skills.fields.description')}
        autosize
        minRows={2}
        {...form.getInputProps('description')}
        error={errorOf('description')}
      />
    </FormModal>
  );
}

function LevelsPanel() {
  const { t } = useTranslation();
  const deleteTexts = useDeleteTexts();
  const levels = useProficiencyLevels();
  const remove = useDeleteLevel();
  const [editing, setEditing] = useState<ProficiencyLevelView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  return (
    <>
      <Group mb="md">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('skills.setup.addLevel')}
        </Button>
      </Group>
      {levels.isPending ? (
        <LoadingState />
      ) : levels.isError ? (
        <LoadErrorState error={levels.error} onRetry={() => void levels.refetch()} />
      ) : levels.data.length === 0 ? (
        <EmptyState text={t('skills.setup.noLevels')} />
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('skills.fields.level')}</Table.Th>
              <Table.Th>{t('skills.fields.name')}</Table.Th>
              <Table.Th>{t('skills.fields.description')}</Table.Th>
              <Table.Th>{t('skills.fields.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {levels.data.map((l) => (
              <Table.Tr key={l.id}>
                <Table.Td>{l.level}</Table.Td>
                <Table.Td fw={600}>{l.name}</Table.Td>
                <Table.Td>{l.description ?? '—'}</Table.Td>
                <Table.Td>
                  <EditButtons
                    name={l.name}
                    onEdit={() => setEditing(l)}
                    onDelete={() => setDeleting({ id: l.id, name: l.name })}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {editing && <LevelForm level={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <DeleteDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        remove={(id) => remove.mutateAsync(id)}
        texts={deleteTexts}
      />
    </>
  );
}

function LevelForm({ level, onClose }: { level: ProficiencyLevelView | null; onClose(): void }) {
  const { t } = useTranslation();
  const save = useSaveLevel();
  const { form, submit, saving, errorOf } = useEntityForm({
    initialValues: {
      level: level?.level ?? ('' as number | string),
      name: level?.name ?? '',
      description: level?.description ?? '',
    },
    schema: proficiencyLevelInput,
    toInput: (v) => ({ ...v, level: Number(v.level) }),
    save: (input) => save.mutateAsync({ id: level?.id ?? null, input }),
    nameOf: (input) => input.name,
    onSaved: onClose,
  });
  return (
    <FormModal
      title={level ? t('skills.setup.editLevel') : t('skills.setup.addLevel')}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
    >
      <NumberInput
        label={t('skills.fields.level')}
        withAsterisk
        min={1}
        max={10}
        {...form.getInputProps('level')}
        error={errorOf('level')}
      />
      <TextInput label={t('skills.fields.name')} withAsterisk {...form.getInputProps('name')} error={errorOf('name')} />
      <Textarea
        label={t('skills.fields.description')}
        autosize
        minRows={2}
        {...form.getInputProps('description')}
        error={errorOf('description')}
      />
    </FormModal>
  );
}
