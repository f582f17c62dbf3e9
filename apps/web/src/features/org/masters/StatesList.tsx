import { useState } from 'react';
import { Group, NavLink, Paper, Stack } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CountryView, StateView } from '@tenure/domain/org';
import { AddButton } from '../../../components/crud/AddButton.tsx';
import { CrudPanel } from '../../../components/crud/CrudPanel.tsx';
import { RowActions } from '../../../components/crud/RowActions.tsx';
import { useDeleteGeography, useStates } from '../../../lib/masters/geographyApi.ts';
import { StateForm } from './GeographyForms.tsx';

interface StatesListProps {
  country: CountryView;
  selected: StateView | null;
  onSelect(state: StateView): void;
}

/** The states of a country; choosing one shows its cities. */
export function StatesList({ country, selected, onSelect }: StatesListProps) {
  const { t } = useTranslation();
  const states = useStates(country.id);
  const remove = useDeleteGeography('state');
  const [editing, setEditing] = useState<{ state: StateView | null } | null>(null);

  return (
    <CrudPanel
      query={states}
      emptyText={t('org.geography.noStates')}
      remove={(id) => remove.mutateAsync(id)}
      toolbar={
        <Group justify="flex-end">
          <AddButton small onClick={() => setEditing({ state: null })}>
            {t('org.geography.addState', { country: country.name })}
          </AddButton>
        </Group>
      }
      form={
        editing && (
          <StateForm
            countryId={country.id}
            countryName={country.name}
            state={editing.state}
            onClose={() => setEditing(null)}
          />
        )
      }
    >
      {(rows, confirmDelete) => (
        <Paper withBorder radius="md" data-testid="states">
          <Stack gap={0}>
            {rows.map((state) => (
              <Group key={state.id} gap={4} wrap="nowrap" pr="xs">
                <NavLink
                  component="button"
                  label={state.name}
                  description={state.code ?? undefined}
                  active={selected?.id === state.id}
                  variant="filled"
                  onClick={() => onSelect(state)}
                  rightSection={<IconChevronRight size={14} aria-hidden />}
                  aria-pressed={selected?.id === state.id}
                  style={{ flex: 1 }}
                />
                <RowActions
                  name={state.name}
                  onEdit={() => setEditing({ state })}
                  onDelete={() => confirmDelete(state)}
                />
              </Group>
            ))}
          </Stack>
        </Paper>
      )}
    </CrudPanel>
  );
}
