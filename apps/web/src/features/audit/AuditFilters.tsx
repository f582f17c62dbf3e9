import { useEffect, useState } from 'react';
import { Button, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { EMPLOYEE_SEARCH_DEBOUNCE_MS } from '@tenure/domain/employees';
import { DateField } from '../../components/DateField.tsx';
import classes from '../../components/FilterBar.module.css';
import { useActionFamilies, useActorOptions } from './auditApi.ts';
import { useAuditLabels } from './auditLabels.ts';
import type { AuditFilterValues } from './auditState.ts';

interface AuditFiltersProps {
  filters: AuditFilterValues;
  onChange(key: keyof AuditFilterValues, value: string): void;
  onClear(): void;
}

/**
 * Who (a user picked by username or name), what (an action family), which record (type and id), when
 * (days). "Clear filters" remounts it (the page's key), so the typed texts and the picked user go too.
 */
export function AuditFilters({ filters, onChange, onClear }: AuditFiltersProps) {
  const { t } = useTranslation();
  const families = useActionFamilies();
  const { familyLabel } = useAuditLabels();
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h5">
          {t('auditLog.filters.title')}
        </Title>
        <Button variant="subtle" size="compact-sm" onClick={onClear}>
          {t('auditLog.filters.clear')}
        </Button>
      </Group>
      <div className={classes.grid}>
        <ActorPicker value={filters.actor} onChange={(value) => onChange('actor', value)} />
        <Select
          label={t('auditLog.filters.what')}
          placeholder={t('auditLog.filters.anyAction')}
          data={(families.data ?? []).map((family) => ({ value: family, label: familyLabel(family) }))}
          value={filters.action || null}
          onChange={(value) => onChange('action', value ?? '')}
          clearable
          searchable
          comboboxProps={{ withinPortal: true }}
          data-testid="audit-filter-action"
        />
        <TextFilter
          label={t('auditLog.filters.entity')}
          value={filters.entity}
          onChange={(v) => onChange('entity', v)}
        />
        <TextFilter
          label={t('auditLog.filters.entityId')}
          value={filters.entityId}
          onChange={(v) => onChange('entityId', v)}
        />
        <DateField
          label={t('auditLog.filters.from')}
          value={filters.from}
          onChange={(value) => onChange('from', value)}
          clearable
        />
        <DateField
          label={t('auditLog.filters.to')}
          value={filters.to}
          onChange={(value) => onChange('to', value)}
          clearable
          {...(filters.from ? { minDate: filters.from } : {})}
        />
      </div>
    </Stack>
  );
}

/** A text filter applied once typing pauses ("Clear filters" remounts the filters, emptying it). */
function TextFilter({ label, value, onChange }: { label: string; value: string; onChange(value: string): void }) {
  const [text, setText] = useState(value);
  const [debounced] = useDebouncedValue(text.trim(), EMPLOYEE_SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (debounced !== value) onChange(debounced);
  }, [debounced, value, onChange]);
  return <TextInput label={label} value={text} onChange={(event) => setText(event.currentTarget.value)} />;
}

/** The "who" filter: type part of a username or an employee's name, pick the account. */
function ActorPicker({ value, onChange }: { value: string; onChange(userId: string): void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, EMPLOYEE_SEARCH_DEBOUNCE_MS);
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const options = useActorOptions(debounced);
  const found = (options.data ?? []).map((o) => ({
    value: o.userId,
    label: o.employeeName ? `${o.username} (${o.employeeName})` : o.username,
  }));
  const data = chosen && !found.some((o) => o.value === chosen.value) ? [chosen, ...found] : found;
  return (
    <Select
      label={t('auditLog.filters.who')}
      placeholder={t('auditLog.filters.whoPlaceholder')}
      data={data}
      value={value || null}
      searchable
      clearable
      filter={({ options: all }) => all}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={debounced.trim() ? t('auditLog.empty') : undefined}
      onChange={(userId, option) => {
        setChosen(userId ? option : null);
        onChange(userId ?? '');
      }}
      comboboxProps={{ withinPortal: true }}
      data-testid="audit-filter-actor"
    />
  );
}
