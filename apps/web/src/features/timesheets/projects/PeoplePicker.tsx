import { useState } from 'react';
import { MultiSelect, Select, type OptionsFilter } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProjectPerson } from '@tenure/domain/timesheets';
import { usePeopleSearch } from './projectsApi.ts';

interface PickerProps {
  label: string;
  /** People already chosen (their names are shown before any search). */
  known: readonly ProjectPerson[];
  error?: string;
  required?: boolean;
  /** The v2 path that searches people (default the projects' one; pages with other keys have their own). */
  searchPath?: string;
}

/** The server has already filtered by the typed text. */
const serverFiltered: OptionsFilter = ({ options }) => options;

const optionOf = (p: ProjectPerson) => ({ value: p.employeeId, label: `${p.name} (${p.employeeNumber})` });

/** Known people plus the search results, once each, as select options. */
function usePeopleOptions(known: readonly ProjectPerson[], searchPath?: string) {
  const [search, setSearch] = useState('');
  const [seen, setSeen] = useState<ProjectPerson[]>([...known]);
  const results = usePeopleSearch(search, searchPath).data ?? [];
  const all = [...seen, ...results.filter((r) => !seen.some((s) => s.employeeId === r.employeeId))];
  const remember = (ids: string[]) => setSeen(all.filter((p) => ids.includes(p.employeeId) || seen.includes(p)));
  return { search, setSearch, data: all.map(optionOf), remember };
}

/** What both pickers pass to their Mantine select: label, search box, options and error. */
function usePickerProps({ label, known, error, required, searchPath }: PickerProps) {
  const { t } = useTranslation();
  const people = usePeopleOptions(known, searchPath);
  return {
    remember: people.remember,
    props: {
      label,
      withAsterisk: required,
      placeholder: t('projects.form.peoplePlaceholder'),
      searchable: true,
      searchValue: people.search,
      onSearchChange: people.setSearch,
      nothingFoundMessage: people.search.trim().length >= 2 ? t('projects.form.nothingFound') : undefined,
      data: people.data,
      filter: serverFiltered,
      error,
    },
  };
}

/** Several people, found by name or number (project managers, designated approvers). */
export function PeopleMultiPicker({
  value,
  onChange,
  ...picker
}: PickerProps & { value: string[]; onChange(ids: string[]): void }) {
  const { props, remember } = usePickerProps(picker);
  return (
    <MultiSelect
      {...props}
      value={value}
      onChange={(ids) => {
        remember(ids);
        onChange(ids);
      }}
    />
  );
}

/** One person, found by name or number (the employee to allocate). */
export function PersonPicker({
  value,
  onChange,
  ...picker
}: PickerProps & { value: string | null; onChange(id: string | null, name: string | null): void }) {
  const { props, remember } = usePickerProps(picker);
  return (
    <Select
      {...props}
      value={value}
      onChange={(id, option) => {
        remember(id ? [id] : []);
        onChange(id, option?.label ?? null);
      }}
      data-autofocus
    />
  );
}
