import { useState } from 'react';
import { Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  MASTER_TYPES,
  masterType as masterTypeSchema,
  type MasterType,
  type MasterValueView,
} from '@tenure/domain/org';
import { ActiveToggleDialog, type ToggleTarget } from '../../../components/crud/ActiveToggleDialog.tsx';
import { AddButton } from '../../../components/crud/AddButton.tsx';
import { CrudPanel } from '../../../components/crud/CrudPanel.tsx';
import { CrudTable, NameCell } from '../../../components/crud/CrudTable.tsx';
import { RowActions, StatusBadge } from '../../../components/crud/RowActions.tsx';
import { useSearchPage } from '../../../components/crud/useSearchPage.tsx';
import { LoadErrorState } from '../../../components/QueryStates.tsx';
import {
  useDeleteMasterValue,
  useMasterTypes,
  useMasterValues,
  useSaveMasterValue,
} from '../../../lib/masters/masterValuesApi.ts';
import { MasterValueForm } from './MasterValueForm.tsx';

type Editing = { value: MasterValueView | null } | null;

/** The generic master tables (designations, job titles, grades…): pick one, then find, add, edit, (de)activate or delete its values. */
export function MasterValuesPanel() {
  const { t } = useTranslation();
  const types = useMasterTypes();
  const [masterType, setMasterType] = useState<MasterType>('Designation');
  const values = useMasterValues(masterType);
  const remove = useDeleteMasterValue(masterType);
  const save = useSaveMasterValue(masterType);
  const [editing, setEditing] = useState<Editing>(null);
  const [toggling, setToggling] = useState<ToggleTarget | null>(null);
  const { searchBox, pageRows, pager } = useSearchPage(
    values.data ?? [],
    (value) => `${value.name} ${value.code ?? ''}`,
  );
  const typeOptions = types.data
    ? types.data.map((s) => ({ value: s.masterType, label: `${s.label} (${s.count})` }))
    : Object.entries(MASTER_TYPES).map(([value, label]) => ({ value, label }));
  const typeLabel = MASTER_TYPES[masterType];

  return (
    <CrudPanel
      query={values}
      emptyText={t('org.masters.noValues', { type: typeLabel })}
      remove={(id) => remove.mutateAsync(id)}
      toolbar={
        <>
          <Group justify="space-between" align="flex-end" mb="md" gap="sm">
            <Group align="flex-end" gap="sm">
              <Select
                label={t('org.masters.masterType')}
                data={typeOptions}
                value={masterType}
                onChange={(next) => {
                  const parsed = masterTypeSchema.safeParse(next);
                  if (parsed.success) setMasterType(parsed.data);
                }}
                allowDeselect={false}
                w={{ base: '100%', sm: 280 }}
              />
              {searchBox}
            </Group>
            <AddButton onClick={() => setEditing({ value: null })}>
              {t('org.masters.addValue', { type: typeLabel })}
            </AddButton>
          </Group>
          {types.isError && <LoadErrorState error={types.error} onRetry={() => void types.refetch()} />}
        </>
      }
      form={
        <>
          {editing && (
            <MasterValueForm
              masterType={masterType}
              typeLabel={typeLabel}
              value={editing.value}
              onClose={() => setEditing(null)}
            />
          )}
          <ActiveToggleDialog target={toggling} onClose={() => setToggling(null)} />
        </>
      }
    >
      {(_rows, confirmDelete) => (
        <>
          <CrudTable
            testId="master-values"
            minWidth={520}
            rows={pageRows}
            rowKey={(value) => value.id}
            columns={[
              {
                header: t('org.common.name'),
                cell: (value) => <NameCell name={value.name} detail={value.description} />,
              },
              { header: t('org.common.code'), cell: (value) => value.code ?? '—' },
              { header: t('org.common.order'), cell: (value) => value.orderId ?? '—' },
              { header: t('org.common.status'), cell: (value) => <StatusBadge active={value.isActive} /> },
            ]}
            actions={(value) => (
              <RowActions
                name={value.name}
                onEdit={() => setEditing({ value })}
                onDelete={() => confirmDelete(value)}
                active={value.isActive}
                onToggleActive={() =>
                  setToggling({
                    name: value.name,
                    isActive: value.isActive,
                    toggle: () => save.mutateAsync({ id: value.id, input: { ...value, isActive: !value.isActive } }),
                  })
                }
              />
            )}
          />
          {pager}
        </>
      )}
    </CrudPanel>
  );
}
