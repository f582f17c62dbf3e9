import { useMemo, useState } from 'react';
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrgHierarchyItem, OrgStructureTab } from '@tenure/domain/org';
import { AddButton } from '../../../components/crud/AddButton.tsx';
import { CrudPanel } from '../../../components/crud/CrudPanel.tsx';
import { CrudTable, NameCell, type CrudColumn } from '../../../components/crud/CrudTable.tsx';
import { RowActions, StatusBadge } from '../../../components/crud/RowActions.tsx';
import { useDeleteBusinessDetail, useOrgHierarchy, useOrgStructureItems } from '../api.ts';
import { ComponentFormModal } from './ComponentFormModal.tsx';

/** At most this many dynamic fields get a column; the rest are in the edit form. */
const FIELD_COLUMNS = 3;

type Editing = { item: OrgHierarchyItem | null } | null;

/** The components of one tab in the API's order (SPEC §9), with add, edit and delete for organisation admins. */
export function ComponentList({ tab, canEdit }: { tab: OrgStructureTab; canEdit: boolean }) {
  const { t } = useTranslation();
  const items = useOrgStructureItems(tab.id);
  const hierarchy = useOrgHierarchy();
  const remove = useDeleteBusinessDetail();
  const [editing, setEditing] = useState<Editing>(null);
  const nameById = useMemo(() => new Map((hierarchy.data ?? []).map((i) => [i.id, i.name])), [hierarchy.data]);

  const fieldColumns = tab.fields.slice(0, FIELD_COLUMNS).map((field): CrudColumn<OrgHierarchyItem> => ({
    header: field.label,
    // The last entry for a key wins, as in the edit form.
    cell: (item) => item.businessComponentDetailsList.findLast((d) => d.key === field.key)?.value ?? '—',
  }));

  return (
    <CrudPanel
      query={items}
      emptyText={t('org.structure.empty', { type: tab.bizCompMasterDisplayName })}
      remove={(id) => remove.mutateAsync(id)}
      toolbar={
        <Group justify="space-between" align="flex-start" mb="md" gap="sm">
          <Text c="dimmed" size="sm" maw={640}>
            {tab.bizMasterDesc ?? t('org.structure.tabHint', { type: tab.bizCompMasterDisplayName })}
          </Text>
          {canEdit && (
            <AddButton onClick={() => setEditing({ item: null })}>
              {t('org.structure.add', { type: tab.bizCompMasterDisplayName })}
            </AddButton>
          )}
        </Group>
      }
      form={editing && <ComponentFormModal tab={tab} item={editing.item} onClose={() => setEditing(null)} />}
    >
      {(rows, confirmDelete) => (
        <CrudTable
          testId="org-components"
          minWidth={560}
          rows={rows}
          rowKey={(item) => item.id}
          columns={[
            { header: t('org.common.name'), cell: (item) => <NameCell name={item.name} /> },
            {
              header: t('org.structure.parent'),
              cell: (item) => (item.parentBizCompDetailId && nameById.get(item.parentBizCompDetailId)) ?? '—',
            },
            ...fieldColumns,
            { header: t('org.common.status'), cell: (item) => <StatusBadge active={item.isActive} /> },
          ]}
          actions={
            canEdit
              ? (item) => (
                  <RowActions
                    name={item.name}
                    onEdit={() => setEditing({ item })}
                    onDelete={() => confirmDelete(item)}
                  />
                )
              : undefined
          }
        />
      )}
    </CrudPanel>
  );
}
