import { useEffect, useState } from 'react';
import { Button, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EMPLOYMENT_TYPES } from '@tenure/domain/access';
import { EMPLOYEE_SEARCH_DEBOUNCE_MS, EMPLOYEE_STATUSES } from '@tenure/domain/employees';
import { useSessionStore } from '../../../lib/session/store.ts';
import { departmentsQuery } from '../../masters/departmentsApi.ts';
import { useLocations } from '../../masters/geographyApi.ts';
import { useLegalEntityOptions } from '../api.ts';
import type { EmployeeListFilterValues } from './employeeListState.ts';
import classes from './EmployeeFilters.module.css';

interface EmployeeFiltersProps {
  filters: EmployeeListFilterValues;
  onChange(key: keyof EmployeeListFilterValues, value: string): void;
  onClear(): void;
}

/** Search and the five filters of the HR list; the search box waits for a pause in typing. */
export function EmployeeFilters({ filters, onChange, onClear }: EmployeeFiltersProps) {
  const { t } = useTranslation();
  const entityCode = useSessionStore((s) => s.entity?.legalEntityCode);
  const departments = useQuery(departmentsQuery(entityCode));
  const locations = useLocations();
  const legalEntities = useLegalEntityOptions();
  const [search, setSearch] = useState(filters.search);
  const [debounced] = useDebouncedValue(search, EMPLOYEE_SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (debounced !== filters.search) onChange('search', debounced);
  }, [debounced, filters.search, onChange]);
  useEffect(() => {
    if (filters.search === '') setSearch('');
  }, [filters.search]);

  const select = (key: keyof EmployeeListFilterValues, label: string, data: { value: string; label: string }[]) => (
    <Select
      label={label}
      placeholder={t('employees.list.any')}
      data={data}
      value={filters[key] || null}
      onChange={(value) => onChange(key, value ?? '')}
      clearable
      searchable
      comboboxProps={{ withinPortal: true }}
      data-testid={`filter-${key}`}
    />
  );

  // The search takes two cells so its label stays on one line; every cell is as wide as the
  // page allows, so the filters line up in full rows at any width.
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h5">
          {t('employees.list.filters')}
        </Title>
        <Button variant="subtle" size="compact-sm" onClick={onClear}>
          {t('employees.list.clearFilters')}
        </Button>
      </Group>
      <div className={classes.grid}>
        <TextInput
          className={classes.search}
          label={t('employees.list.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          data-testid="employee-list-search"
        />
        {select('departmentId', t('employees.list.department'), (departments.data ?? []).map((d) => ({ value: d.id, label: d.name })))}
        {select('locationId', t('employees.list.location'), (locations.data ?? []).map((l) => ({ value: l.id, label: l.name })))}
        {legalEntities.data && select('legalEntityId', t('employees.list.legalEntity'), legalEntities.data.map((e) => ({ value: e.id, label: e.legalEntityName })))}
        {select('employmentType', t('employees.list.employmentType'), EMPLOYMENT_TYPES.map((type) => ({ value: type, label: type })))}
        {select('status', t('employees.list.status'), EMPLOYEE_STATUSES.map((status) => ({ value: status, label: status })))}
      </div>
    </Stack>
  );
}
