import { useState } from 'react';
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BillingEntityView } from '@tenure/domain/org';
import { ActiveToggleDialog, type ToggleTarget } from '../../../components/crud/ActiveToggleDialog.tsx';
import { AddButton } from '../../../components/crud/AddButton.tsx';
import { CrudPanel } from '../../../components/crud/CrudPanel.tsx';
import { CrudTable, NameCell } from '../../../components/crud/CrudTable.tsx';
import { RowActions, StatusBadge } from '../../../components/crud/RowActions.tsx';
import { useSearchPage } from '../../../components/crud/useSearchPage.tsx';
import {
  useBillingEntities,
  useDeleteBillingEntity,
  useSaveBillingEntity,
} from '../../../lib/masters/billingEntitiesApi.ts';
import { BillingEntityForm, billingEntityInputOf } from './BillingEntityForm.tsx';

/** The legal entities that invoice clients, with country and currency. */
export function BillingEntitiesPanel() {
  const { t } = useTranslation();
  const entities = useBillingEntities();
  const remove = useDeleteBillingEntity();
  const save = useSaveBillingEntity();
  const [editing, setEditing] = useState<{ entity: BillingEntityView | null } | null>(null);
  const [toggling, setToggling] = useState<ToggleTarget | null>(null);
  const { searchBox, pageRows, pager } = useSearchPage(entities.data ?? [], (e) => `${e.name} ${e.code}`);

  return (
    <CrudPanel
      query={entities}
      emptyText={t('org.billingEntities.empty')}
      remove={(id) => remove.mutateAsync(id)}
      toolbar={
        <>
          <Text size="sm" c="dimmed" mb="sm">
            {t('org.billingEntities.hint')}
          </Text>
          <Group justify="space-between" align="flex-end" mb="md">
            {searchBox}
            <AddButton onClick={() => setEditing({ entity: null })}>{t('org.billingEntities.add')}</AddButton>
          </Group>
        </>
      }
      form={
        <>
          {editing && <BillingEntityForm entity={editing.entity} onClose={() => setEditing(null)} />}
          <ActiveToggleDialog target={toggling} onClose={() => setToggling(null)} />
        </>
      }
    >
      {(_rows, confirmDelete) => (
        <>
          <CrudTable
            testId="billing-entities"
            minWidth={640}
            rows={pageRows}
            rowKey={(entity) => entity.id}
            columns={[
              {
                header: t('org.common.name'),
                cell: (entity) => <NameCell name={entity.name} detail={entity.address} />,
              },
              { header: t('org.common.code'), cell: (entity) => entity.code },
              { header: t('org.billingEntities.country'), cell: (entity) => entity.countryName },
              { header: t('org.billingEntities.currency'), cell: (entity) => entity.currencyId },
              { header: t('org.common.status'), cell: (entity) => <StatusBadge active={entity.isActive} /> },
            ]}
            actions={(entity) => (
              <RowActions
                name={entity.name}
                onEdit={() => setEditing({ entity })}
                onDelete={() => confirmDelete(entity)}
                active={entity.isActive}
                onToggleActive={() =>
                  setToggling({
                    name: entity.name,
                    isActive: entity.isActive,
                    toggle: () =>
                      save.mutateAsync({
                        id: entity.id,
                        input: { ...billingEntityInputOf(entity), isActive: !entity.isActive },
                      }),
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
