import { Combobox, Loader, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EmployeeSearchResult } from '@tenure/domain/employees';
import { EmployeeSearchDropdown } from './EmployeeSearchDropdown.tsx';
import { useEmployeeSearch } from './useEmployeeSearch.ts';

/** Finds a person for the people chart with the §5 search rules (3+ characters, 300 ms debounce). */
export function PersonPicker({ onPick }: { onPick(person: EmployeeSearchResult): void }) {
  const { t } = useTranslation();
  const search = useEmployeeSearch();

  const pick = (employeeNumber: string) => {
    const person = search.results.find((r) => r.employeeNumber === employeeNumber);
    if (person) onPick(person);
    search.clear();
  };

  return (
    <Combobox store={search.combobox} onOptionSubmit={pick}>
      <Combobox.Target>
        <TextInput
          w={{ base: '100%', sm: 340 }}
          label={t('org.people.searchLabel')}
          placeholder={t('org.people.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={search.query.isFetching ? <Loader size={14} /> : null}
          {...search.inputProps}
          data-testid="people-chart-search"
        />
      </Combobox.Target>
      <EmployeeSearchDropdown
        search={search}
        label={t('org.people.searchLabel')}
        failedText={t('org.common.loadFailed')}
      />
    </Combobox>
  );
}
