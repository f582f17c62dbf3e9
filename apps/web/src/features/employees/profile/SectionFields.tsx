import { useEffect, useState, type ReactNode } from 'react';
import { Checkbox, Fieldset, NativeSelect, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EMPLOYMENT_TYPES } from '@tenure/domain/access';
import { SENSITIVE_FIELDS, isSensitiveSection, type EditableSectionKey } from '@tenure/domain/employees';
import { GENDERS, MARITAL_STATUSES, MASK_CHARACTER, type Country } from '@tenure/domain/validation';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { useSessionStore } from '../../../lib/session/store.ts';
import { useBuildings } from '../../../lib/masters/buildingsApi.ts';
import { departmentsQuery } from '../../../lib/masters/departmentsApi.ts';
import { useLocations } from '../../../lib/masters/geographyApi.ts';
import { CHOICE_LISTS, groupOf, leafOf, type ChoiceList, type FieldSpec } from './sectionFields.ts';
import { isRequiredField, valueAt, type FormValues } from './sectionForm.ts';
import { useFieldLabel } from './useFieldLabel.ts';
import { DateField } from '../../../components/DateField.tsx';

interface SectionFieldsProps {
  section: EditableSectionKey;
  country: Country;
  fields: readonly FieldSpec[];
  form: UseFormReturnType<FormValues>;
  /** `entries.2.` for one entry of a list section, '' for a single section. */
  prefix: string;
}

/** The inputs of one section (or one list entry); nested fields (addresses) get a fieldset each. */
export function SectionFields({ section, country, fields, form, prefix }: SectionFieldsProps) {
  const labelOf = useFieldLabel();
  const groups = [...new Set(fields.map((f) => groupOf(f.path)))];
  return groups.map((group) => {
    const inputs = (disabled: boolean) => (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        {fields
          .filter((f) => groupOf(f.path) === group)
          .map((field) => (
            <FieldInput
              key={field.path}
              section={section}
              country={country}
              field={field}
              form={form}
              path={`${prefix}${field.path}`}
              disabled={disabled}
            />
          ))}
      </SimpleGrid>
    );
    if (group === null) return <div key="fields">{inputs(false)}</div>;
    return (
      <Fieldset key={group} legend={labelOf(group)} variant="filled" mt="sm">
        {group === 'permanentAddress' && groups.includes('currentAddress') ? (
          <CopiedAddress form={form} from={`${prefix}currentAddress`} to={`${prefix}${group}`}>
            {inputs}
          </CopiedAddress>
        ) : (
          inputs(false)
        )}
      </Fieldset>
    );
  });
}

const sameAddress = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const isFilled = (address: unknown) =>
  typeof address === 'object' &&
  address !== null &&
  Object.values(address).some((v) => typeof v === 'string' && v.trim() !== '');

/**
 * "Same as current address": while it is ticked the permanent address is a copy of the current
 * one, kept in step as the current one is typed, and its inputs are read-only. It starts ticked
 * when the two already match.
 */
function CopiedAddress({
  form,
  from,
  to,
  children,
}: {
  form: UseFormReturnType<FormValues>;
  from: string;
  to: string;
  children: (disabled: boolean) => ReactNode;
}) {
  const { t } = useTranslation();
  const current = valueAt(form.values, from);
  const [same, setSame] = useState(() => isFilled(current) && sameAddress(current, valueAt(form.values, to)));
  const currentText = JSON.stringify(current);
  useEffect(() => {
    if (same && !sameAddress(current, valueAt(form.values, to))) form.setFieldValue(to, structuredClone(current));
    // Follows the current address's content, not the identity of the form's objects.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [same, currentText]);
  return (
    <Stack gap="xs">
      <Checkbox
        label={t('employees.profile.sameAsCurrentAddress')}
        checked={same}
        onChange={(event) => setSame(event.currentTarget.checked)}
        data-testid="same-as-current-address"
      />
      {children(same)}
    </Stack>
  );
}

/** The label of a listed value: genders and marital statuses are translated, the other lists are names. */
function useChoiceLabel() {
  const { t } = useTranslation();
  return (list: ChoiceList, value: string): string => {
    if (list === 'gender' && (GENDERS as readonly string[]).includes(value))
      return t(`employees.profile.choices.gender.${value as (typeof GENDERS)[number]}`);
    if (list === 'maritalStatus' && (MARITAL_STATUSES as readonly string[]).includes(value))
      return t(`employees.profile.choices.maritalStatus.${value as (typeof MARITAL_STATUSES)[number]}`);
    return value;
  };
}

/** Lists this long filter as one types; the short ones are plain selects. */
const SEARCHABLE_FROM = 50;

function ChoiceInput({
  list,
  common,
  value,
}: {
  list: ChoiceList;
  common: Record<string, unknown> & { onChange: (value: unknown) => void };
  value: string;
}) {
  const { t } = useTranslation();
  const labelOf = useChoiceLabel();
  const values: readonly string[] = CHOICE_LISTS[list];
  // A value stored before the lists existed stays visible, so the person sees what to replace.
  const data = [...(value && !values.includes(value) ? [value] : []), ...values].map((v) => ({
    value: v,
    label: labelOf(list, v),
  }));
  if (values.length < SEARCHABLE_FROM)
    return <NativeSelect {...common} data={[{ value: '', label: t('employees.profile.select') }, ...data]} />;
  return (
    <Select
      {...common}
      value={value || null}
      onChange={(chosen) => common.onChange(chosen ?? '')}
      data={data}
      searchable
      clearable
      placeholder={t('employees.profile.searchList')}
      nothingFoundMessage={t('employees.profile.noMatch')}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

function FieldInput({
  section,
  country,
  field,
  form,
  path,
  disabled,
}: {
  section: EditableSectionKey;
  country: Country;
  field: FieldSpec;
  form: UseFormReturnType<FormValues>;
  path: string;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const labelOf = useFieldLabel();
  const entityCode = useSessionStore((s) => s.entity?.legalEntityCode);
  const departments = useQuery({
    ...departmentsQuery(entityCode),
    enabled: field.kind === 'department' && entityCode !== undefined,
  });
  const locations = useLocations();
  const label = labelOf(leafOf(field.path));
  const props = form.getInputProps(path, field.kind === 'boolean' ? { type: 'checkbox' } : undefined);
  const error = typeof props.error === 'string' ? messageText(props.error) : undefined;
  const required = isRequiredField(section, country, field.path);
  const value = valueAt(form.values, path);
  // The hint is for a stored value shown masked: a new person's (or a cleared) field has none to keep.
  const masked =
    isSensitiveSection(section) &&
    (SENSITIVE_FIELDS[section] as readonly string[]).includes(field.path) &&
    typeof value === 'string' &&
    value.startsWith(MASK_CHARACTER);
  const common = { ...props, label, error, withAsterisk: required, disabled, 'data-field': field.path };

  switch (field.kind) {
    case 'boolean':
      return <Checkbox {...props} label={label} error={error} mt="lg" />;
    case 'date':
      return <DateField {...common} clearable />;
    case 'number':
      return <TextInput {...common} inputMode="numeric" />;
    case 'department':
      return (
        <NativeSelect
          {...common}
          data={[
            { value: '', label: t('employees.profile.select') },
            ...(departments.data ?? []).map((d) => ({ value: d.id, label: d.name })),
          ]}
        />
      );
    case 'location':
      return (
        <NativeSelect
          {...common}
          data={[
            { value: '', label: t('employees.profile.select') },
            ...(locations.data ?? []).map((l) => ({ value: l.id, label: l.name })),
          ]}
        />
      );
    case 'building':
    case 'floor':
      return <PlacementSelect kind={field.kind} form={form} common={common} />;
    case 'employmentType':
      return <NativeSelect {...common} data={EMPLOYMENT_TYPES.map((type) => ({ value: type, label: type }))} />;
    case 'choice':
      return <ChoiceInput list={field.list!} common={common} value={typeof value === 'string' ? value : ''} />;
    case 'text':
      return (
        <TextInput
          {...common}
          description={masked ? t('employees.profile.maskedHint') : undefined}
          autoComplete="off"
        />
      );
  }
}

/**
 * Building (of the chosen location, active ones) and floor (of the chosen building). Changing the
 * location or building clears what no longer belongs to it.
 */
function PlacementSelect({
  kind,
  form,
  common,
}: {
  kind: 'building' | 'floor';
  form: UseFormReturnType<FormValues>;
  common: Record<string, unknown>;
}) {
  const { t } = useTranslation();
  const locationId =
    typeof form.values.locationId === 'string' && form.values.locationId ? form.values.locationId : null;
  const buildingId = typeof form.values.buildingId === 'string' ? form.values.buildingId : '';
  const buildings = useBuildings(locationId, true);
  const choices = locationId ? (buildings.data ?? []) : [];
  const options =
    kind === 'building'
      ? choices.map((b) => ({ value: b.id, label: b.name }))
      : (choices.find((b) => b.id === buildingId)?.floors ?? []).map((f) => ({ value: f.id, label: f.name }));
  return (
    <NativeSelect
      {...common}
      data={[{ value: '', label: t('employees.profile.select') }, ...options]}
      disabled={kind === 'building' ? !locationId : !buildingId}
      onChange={(event) => {
        form.setFieldValue(`${kind}Id`, event.currentTarget.value);
        if (kind === 'building') form.setFieldValue('floorId', '');
      }}
    />
  );
}
