import { Combobox, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EmployeeSearch } from './useEmployeeSearch.ts';

interface EmployeeSearchDropdownProps {
  search: EmployeeSearch;
  label: string;
  /** Shown when the search failed; without it a failure reads as no results. */
  failedText?: string;
}

/** The people found, each with designation and department; the option's value is the employee number. */
export function EmployeeSearchDropdown({
  search: { active, query, results },
  label,
  failedText,
}: EmployeeSearchDropdownProps) {
  const { t } = useTranslation();
  return (
    <Combobox.Dropdown hidden={!active || query.isPending}>
      <Combobox.Options aria-label={label}>
        {failedText && query.isError ? (
          <Combobox.Empty>{failedText}</Combobox.Empty>
        ) : results.length === 0 ? (
          <Combobox.Empty>{t('messages.noResults')}</Combobox.Empty>
        ) : (
          results.map((employee) => (
            <Combobox.Option value={employee.employeeNumber} key={employee.employeeNumber}>
              <Stack gap={0}>
                <Text size="sm" fw={600}>
                  {employee.displayName}
                </Text>
                <Text size="xs" c="dimmed">
                  {[employee.designation, employee.departmentName].filter(Boolean).join(' · ')}
                </Text>
              </Stack>
            </Combobox.Option>
          ))
        )}
      </Combobox.Options>
    </Combobox.Dropdown>
  );
}
