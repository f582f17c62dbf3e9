import { Button, Combobox, Fieldset, Group, Loader, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CONTRACTOR_EMPLOYMENT_TYPES, EMPLOYMENT_TYPES, isContractor } from '@tenure/domain/access';
import { EMPLOYEE_NUMBER_PATTERN, type OnboardingOptionsView } from '@tenure/domain/onboarding';
import { DateField } from '../../components/DateField.tsx';
import { useMessageText } from '../../lib/i18n/useMessage.ts';
import { EmployeeSearchDropdown } from '../../components/employees/EmployeeSearchDropdown.tsx';
import { useEmployeeSearch } from '../../components/employees/useEmployeeSearch.ts';
import { useEmployeeNumberCheck, type OnboardingKind } from './api.ts';
import type { OnboardingFormValues } from './onboardingForm.ts';

interface JobStepProps {
  form: UseFormReturnType<OnboardingFormValues>;
  options: OnboardingOptionsView;
  kind: OnboardingKind;
  flags: { autoEmployeeNumberGeneration: boolean; gradeAndLevelInOnboarding: boolean };
}

/** Where and how the person works; the contract for consultants and contractors. */
export function JobStep({ form, options, kind, flags }: JobStepProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const job = form.values.job;
  const input = (field: keyof OnboardingFormValues['job'], label: string, required = false) => {
    const props = form.getInputProps(`job.${field}`);
    return {
      ...props,
      error: typeof props.error === 'string' ? messageText(props.error) : undefined,
      label,
      withAsterisk: required,
      'data-field': field,
    };
  };
  const select = (values: { value: string; label: string }[]) => [
    { value: '', label: t('onboarding.select') },
    ...values,
  ];
  const names = (list: string[]) => list.map((name) => ({ value: name, label: name }));
  const buildings = options.buildings.filter((b) => b.locationId === job.locationId);
  const floors = buildings.find((b) => b.id === job.buildingId)?.floors ?? [];
  const types = kind === 'consultant' ? CONTRACTOR_EMPLOYMENT_TYPES : EMPLOYMENT_TYPES;
  const contractor = isContractor(job.employmentType);

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        {flags.autoEmployeeNumberGeneration ? (
          <TextInput
            label={t('onboarding.fields.employeeNumber')}
            value={t('onboarding.numberGenerated')}
            readOnly
            disabled
            data-field="employeeNumber"
          />
        ) : (
          <EmployeeNumberInput
            form={form}
            props={input('employeeNumber', t('onboarding.fields.employeeNumber'), true)}
          />
        )}
        <TextInput {...input('workEmail', t('onboarding.fields.workEmail'), true)} type="email" autoComplete="off" />
        <NativeSelect
          {...input('departmentId', t('onboarding.fields.departmentId'), true)}
          data={select(options.departments.map((d) => ({ value: d.id, label: d.name })))}
        />
        <NativeSelect
          {...input('locationId', t('onboarding.fields.locationId'), true)}
          data={select(options.locations.map((l) => ({ value: l.id, label: l.name })))}
          onChange={(event) => {
            form.setFieldValue('job.locationId', event.currentTarget.value);
            form.setFieldValue('job.buildingId', '');
            form.setFieldValue('job.floorId', '');
          }}
        />
        <NativeSelect
          {...input('buildingId', t('onboarding.fields.buildingId'))}
          data={select(buildings.map((b) => ({ value: b.id, label: b.name })))}
          disabled={buildings.length === 0}
          onChange={(event) => {
            form.setFieldValue('job.buildingId', event.currentTarget.value);
            form.setFieldValue('job.floorId', '');
          }}
        />
        <NativeSelect
          {...input('floorId', t('onboarding.fields.floorId'))}
          data={select(floors.map((f) => ({ value: f.id, label: f.name })))}
          disabled={floors.length === 0}
        />
        <NativeSelect
          {...input('designation', t('onboarding.fields.designation'), true)}
          data={select(names(options.designations))}
        />
        <NativeSelect {...input('jobTitle', t('onboarding.fields.jobTitle'))} data={select(names(options.jobTitles))} />
        {flags.gradeAndLevelInOnboarding && (
          <>
            <NativeSelect {...input('grade', t('onboarding.fields.grade'))} data={select(names(options.grades))} />
            <NativeSelect {...input('level', t('onboarding.fields.level'))} data={select(names(options.levels))} />
          </>
        )}
        <NativeSelect
          {...input('employmentType', t('onboarding.fields.employmentType'), true)}
          data={select(types.map((type) => ({ value: type, label: type })))}
        />
        <DateField
          {...input('dateOfJoining', t('onboarding.fields.dateOfJoining'), true)}
          onChange={(value) => form.setFieldValue('job.dateOfJoining', value)}
        />
      </SimpleGrid>
      <ManagerPicker form={form} />
      {contractor && (
        <Fieldset legend={t('onboarding.contract.legend')} variant="filled" mt="sm" data-testid="contract-fields">
          <ContractFields form={form} options={options} />
        </Fieldset>
      )}
    </>
  );
}

/** Typed numbers are checked while typing (debounced), and again when saving. */
function EmployeeNumberInput({
  form,
  props,
}: {
  form: UseFormReturnType<OnboardingFormValues>;
  props: Record<string, unknown>;
}) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const [settled] = useDebouncedValue(form.values.job.employeeNumber.trim(), 400);
  const check = useEmployeeNumberCheck(settled, EMPLOYEE_NUMBER_PATTERN.test(settled));
  const live = check.data && !check.data.available && check.data.message ? messageText(check.data.message) : undefined;
  return (
    <TextInput
      {...props}
      error={(props.error as string | undefined) ?? live}
      description={
        check.isFetching
          ? t('onboarding.numberChecking')
          : check.data?.available
            ? t('onboarding.numberFree')
            : undefined
      }
      rightSection={check.isFetching ? <Loader size={14} /> : null}
      autoComplete="off"
    />
  );
}

function ManagerPicker({ form }: { form: UseFormReturnType<OnboardingFormValues> }) {
  const { t } = useTranslation();
  const search = useEmployeeSearch();
  const { managerName, managerEmployeeNumber } = form.values.job;
  const error = form.errors['job.managerEmployeeNumber'];
  const pick = (number: string) => {
    const person = search.results.find((r) => r.employeeNumber === number);
    form.setFieldValue('job.managerEmployeeNumber', number);
    form.setFieldValue('job.managerName', person?.displayName ?? number);
    search.clear();
  };
  return (
    <Group align="flex-end" mt="xs" gap="sm">
      <Combobox store={search.combobox} onOptionSubmit={pick}>
        <Combobox.Target>
          <TextInput
            label={t('onboarding.fields.manager')}
            placeholder={t('onboarding.fields.managerPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={search.query.isFetching ? <Loader size={14} /> : null}
            description={
              managerEmployeeNumber
                ? t('onboarding.fields.managerChosen', { name: `${managerName} (${managerEmployeeNumber})` })
                : undefined
            }
            error={typeof error === 'string' ? error : undefined}
            style={{ flex: 1, minWidth: 260 }}
            {...search.inputProps}
            data-field="manager"
          />
        </Combobox.Target>
        <EmployeeSearchDropdown
          search={search}
          label={t('onboarding.fields.manager')}
          failedText={t('onboarding.fields.managerSearchFailed')}
        />
      </Combobox>
      {managerEmployeeNumber && (
        <Button
          variant="subtle"
          onClick={() => {
            form.setFieldValue('job.managerEmployeeNumber', '');
            form.setFieldValue('job.managerName', '');
          }}
        >
          {t('onboarding.fields.clearManager')}
        </Button>
      )}
    </Group>
  );
}

function ContractFields({
  form,
  options,
}: {
  form: UseFormReturnType<OnboardingFormValues>;
  options: OnboardingOptionsView;
}) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const input = (field: keyof OnboardingFormValues['contract'], required = field !== 'vendorTypeId') => {
    const props = form.getInputProps(`contract.${field}`);
    const error = form.errors[`contract.${field}`] ?? (field === 'vendorName' ? form.errors.contract : undefined);
    return {
      ...props,
      error: typeof error === 'string' ? messageText(error) : undefined,
      label: t(`onboarding.contract.${field}`),
      withAsterisk: required,
      'data-field': `contract.${field}`,
    };
  };
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
      <TextInput {...input('vendorName')} />
      <NativeSelect
        {...input('vendorTypeId')}
        data={[
          { value: '', label: t('onboarding.select') },
          ...options.vendorTypes.map((v) => ({ value: v.id, label: v.name })),
        ]}
      />
      <DateField {...input('startDate')} onChange={(value) => form.setFieldValue('contract.startDate', value)} />
      <DateField {...input('endDate')} onChange={(value) => form.setFieldValue('contract.endDate', value)} />
      <TextInput {...input('billingRate')} inputMode="decimal" />
      <NativeSelect
        {...input('currencyId')}
        data={[
          { value: '', label: t('onboarding.select') },
          ...options.currencies.map((c) => ({ value: c, label: c })),
        ]}
      />
    </SimpleGrid>
  );
}
