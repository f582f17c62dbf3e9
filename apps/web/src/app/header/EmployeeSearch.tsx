import { useEffect } from 'react';
import { Combobox, Loader, TextInput, useMatches } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isContractor } from '@tenure/domain/access';
import { EmployeeSearchDropdown } from '../../components/employees/EmployeeSearchDropdown.tsx';
import { useEmployeeSearch } from '../../components/employees/useEmployeeSearch.ts';
import { useMessageText } from '../../lib/i18n/useMessage.ts';
import { useSessionStore } from '../../lib/session/store.ts';
import { showToast } from '../../lib/toast.ts';

/** Header search (SPEC §5/§6): 3+ characters, 300 ms debounce; a choice opens the employee's profile. */
export function EmployeeSearch() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const employmentType = useSessionStore((s) => s.user?.employmentType);
  const search = useEmployeeSearch();
  const { error } = search.query;
  // A phone's header leaves the box room for one word; the field's name stays in its label.
  const placeholder = useMatches({
    base: t('header.searchShortPlaceholder'),
    sm: t(isContractor(employmentType) ? 'header.searchConsultantPlaceholder' : 'header.searchPlaceholder'),
  });

  useEffect(() => {
    if (error) showToast('error', messageText(error.message));
  }, [error, messageText]);

  const open = (employeeNumber: string) => {
    void navigate('/employee-profile', { state: { empNumber: employeeNumber, isSelf: false } });
    search.clear();
  };

  return (
    <Combobox store={search.combobox} onOptionSubmit={open} width={340} position="bottom-start">
      <Combobox.Target>
        <TextInput
          w={{ base: '100%', sm: 300 }}
          maw={340}
          style={{ flex: 1 }}
          aria-label={t('header.search')}
          placeholder={placeholder}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            search.query.isFetching ? <Loader size={14} role="status" aria-label={t('header.searching')} /> : null
          }
          {...search.inputProps}
          data-testid="employee-search"
        />
      </Combobox.Target>
      <EmployeeSearchDropdown search={search} label={t('header.search')} />
    </Combobox>
  );
}
