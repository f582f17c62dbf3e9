import { useState } from 'react';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CityView, StateView } from '@tenure/domain/org';
import { AddButton } from '../../../components/crud/AddButton.tsx';
import { CrudPanel } from '../../../components/crud/CrudPanel.tsx';
import { RowActions } from '../../../components/crud/RowActions.tsx';
import { useCities, useDeleteGeography } from '../../../lib/masters/geographyApi.ts';
import { CityForm } from './GeographyForms.tsx';

/** The cities of one state. */
export function CitiesList({ state }: { state: StateView }) {
  const { t } = useTranslation();
  const cities = useCities(state.id);
  const remove = useDeleteGeography('city');
  const [editing, setEditing] = useState<{ city: CityView | null } | null>(null);

  return (
    <CrudPanel
      query={cities}
      emptyText={t('org.geography.noCities')}
      remove={(id) => remove.mutateAsync(id)}
      toolbar={
        <Group justify="flex-end">
          <AddButton small onClick={() => setEditing({ city: null })}>
            {t('org.geography.addCity', { state: state.name })}
          </AddButton>
        </Group>
      }
      form={editing && <CityForm state={state} city={editing.city} onClose={() => setEditing(null)} />}
    >
      {(rows, confirmDelete) => (
        <Paper withBorder radius="md" data-testid="cities">
          <Stack gap={0}>
            {rows.map((city) => (
              <Group key={city.id} justify="space-between" wrap="nowrap" px="sm" py={6}>
                <Text size="sm">{city.name}</Text>
                <RowActions name={city.name} onEdit={() => setEditing({ city })} onDelete={() => confirmDelete(city)} />
              </Group>
            ))}
          </Stack>
        </Paper>
      )}
    </CrudPanel>
  );
}
