import { useState } from 'react';
import { Combobox, Loader, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { clientManagerInput, type ClientManagerInput, type ClientManagerView } from '@tenure/domain/org';
import { EmployeeSearchDropdown } from '../../../components/employees/EmployeeSearchDropdown.tsx';
import { useEmployeeSearch } from '../../../components/employees/useEmployeeSearch.ts';
import { useSaveClientManager } from '../../../lib/masters/billingEntitiesApi.ts';
import { FormModal } from '../../../components/forms/FormModal.tsx';
import { useEntityForm } from '../../../components/forms/useEntityForm.ts';

/** A client manager: an employee found by name or number (SPEC §5 search rules), with notes. */
export function ClientManagerForm({ manager, onClose }: { manager: ClientManagerView | null; onClose(): void }) {
  const { t } = useTranslation();
  const save = useSaveClientManager();
  const search = useEmployeeSearch();
  const [chosen, setChosen] = useState(manager ? `${manager.displayName} (${manager.employeeNumber})` : null);
  const { form, submit, saving, errorOf } = useEntityForm({
    initialValues: {
      employeeNumber: manager?.employeeNumber ?? '',
      description: manager?.description ?? '',
      isActive: manager?.isActive ?? true,
    },
    schema: clientManagerInput,
    toInput: (v): ClientManagerInput => v,
    save: (input) => save.mutateAsync({ id: manager?.id ?? null, input }),
    nameOf: (input) => chosen ?? input.employeeNumber,
    onSaved: onClose,
  });

  const pick = (employeeNumber: string) => {
    const person = search.results.find((r) => r.employeeNumber === employeeNumber);
    if (person) {
      form.setFieldValue('employeeNumber', person.employeeNumber);
      setChosen(`${person.displayName} (${person.employeeNumber})`);
    }
    search.clear();
  };

  return (
    <FormModal
      title={t(manager ? 'org.clientManagers.edit' : 'org.clientManagers.add')}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
    >
      <Combobox store={search.combobox} onOptionSubmit={pick}>
        <Combobox.Target>
          <TextInput
            label={t('org.clientManagers.employee')}
            withAsterisk
            data-autofocus
            placeholder={t('org.people.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={search.query.isFetching ? <Loader size={14} /> : null}
            {...search.inputProps}
            error={errorOf('employeeNumber')}
          />
        </Combobox.Target>
        <EmployeeSearchDropdown
          search={search}
          label={t('org.clientManagers.employee')}
          failedText={t('org.common.loadFailed')}
        />
      </Combobox>
      {chosen && (
        <Text size="sm" data-testid="chosen-employee">
          {chosen}
        </Text>
      )}
      <Textarea
        label={t('org.clientManagers.notes')}
        autosize
        minRows={2}
        {...form.getInputProps('description')}
        error={errorOf('description')}
      />
      <Switch label={t('org.common.active')} {...form.getInputProps('isActive', { type: 'checkbox' })} />
    </FormModal>
  );
}
