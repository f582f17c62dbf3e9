import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EMPLOYMENT_TYPES } from '@tenure/domain/access';
import { SHOWN_EMPLOYEE_STATUSES } from '@tenure/domain/employees';
import { FilterBar, type FilterSelect } from '../../../components/FilterBar.tsx';
import { useSessionStore } from '../../../lib/session/store.ts';
import { departmentsQuery } from '../../../lib/masters/departmentsApi.ts';
import { useLocations } from '../../../lib/masters/geographyApi.ts';
import { useLegalEntityOptions } from '../../../lib/masters/legalEntitiesApi.ts';
import type { EmployeeListFilterValues } from './employeeListState.ts';

interface EmployeeFiltersProps {
  filters: EmployeeListFilterValues;
  onChange(key: keyof EmployeeListFilterValues, value: string): void;
  onClear(): void;
}

/** Search and the five filters of the HR list (legal entity once its choices are known). */
export function EmployeeFilters({ filters, onChange, onClear }: EmployeeFiltersProps) {
  const { t } = useTranslation();
  const entityCode = useSessionStore((s) => s.entity?.legalEntityCode);
  const departments = useQuery(departmentsQuery(entityCode));
  const locations = useLocations();
  const legalEntities = useLegalEntityOptions();
  const selects: FilterSelect<'departmentId' | 'locationId' | 'legalEntityId' | 'employmentType' | 'status'>[] = [
    {
      key: 'departmentId',
      label: t('employees.list.department'),
      choices: (departments.data ?? []).map((d) => ({ value: d.id, label: d.name })),
    },
    {
      key: 'locationId',
      label: t('employees.list.location'),
      choices: (locations.data ?? []).map((l) => ({ value: l.id, label: l.name })),
    },
    ...(legalEntities.data
      ? [
          {
            key: 'legalEntityId' as const,
            label: t('employees.list.legalEntity'),
            choices: legalEntities.data.map((e) => ({ value: e.id, label: e.legalEntityName })),
          },
        ]
      : []),
    {
      key: 'employmentType',
      label: t('employees.list.employmentType'),
      choices: EMPLOYMENT_TYPES.map((type) => ({ value: type, label: type })),
    },
    {
      key: 'status',
      label: t('employees.list.status'),
      choices: SHOWN_EMPLOYEE_STATUSES.map((status) => ({ value: status, label: t(`employees.statuses.${status}`) })),
    },
  ];

  return (
    <FilterBar
      filters={filters}
      selects={selects}
      onChange={onChange}
      onClear={onClear}
      labels={{
        title: t('employees.list.filters'),
        clear: t('employees.list.clearFilters'),
        search: t('employees.list.search'),
        any: t('employees.list.any'),
      }}
      testIds={{ search: 'employee-list-search', selectPrefix: 'filter-' }}
    />
  );
}
