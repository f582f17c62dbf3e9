import { useState } from 'react';
import { Group, Paper, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BuildingView } from '@tenure/domain/org';
import { ActiveToggleDialog, type ToggleTarget } from '../../../components/crud/ActiveToggleDialog.tsx';
import { AddButton } from '../../../components/crud/AddButton.tsx';
import { CrudPanel } from '../../../components/crud/CrudPanel.tsx';
import { CrudTable, NameCell } from '../../../components/crud/CrudTable.tsx';
import { RowActions, StatusBadge } from '../../../components/crud/RowActions.tsx';
import { useSearchPage } from '../../../components/crud/useSearchPage.tsx';
import { Page } from '../../../components/Page.tsx';
import { useBuildings, useDeleteBuilding, useSaveBuilding } from '../../../lib/masters/buildingsApi.ts';
import { useLocations } from '../../../lib/masters/geographyApi.ts';
import { BuildingForm, buildingInputOf } from './BuildingForm.tsx';

/** /building: the buildings of each location with their floors; employees' work details place them on one. */
export function BuildingsPage() {
  const { t } = useTranslation();
  const locations = useLocations();
  const [locationId, setLocationId] = useState<string | null>(null);
  const buildings = useBuildings(locationId);
  const remove = useDeleteBuilding();
  const save = useSaveBuilding();
  const [editing, setEditing] = useState<{ building: BuildingView | null } | null>(null);
  const [toggling, setToggling] = useState<ToggleTarget | null>(null);
  const { searchBox, pageRows, pager } = useSearchPage(buildings.data ?? [], (b) => `${b.name} ${b.code ?? ''}`);

  return (
    <Page title={t('nav.buildings')} intro={t('org.buildings.intro')}>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
        <CrudPanel
          query={buildings}
          emptyText={t('org.buildings.empty')}
          remove={(id) => remove.mutateAsync(id)}
          toolbar={
            <Group justify="space-between" align="flex-end" mb="md" gap="sm">
              <Group align="flex-end" gap="sm">
                <Select
                  label={t('org.buildings.location')}
                  placeholder={t('org.buildings.allLocations')}
                  data={(locations.data ?? []).map((l) => ({ value: l.id, label: l.name }))}
                  value={locationId}
                  onChange={setLocationId}
                  clearable
                  w={{ base: '100%', sm: 220 }}
                />
                {searchBox}
              </Group>
              <AddButton onClick={() => setEditing({ building: null })}>{t('org.buildings.add')}</AddButton>
            </Group>
          }
          form={
            <>
              {editing && (
                <BuildingForm
                  building={editing.building}
                  defaultLocationId={locationId}
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
                testId="buildings"
                minWidth={640}
                rows={pageRows}
                rowKey={(building) => building.id}
                columns={[
                  {
                    header: t('org.common.name'),
                    cell: (building) => <NameCell name={building.name} detail={building.address} />,
                  },
                  { header: t('org.common.code'), cell: (building) => building.code ?? '—' },
                  { header: t('org.buildings.location'), cell: (building) => building.locationName },
                  {
                    header: t('org.buildings.floors'),
                    cell: (building) => (
                      <NameCell
                        name={t('org.buildings.floorCount', { count: building.floors.length })}
                        detail={building.floors.map((f) => f.name).join(', ')}
                      />
                    ),
                  },
                  { header: t('org.buildings.employees'), cell: (building) => building.employeeCount },
                  { header: t('org.common.status'), cell: (building) => <StatusBadge active={building.isActive} /> },
                ]}
                actions={(building) => (
                  <RowActions
                    name={building.name}
                    onEdit={() => setEditing({ building })}
                    onDelete={() => confirmDelete(building)}
                    active={building.isActive}
                    onToggleActive={() =>
                      setToggling({
                        name: building.name,
                        isActive: building.isActive,
                        toggle: () =>
                          save.mutateAsync({
                            id: building.id,
                            input: { ...buildingInputOf(building), isActive: !building.isActive },
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
      </Paper>
    </Page>
  );
}
