import { NumberInput, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { departmentInput, type DepartmentInput, type DepartmentView } from '@tenure/domain/org';
import { subtreeIds } from '../../../components/tree/treeRows.ts';
import { useAllDepartments, useSaveDepartment } from '../../../lib/masters/departmentsApi.ts';
import { FormModal } from '../../../components/forms/FormModal.tsx';
import { useEntityForm } from '../../../components/forms/useEntityForm.ts';
import { orderIdOf } from './formValues.ts';

interface DepartmentFormProps {
  /** null adds a department. */
  department: DepartmentView | null;
  /** The parent a new sub-department starts under. */
  parentId: string | null;
  onClose(): void;
}

export function DepartmentForm({ department, parentId, onClose }: DepartmentFormProps) {
  const { t } = useTranslation();
  const departments = useAllDepartments();
  const save = useSaveDepartment();
  const { form, submit, saving, errorOf } = useEntityForm({
    initialValues: {
      name: department?.name ?? '',
      parentId: department ? department.parentId : parentId,
      orderId: department?.orderId ?? ('' as number | string),
      isActive: department?.isActive ?? true,
    },
    schema: departmentInput,
    toInput: (v): DepartmentInput => ({ ...v, orderId: orderIdOf(v.orderId) }),
    save: (input) => save.mutateAsync({ id: department?.id ?? null, input }),
    nameOf: (input) => input.name.trim(),
    onSaved: onClose,
  });

  const all = departments.data ?? [];
  const excluded = department
    ? subtreeIds(
        all,
        (d) => d.id,
        (d) => d.parentId,
        department.id,
      )
    : new Set<string>();
  const parentOptions = all.filter((d) => !excluded.has(d.id)).map((d) => ({ value: d.id, label: d.name }));

  return (
    <FormModal
      title={t(department ? 'org.departments.edit' : 'org.departments.add')}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
    >
      <TextInput
        label={t('org.common.name')}
        withAsterisk
        data-autofocus
        {...form.getInputProps('name')}
        error={errorOf('name')}
      />
      <Select
        label={t('org.departments.parent')}
        placeholder={t('org.departments.topLevel')}
        data={parentOptions}
        searchable
        clearable
        nothingFoundMessage={t('org.common.noMatches')}
        {...form.getInputProps('parentId')}
        error={errorOf('parentId')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NumberInput
          label={t('org.common.order')}
          min={0}
          allowDecimal={false}
          {...form.getInputProps('orderId')}
          error={errorOf('orderId')}
        />
        <Switch
          mt={{ sm: 'xl' }}
          label={t('org.common.active')}
          {...form.getInputProps('isActive', { type: 'checkbox' })}
        />
      </SimpleGrid>
    </FormModal>
  );
}
