import { useState, type ChangeEvent } from 'react';
import { useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { EMPLOYEE_SEARCH_DEBOUNCE_MS, EMPLOYEE_SEARCH_MIN_CHARS } from '@tenure/domain/employees';
import { useEmployeeSearchQuery } from '../../lib/employees/searchApi.ts';

export type EmployeeSearch = ReturnType<typeof useEmployeeSearch>;

/**
 * A search box for people with the SPEC §5 rules: 3+ characters, asked 300 ms after the last keystroke,
 * results shown only while both the typed and the asked text are long enough.
 */
export function useEmployeeSearch() {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, EMPLOYEE_SEARCH_DEBOUNCE_MS);
  const query = useEmployeeSearchQuery(debounced);
  const active =
    text.trim().length >= EMPLOYEE_SEARCH_MIN_CHARS && debounced.trim().length >= EMPLOYEE_SEARCH_MIN_CHARS;
  const results = active ? (query.data ?? []) : [];

  /** The text input's value and events: typing or focus opens the dropdown, leaving closes it. */
  const inputProps = {
    value: text,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setText(event.currentTarget.value);
      combobox.openDropdown();
      combobox.updateSelectedOptionIndex();
    },
    onFocus: () => combobox.openDropdown(),
    onBlur: () => combobox.closeDropdown(),
  };

  /** After a choice: the box empties and the dropdown closes. */
  const clear = () => {
    setText('');
    combobox.closeDropdown();
  };

  return { combobox, inputProps, query, active, results, clear };
}
