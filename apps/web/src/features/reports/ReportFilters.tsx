import { useEffect, useState } from 'react';
import { Button, Group, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EMPLOYMENT_TYPES } from '@tenure/domain/access';
import { EMPLOYEE_SEARCH_DEBOUNCE_MS, SHOWN_EMPLOYEE_STATUSES } from '@tenure/domain/employees';
import type { ReportDefinitionView, ReportFilter } from '@tenure/domain/reports';
import { DateField } from '../../components/DateField.tsx';
import type { FilterChoice } from '../../components/FilterBar.tsx';
import { departmentsQuery } from '../../lib/masters/departmentsApi.ts';
import { useLocations } from '../../lib/masters/geographyApi.ts';
import { useSessionStore } from '../../lib/session/store.ts';

interface ReportFiltersProps {
  definition: ReportDefinitionView;
  filters: Record<string, string>;
  onChange(key: string, value: string): void;
  onClear(): void;
}

/** The report's filters: the common ones it takes (date range, entity, department, location, type, status) and its own. */
export function ReportFilters({ definition, filters, onChange, onClear }: ReportFiltersProps) {
  const { t } = useTranslation();
  const choices = useCommonChoices(definition);
  const common = new Set<string>(definition.commonFilters);
  const select = (key: string, label: string, data: readonly FilterChoice[]) =>
    common.has(key) && (
      <Select
        key={key}
        label={label}
        placeholder={t('reportViewer.filters.any')}
        data={data}
        value={filters[key] || null}
        onChange={(value) => onChange(key, value ?? '')}
        clearable
        searchable
        data-testid={`report-filter-${key}`}
      />
    );
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h5">
          {t('reportViewer.filters.title')}
        </Title>
        <Button variant="subtle" size="compact-sm" onClick={onClear}>
          {t('reportViewer.filters.clear')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
        {common.has('from') && (
          <DateField
            label={t('reportViewer.filters.from')}
            value={filters.from}
            onChange={(value) => onChange('from', value)}
            clearable
            data-testid="report-filter-from"
          />
        )}
        {common.has('to') && (
          <DateField
            label={t('reportViewer.filters.to')}
            value={filters.to}
            onChange={(value) => onChange('to', value)}
            clearable
            data-testid="report-filter-to"
          />
        )}
        {select('legalEntity', t('reportViewer.filters.legalEntity'), choices.legalEntities)}
        {select('departmentId', t('reportViewer.filters.departmentId'), choices.departments)}
        {select('locationId', t('reportViewer.filters.locationId'), choices.locations)}
        {select('employmentType', t('reportViewer.filters.employmentType'), choices.employmentTypes)}
        {select('status', t('reportViewer.filters.status'), choices.statuses)}
        {definition.filters.map((filter) => (
          <OwnFilter
            key={filter.key}
            filter={filter}
            value={filters[filter.key] ?? ''}
            onChange={(value) => onChange(filter.key, value)}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * The choices of the common filters: the legal entities where the viewer holds the report (from its
 * definition), the rest from the master data the other lists use.
 */
function useCommonChoices(definition: ReportDefinitionView) {
  const { t } = useTranslation();
  const entityCode = useSessionStore((s) => s.entity?.legalEntityCode);
  const departments = useQuery(departmentsQuery(entityCode));
  const locations = useLocations();
  return {
    legalEntities: [
      { value: 'all', label: t('reportViewer.filters.allEntities') },
      ...definition.legalEntities.map((e) => ({ value: e.id, label: e.name })),
    ],
    departments: (departments.data ?? []).map((d) => ({ value: d.id, label: d.name })),
    locations: (locations.data ?? []).map((l) => ({ value: l.id, label: l.name })),
    employmentTypes: EMPLOYMENT_TYPES.map((type) => ({ value: type, label: type })),
    statuses: SHOWN_EMPLOYEE_STATUSES.map((status) => ({ value: status, label: t(`employees.statuses.${status}`) })),
  };
}

/** A report's own filter: a choice, a date or a text (the text waits for a pause in typing). */
function OwnFilter({
  filter,
  value,
  onChange,
}: {
  filter: ReportFilter;
  value: string;
  onChange(value: string): void;
}) {
  const testId = `report-filter-${filter.key}`;
  if (filter.type === 'select')
    return (
      <Select
        label={filter.label}
        data={filter.options ?? []}
        value={value || filter.defaultValue || null}
        onChange={(next) => onChange(next ?? '')}
        clearable={!filter.defaultValue}
        allowDeselect={!filter.defaultValue}
        data-testid={testId}
      />
    );
  if (filter.type === 'date')
    return <DateField label={filter.label} value={value} onChange={onChange} clearable data-testid={testId} />;
  return <TextFilter label={filter.label} value={value} onChange={onChange} testId={testId} />;
}

function TextFilter({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  testId: string;
}) {
  const [text, setText] = useState(value);
  const [debounced] = useDebouncedValue(text, EMPLOYEE_SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (debounced.trim() !== value) onChange(debounced.trim());
  }, [debounced, value, onChange]);
  useEffect(() => {
    if (value === '') setText('');
  }, [value]);
  return <TextInput label={label} value={text} onChange={(e) => setText(e.currentTarget.value)} data-testid={testId} />;
}
