import { useState } from 'react';
import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LocationView } from '@tenure/domain/org';
import { AddButton } from '../../../components/crud/AddButton.tsx';
import { CrudPanel } from '../../../components/crud/CrudPanel.tsx';
import { CrudTable, NameCell } from '../../../components/crud/CrudTable.tsx';
import { RowActions, StatusBadge } from '../../../components/crud/RowActions.tsx';
import { useDeleteGeography, useLocations } from '../../../lib/masters/geographyApi.ts';
import { LocationForm } from './LocationForm.tsx';

/** Office locations with city, postal code and time zone. */
export function LocationsPanel() {
  const { t } = useTranslation();
  const locations = useLocations();
  const remove = useDeleteGeography('location');
  const [editing, setEditing] = useState<{ location: LocationView | null } | null>(null);

  return (
    <CrudPanel
      query={locations}
      emptyText={t('org.locations.empty')}
      remove={(id) => remove.mutateAsync(id)}
      toolbar={
        <Group justify="flex-end" mb="md">
          <AddButton onClick={() => setEditing({ location: null })}>{t('org.locations.add')}</AddButton>
        </Group>
      }
      form={editing && <LocationForm location={editing.location} onClose={() => setEditing(null)} />}
    >
      {(rows, confirmDelete) => (
        <CrudTable
          testId="locations"
          minWidth={640}
          rows={rows}
          rowKey={(location) => location.id}
          columns={[
            {
              header: t('org.common.name'),
              cell: (location) => <NameCell name={location.name} detail={location.address} />,
            },
            { header: t('org.geography.city'), cell: (location) => `${location.city}, ${location.countryCode}` },
            { header: t('org.locations.postalCode'), cell: (location) => location.postalCode ?? '—' },
            { header: t('org.locations.timeZone'), cell: (location) => location.timeZone },
            { header: t('org.common.status'), cell: (location) => <StatusBadge active={location.isActive} /> },
          ]}
          actions={(location) => (
            <RowActions
              name={location.name}
              onEdit={() => setEditing({ location })}
              onDelete={() => confirmDelete(location)}
            />
          )}
        />
      )}
    </CrudPanel>
  );
}
