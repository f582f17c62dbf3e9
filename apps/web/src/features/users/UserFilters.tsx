import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { USER_STATUSES } from '@tenure/domain/users';
import { FilterBar } from '../../components/FilterBar.tsx';
import { useSessionStore } from '../../lib/session/store.ts';
import { departmentsQuery } from '../../lib/masters/departmentsApi.ts';
import { useLocations } from '../../lib/masters/geographyApi.ts';
import { useLegalEntities, useRoleOptions } from './api.ts';
import type { UserFilterValues } from './userListState.ts';

interface UserFiltersProps {
  filters: UserFilterValues;
  onChange(key: keyof UserFilterValues, value: string): void;
  onClear(): void;
}

/** Search and filters of the user lists. */
export function UserFilters({ filters, onChange, onClear }: UserFiltersProps) {
  const { t } = useTranslation();
  const entityCode = useSessionStore((s) => s.entity?.legalEntityCode);
  const departments = useQuery(departmentsQuery(entityCode));
  const locations = useLocations();
  const entities = useLegalEntities();
  const roles = useRoleOptions();

  return (
    <FilterBar
      filters={filters}
      selects={[
        {
          key: 'status',
          label: t('users.filters.status'),
          choices: USER_STATUSES.map((status) => ({ value: status, label: t(`users.statuses.${status}`) })),
        },
        {
          key: 'legalEntityCode',
          label: t('users.filters.entity'),
          choices: (entities.data ?? []).map((e) => ({ value: e.legalEntityCode, label: e.legalEntityName })),
        },
        {
          key: 'departmentId',
          label: t('users.filters.department'),
          choices: (departments.data ?? []).map((d) => ({ value: d.id, label: d.name })),
        },
        {
          key: 'locationId',
          label: t('users.filters.location'),
          choices: (locations.data ?? []).map((l) => ({ value: l.id, label: l.name })),
        },
        {
          key: 'roleId',
          label: t('users.filters.role'),
          choices: (roles.data ?? []).map((r) => ({ value: r.id, label: r.name })),
        },
      ]}
      onChange={onChange}
      onClear={onClear}
      labels={{
        title: t('users.filters.title'),
        clear: t('users.filters.clear'),
        search: t('users.filters.search'),
        any: t('users.filters.any'),
      }}
      testIds={{ search: 'user-search', selectPrefix: 'user-filter-' }}
    />
  );
}
