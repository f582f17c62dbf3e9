import { useState } from 'react';
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { VendorView } from '@tenure/domain/vendors';
import { ActiveToggleDialog, type ToggleTarget } from '../../components/crud/ActiveToggleDialog.tsx';
import { AddButton } from '../../components/crud/AddButton.tsx';
import { CrudPanel } from '../../components/crud/CrudPanel.tsx';
import { CrudTable, NameCell } from '../../components/crud/CrudTable.tsx';
import { RowActions, StatusBadge } from '../../components/crud/RowActions.tsx';
import { useSearchPage } from '../../components/crud/useSearchPage.tsx';
import { VendorForm, vendorInputOf } from './VendorForm.tsx';
import { useDeleteVendor, useSaveVendor, useVendors } from './vendorsApi.ts';

/** The vendor list of the master data page (SPEC §7 "vendor list and types"). */
export function VendorsPanel() {
  const { t } = useTranslation();
  const vendors = useVendors();
  const remove = useDeleteVendor();
  const save = useSaveVendor();
  const [editing, setEditing] = useState<{ vendor: VendorView | null } | null>(null);
  const [toggling, setToggling] = useState<ToggleTarget | null>(null);
  const { searchBox, pageRows, pager } = useSearchPage(vendors.data ?? [], (v) => `${v.name} ${v.vendorType ?? ''}`);

  return (
    <CrudPanel
      query={vendors}
      emptyText={t('vendors.list.empty')}
      remove={(id) => remove.mutateAsync(id)}
      toolbar={
        <>
          <Text size="sm" c="dimmed" mb="sm">
            {t('vendors.list.hint')}
          </Text>
          <Group justify="space-between" align="flex-end" mb="md">
            {searchBox}
            <AddButton onClick={() => setEditing({ vendor: null })}>{t('vendors.list.add')}</AddButton>
          </Group>
        </>
      }
      form={
        <>
          {editing && <VendorForm vendor={editing.vendor} onClose={() => setEditing(null)} />}
          <ActiveToggleDialog target={toggling} onClose={() => setToggling(null)} />
        </>
      }
    >
      {(_rows, confirmDelete) => (
        <>
          <CrudTable
            testId="vendors"
            minWidth={560}
            rows={pageRows}
            rowKey={(vendor) => vendor.id}
            columns={[
              {
                header: t('org.common.name'),
                cell: (vendor) => <NameCell name={vendor.name} detail={vendor.contactEmail} />,
              },
              { header: t('vendors.list.type'), cell: (vendor) => vendor.vendorType ?? '—' },
              { header: t('vendors.list.contracts'), cell: (vendor) => vendor.contracts },
              { header: t('org.common.status'), cell: (vendor) => <StatusBadge active={vendor.isActive} /> },
            ]}
            actions={(vendor) => (
              <RowActions
                name={vendor.name}
                onEdit={() => setEditing({ vendor })}
                onDelete={() => confirmDelete({ id: vendor.id, name: vendor.name })}
                active={vendor.isActive}
                onToggleActive={() =>
                  setToggling({
                    name: vendor.name,
                    isActive: vendor.isActive,
                    toggle: () =>
                      save.mutateAsync({
                        id: vendor.id,
                        input: { ...vendorInputOf(vendor), isActive: !vendor.isActive },
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
