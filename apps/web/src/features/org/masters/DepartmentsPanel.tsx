import { useState } from 'react';
import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconCornerDownRight, IconSubtask } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DepartmentView } from '@tenure/domain/org';
import { AddButton } from '../../../components/crud/AddButton.tsx';
import { CrudPanel } from '../../../components/crud/CrudPanel.tsx';
import { CrudTable } from '../../../components/crud/CrudTable.tsx';
import { RowActions, StatusBadge } from '../../../components/crud/RowActions.tsx';
import { useAllDepartments, useDeleteDepartment } from '../../../lib/masters/departmentsApi.ts';
import { DepartmentForm } from './DepartmentForm.tsx';
import { departmentRows } from './departmentRows.ts';

type Editing = { department: DepartmentView | null; parentId: string | null } | null;

/** Departments with their sub-departments, as an indented outline with add, edit and delete. */
export function DepartmentsPanel() {
  const { t } = useTranslation();
  const departments = useAllDepartments();
  const remove = useDeleteDepartment();
  const [editing, setEditing] = useState<Editing>(null);

  return (
    <CrudPanel
      query={departments}
      emptyText={t('org.departments.empty')}
      remove={(id) => remove.mutateAsync(id)}
      toolbar={
        <Group justify="space-between" align="center" mb="md" gap="sm">
          <Text size="sm" c="dimmed">
            {t('org.departments.hint')}
          </Text>
          <AddButton onClick={() => setEditing({ department: null, parentId: null })}>
            {t('org.departments.add')}
          </AddButton>
        </Group>
      }
      form={
        editing && (
          <DepartmentForm
            department={editing.department}
            parentId={editing.parentId}
            onClose={() => setEditing(null)}
          />
        )
      }
    >
      {(all, confirmDelete) => (
        <CrudTable
          testId="departments"
          minWidth={520}
          rows={departmentRows(all)}
          rowKey={({ department }) => department.id}
          columns={[
            {
              header: t('org.common.name'),
              cell: ({ department, depth }) => (
                <Group gap={6} wrap="nowrap" pl={depth * 20}>
                  {depth > 0 && <IconCornerDownRight size={14} aria-hidden color="var(--mantine-color-gray-6)" />}
                  <Text size="sm" fw={depth === 0 ? 600 : 400}>
                    {department.name}
                  </Text>
                </Group>
              ),
            },
            { header: t('org.departments.parent'), cell: ({ parentName }) => parentName ?? '—' },
            { header: t('org.common.status'), cell: ({ department }) => <StatusBadge active={department.isActive} /> },
          ]}
          actions={({ department }) => {
            const addSubLabel = t('org.departments.addSubNamed', { name: department.name });
            return (
              <Group gap={4} wrap="nowrap" justify="flex-end">
                <Tooltip label={addSubLabel} withArrow>
                  <ActionIcon
                    variant="subtle"
                    aria-label={addSubLabel}
                    onClick={() => setEditing({ department: null, parentId: department.id })}
                  >
                    <IconSubtask size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
                <RowActions
                  name={department.name}
                  onEdit={() => setEditing({ department, parentId: department.parentId })}
                  onDelete={() => confirmDelete(department)}
                />
              </Group>
            );
          }}
        />
      )}
    </CrudPanel>
  );
}
