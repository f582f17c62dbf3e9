import { useMemo, useState } from 'react';
import {
  Alert,
  Badge,
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ROLE_NAME_MAX, roleInput, type RoleInput, type RoleView } from '@tenure/domain/access';
import { FormModal } from '../../../components/forms/FormModal.tsx';
import { useEntityForm } from '../../../components/forms/useEntityForm.ts';
import { useSaveRole } from '../rolesApi.ts';
import {
  EDITOR_MODULES,
  checkState,
  filterModules,
  permissionMapOfSelection,
  selectedKeys,
  toggleAll,
  toggleKey,
  type EditorKey,
  type EditorModule,
} from './roleKeys.ts';

/** What the editor was opened for: a new role, an existing one, or a copy of one (saved as new). */
export type RoleEditing = { mode: 'create' } | { mode: 'edit'; role: RoleView } | { mode: 'copy'; role: RoleView };

const TOTAL_KEYS = EDITOR_MODULES.reduce((n, m) => n + m.keys.length, 0);

interface Values extends Record<string, unknown> {
  name: string;
  description: string;
  keys: string[];
}

export function RoleEditor({ editing, onClose }: { editing: RoleEditing; onClose(): void }) {
  const { t } = useTranslation();
  const save = useSaveRole();
  const source = editing.mode === 'create' ? null : editing.role;
  const locked = editing.mode === 'edit' && editing.role.code === 'SUPER_ADMIN';
  const { form, submit, saving, errorOf } = useEntityForm<Values, RoleInput>({
    initialValues: {
      name:
        editing.mode === 'copy'
          ? t('roles.copyOf', { name: editing.role.name }).slice(0, ROLE_NAME_MAX)
          : (source?.name ?? ''),
      description: source?.description ?? '',
      keys: source ? [...selectedKeys(source.permissions)] : [],
    },
    schema: roleInput,
    toInput: (values) => ({
      name: values.name,
      description: values.description,
      permissions: permissionMapOfSelection(new Set(values.keys)),
    }),
    save: (input) => save.mutateAsync({ id: editing.mode === 'edit' ? editing.role.id : null, input }),
    nameOf: (input) => input.name.trim(),
    onSaved: onClose,
  });
  const [search, setSearch] = useState('');
  const selected = useMemo(() => new Set(form.values.keys), [form.values.keys]);
  const modules = useMemo(() => filterModules(search), [search]);
  const setSelected = (next: Set<string>) => form.setFieldValue('keys', [...next]);

  const title =
    editing.mode === 'create'
      ? t('roles.editor.createTitle')
      : t(editing.mode === 'edit' ? 'roles.editor.editTitle' : 'roles.editor.copyTitle', { name: editing.role.name });

  return (
    <FormModal title={title} onClose={onClose} onSubmit={submit} saving={saving} size="xl">
      <TextInput
        label={t('roles.editor.name')}
        description={t('roles.editor.nameHint', { max: ROLE_NAME_MAX })}
        required
        data-autofocus
        {...form.getInputProps('name')}
        error={errorOf('name')}
      />
      <Textarea
        label={t('roles.editor.description')}
        description={t('roles.editor.descriptionHint')}
        autosize
        minRows={2}
        {...form.getInputProps('description')}
        error={errorOf('description')}
      />
      <Stack gap="xs">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={3} size="h5">
              {t('roles.editor.access')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('roles.editor.accessHint')}
            </Text>
          </div>
          <Badge variant="light" size="lg" data-testid="role-keys-total">
            {t('roles.editor.selectedTotal', { count: selected.size, total: TOTAL_KEYS })}
          </Badge>
        </Group>
        {locked && <Alert color="blue">{t('roles.editor.superAdminLocked')}</Alert>}
        <TextInput
          label={t('roles.editor.search')}
          description={t('roles.editor.searchHint')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          type="search"
        />
        {modules.length === 0 && <Text size="sm">{t('roles.editor.noMatches', { search })}</Text>}
        {modules.map((module) => (
          <ModuleKeys
            key={module.module}
            module={module}
            selected={selected}
            onChange={setSelected}
            disabled={locked}
          />
        ))}
      </Stack>
    </FormModal>
  );
}

/** One module: its select-all box (over the keys the search shows), count, and keys by kind. */
function ModuleKeys({
  module,
  selected,
  onChange,
  disabled,
}: {
  module: EditorModule;
  selected: Set<string>;
  onChange(next: Set<string>): void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const state = checkState(module.keys, selected);
  const all = EDITOR_MODULES.find((m) => m.module === module.module)!.keys;
  const inModule = all.filter((key) => selected.has(key.id)).length;
  const sections = module.keys.filter((key) => key.kind === 'sectionAccess');
  const features = module.keys.filter((key) => key.kind === 'featureAccess');
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      component="fieldset"
      aria-label={module.label}
      data-testid={`role-module-${module.module}`}
    >
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Checkbox
          label={<Text fw={600}>{module.label}</Text>}
          aria-label={t('roles.editor.selectAll', { module: module.label })}
          checked={state === 'all'}
          indeterminate={state === 'some'}
          onChange={() => onChange(toggleAll(module.keys, selected))}
          disabled={disabled}
        />
        <Text size="sm" c="dimmed" data-testid={`role-module-count-${module.module}`}>
          {t('roles.editor.selectedInModule', { count: inModule, total: all.length })}
        </Text>
      </Group>
      <KeyList
        title={t('roles.editor.sections')}
        keys={sections}
        selected={selected}
        onChange={onChange}
        disabled={disabled}
      />
      <KeyList
        title={t('roles.editor.features')}
        keys={features}
        selected={selected}
        onChange={onChange}
        disabled={disabled}
      />
    </Paper>
  );
}

function KeyList({
  title,
  keys,
  selected,
  onChange,
  disabled,
}: {
  title: string;
  keys: EditorKey[];
  selected: Set<string>;
  onChange(next: Set<string>): void;
  disabled: boolean;
}) {
  if (keys.length === 0) return null;
  return (
    <Stack gap={6} mt="xs" pl="md">
      <Text size="xs" fw={700} tt="uppercase" c="dimmed">
        {title}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        {keys.map((key) => (
          <Checkbox
            key={key.id}
            label={key.name}
            description={`${key.description} (${key.key})`}
            checked={selected.has(key.id)}
            onChange={() => onChange(toggleKey(key.id, selected))}
            disabled={disabled}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
