import { useState } from 'react';
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ClientManagerView } from '@tenure/domain/org';
import { ActiveToggleDialog, type ToggleTarget } from '../../../components/crud/ActiveToggleDialog.tsx';
import { AddButton } from '../../../components/crud/AddButton.tsx';
import { CrudPanel } from '../../../components/crud/CrudPanel.tsx';
import { CrudTable, NameCell } from '../../../components/crud/CrudTable.tsx';
import { RowActions, StatusBadge } from '../../../components/crud/RowActions.tsx';
import { useSearchPage } from '../../../components/crud/useSearchPage.tsx';
import {
  useClientManagers,
  useDeleteClientManager,
  useSaveClientManager,
} from '../../../lib/masters/billingEntitiesApi.ts';
import { ClientManagerForm } from './ClientManagerForm.tsx';

/** Employees who own client relationships. */
export function ClientManagersPanel() {
  const { t } = useTranslation();
  const managers = useClientManagers();
  const remove = useDeleteClientManager();
  const save = useSaveClientManager();
  const [editing, setEditing] = useState<{ manager: ClientManagerView | null } | null>(null);
  const [toggling, setToggling] = useState<ToggleTarget | null>(null);
  const { searchBox, pageRows, pager } = useSearchPage(
    managers.data ?? [],
    (m) => `${m.displayName} ${m.employeeNumber}`,
  );

  return (
    <CrudPanel
      query={managers}
      emptyText={t('org.clientManagers.empty')}
      remove={(id) => remove.mutateAsync(id)}
      toolbar={
        <>
          <Text size="sm" c="dimmed" mb="sm">
            {t('org.clientManagers.hint')}
          </Text>
          <Group justify="space-between" align="flex-end" mb="md">
            {searchBox}
            <AddButton onClick={() => setEditing({ manager: null })}>{t('org.clientManagers.add')}</AddButton>
          </Group>
        </>
      }
      form={
        <>
          {editing && <ClientManagerForm manager={editing.manager} onClose={() => setEditing(null)} />}
          <ActiveToggleDialog target={toggling} onClose={() => setToggling(null)} />
        </>
      }
    >
      {(_rows, confirmDelete) => (
        <>
          <CrudTable
            testId="client-managers"
            minWidth={560}
            rows={pageRows}
            rowKey={(manager) => manager.id}
            columns={[
              {
                header: t('org.common.name'),
                cell: (manager) => <NameCell name={manager.displayName} detail={manager.description} />,
              },
              { header: t('org.clientManagers.employeeNumber'), cell: (manager) => manager.employeeNumber },
              { header: t('org.clientManagers.designation'), cell: (manager) => manager.designation ?? '—' },
              { header: t('org.common.status'), cell: (manager) => <StatusBadge active={manager.isActive} /> },
            ]}
            actions={(manager) => (
              <RowActions
                name={manager.displayName}
                onEdit={() => setEditing({ manager })}
                onDelete={() => confirmDelete({ id: manager.id, name: manager.displayName })}
                active={manager.isActive}
                onToggleActive={() =>
                  setToggling({
                    name: manager.displayName,
                    isActive: manager.isActive,
                    toggle: () =>
                      save.mutateAsync({
                        id: manager.id,
                        input: {
                          employeeNumber: manager.employeeNumber,
                          description: manager.description,
                          isActive: !manager.isActive,
                        },
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
