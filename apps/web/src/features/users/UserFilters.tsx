import { useEffect, useState } from 'react';
import { Button, Group, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EMPLOYEE_SEARCH_DEBOUNCE_MS } from '@tenure/domain/employees';
import { USER_STATUSES } from '@tenure/domain/users';
import { useSessionStore } from '../../lib/session/store.ts';
import { departmentsQuery } from '../masters/departmentsApi.ts';
import { useLocations } from '../masters/geographyApi.ts';
import { useLegalEntities, useRoleOptions } from './api.ts';
import type { UserFilterValues } from './userListState.ts';

interface UserFiltersProps {
  filters: UserFilterValues;
  onChange(key: keyof UserFilterValues, value: string): void;
  onClear(): void;
}

/** Search and filters of the user lists; the search box waits for a pause in typing. */
export function UserFilters({ filters, onChange, onClear }: UserFiltersProps) {
  const { t } = useTranslation();
  const entityCode = useSessionStore((s) => s.entity?.legalEntityCode);
  const departments = useQuery(departmentsQuery(entityCode));
  const locations = useLocations();
  const entities = useLegalEntities();
  const roles = useRoleOptions();
  const [search, setSearch] = useState(filters.search);
  const [debounced] = useDebouncedValue(search, EMPLOYEE_SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (debounced !== filters.search) onChange('search', debounced);
  }, [debounced, filters.search, onChange]);
  useEffect(() => {
    if (filters.search === '') setSearch('');
  }, [filters.search]);

  const select = (key: keyof UserFilterValues, label: string, data: { value: string; label: string }[]) => (
    <Select
      label={label}
      placeholder={t('users.filters.any')}
      data={data}
      value={filters[key] || null}
      onChange={(value) => onChange(key, value ?? '')}
      clearable
      searchable
      data-testid={`user-filter-${key}`}
    />
  );

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h5">
          {t('users.filters.title')}
        </Title>
        <Button variant="subtle" size="compact-sm" onClick={onClear}>
          {t('users.filters.clear')}
        </Button>
      </Group>
      <TextInput
        label={t('users.filters.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        data-testid="user-search"
      />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm">
        {select('status', t('users.filters.status'), USER_STATUSES.map((status) => ({ value: status, label: t(`users.statuses.${status}`) })))}
        {select('legalEntityCode', t('users.filters.entity'), (entities.data ?? []).map((e) => ({ value: e.legalEntityCode, label: e.legalEntityName })))}
        {select('departmentId', t('users.filters.department'), (departments.data ?? []).map((d) => ({ value: d.id, label: d.name })))}
        {select('locationId', t('users.filters.location'), (locations.data ?? []).map((l) => ({ value: l.id, label: l.name })))}
        {select('roleId', t('users.filters.role'), (roles.data ?? []).map((r) => ({ value: r.id, label: r.name })))}
      </SimpleGrid>
    </Stack>
  );
}
