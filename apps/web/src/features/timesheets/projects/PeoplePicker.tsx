import { useState } from 'react';
import { MultiSelect, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProjectPerson } from '@tenure/domain/timesheets';
import { usePeopleSearch } from './projectsApi.ts';

interface PickerProps {
  label: string;
  /** People already chosen (their names are shown before any search). */
  known: readonly ProjectPerson[];
  error?: string;
  required?: boolean;
}

const optionOf = (p: ProjectPerson) => ({ value: p.employeeId, label: `${p.name} (${p.employeeNumber})` });

/** Known people plus the search results, once each, as select options. */
function usePeopleOptions(known: readonly ProjectPerson[]) {
  const [search, setSearch] = useState('');
  const [seen, setSeen] = useState<ProjectPerson[]>([...known]);
  const results = usePeopleSearch(search).data ?? [];
  const all = [...seen, ...results.filter((r) => !seen.some((s) => s.employeeId === r.employeeId))];
  const remember = (ids: string[]) => setSeen(all.filter((p) => ids.includes(p.employeeId) || seen.includes(p)));
  return { search, setSearch, data: all.map(optionOf), remember };
}

/** Several people, found by name or number (project managers, designated approvers). */
export function PeopleMultiPicker({ label, known, error, required, value, onChange }: PickerProps & { value: string[]; onChange(ids: string[]): void }) {
  const { t } = useTranslation();
  const people = usePeopleOptions(known);
  return (
    <MultiSelect
      label={label}
      withAsterisk={required}
      placeholder={t('projects.form.peoplePlaceholder')}
      searchable
      searchValue={people.search}
      onSearchChange={people.setSearch}
      nothingFoundMessage={people.search.trim().length >= 2 ? t('projects.form.nothingFound') : undefined}
      data={people.data}
      value={value}
      onChange={(ids) => {
        people.remember(ids);
        onChange(ids);
      }}
      filter={({ options }) => options}
      error={error}
    />
  );
}

/** One person, found by name or number (the employee to allocate). */
export function PersonPicker({ label, known, error, required, value, onChange }: PickerProps & { value: string | null; onChange(id: string | null, name: string | null): void }) {
  const { t } = useTranslation();
  const people = usePeopleOptions(known);
  return (
    <Select
      label={label}
      withAsterisk={required}
      placeholder={t('projects.form.peoplePlaceholder')}
      searchable
      searchValue={people.search}
      onSearchChange={people.setSearch}
      nothingFoundMessage={people.search.trim().length >= 2 ? t('projects.form.nothingFound') : undefined}
      data={people.data}
      value={value}
      onChange={(id, option) => {
        people.remember(id ? [id] : []);
        onChange(id, option?.label ?? null);
      }}
      filter={({ options }) => options}
      error={error}
      data-autofocus
    />
  );
}
