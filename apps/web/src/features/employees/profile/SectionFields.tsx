import { Checkbox, Fieldset, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EMPLOYMENT_TYPES } from '@tenure/domain/access';
import { SENSITIVE_FIELDS, isSensitiveSection, type EditableSectionKey } from '@tenure/domain/employees';
import type { Country } from '@tenure/domain/validation';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { useSessionStore } from '../../../lib/session/store.ts';
import { useBuildings } from '../../masters/buildingsApi.ts';
import { departmentsQuery } from '../../masters/departmentsApi.ts';
import { useLocations } from '../../masters/geographyApi.ts';
import { groupOf, leafOf, type FieldSpec } from './sectionFields.ts';
import { isRequiredField, type FormValues } from './sectionForm.ts';
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
    const inputs = (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        {fields
          .filter((f) => groupOf(f.path) === group)
          .map((field) => (
            <FieldInput key={field.path} section={section} country={country} field={field} form={form} path={`${prefix}${field.path}`} />
          ))}
      </SimpleGrid>
    );
    return group === null ? (
      <div key="fields">{inputs}</div>
    ) : (
      <Fieldset key={group} legend={labelOf(group)} variant="filled" mt="sm">
        {inputs}
      </Fieldset>
    );
  });
}

function FieldInput({ section, country, field, form, path }: { section: EditableSectionKey; country: Country; field: FieldSpec; form: UseFormReturnType<FormValues>; path: string }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const labelOf = useFieldLabel();
  const entityCode = useSessionStore((s) => s.entity?.legalEntityCode);
  const departments = useQuery({ ...departmentsQuery(entityCode), enabled: field.kind === 'department' && entityCode !== undefined });
  const locations = useLocations();
  const label = labelOf(leafOf(field.path));
  const props = form.getInputProps(path, field.kind === 'boolean' ? { type: 'checkbox' } : undefined);
  const error = typeof props.error === 'string' ? messageText(props.error) : undefined;
  const required = isRequiredField(section, country, field.path);
  const masked = isSensitiveSection(section) && (SENSITIVE_FIELDS[section] as readonly string[]).includes(field.path);
  const common = { ...props, label, error, withAsterisk: required, 'data-field': field.path };

  switch (field.kind) {
    case 'boolean':
      return <Checkbox {...props} label={label} error={error} mt="lg" />;
    case 'date':
      return <DateField {...common} clearable />;
    case 'number':
      return <TextInput {...common} inputMode="numeric" />;
    case 'department':
      return <NativeSelect {...common} data={[{ value: '', label: t('employees.profile.select') }, ...(departments.data ?? []).map((d) => ({ value: d.id, label: d.name }))]} />;
    case 'location':
      return <NativeSelect {...common} data={[{ value: '', label: t('employees.profile.select') }, ...(locations.data ?? []).map((l) => ({ value: l.id, label: l.name }))]} />;
    case 'building':
    case 'floor':
      return <PlacementSelect kind={field.kind} form={form} common={common} />;
    case 'employmentType':
      return <NativeSelect {...common} data={EMPLOYMENT_TYPES.map((type) => ({ value: type, label: type }))} />;
    case 'text':
      return <TextInput {...common} description={masked ? t('employees.profile.maskedHint') : undefined} autoComplete="off" />;
  }
}

/**
 * Building (of the chosen location, active ones) and floor (of the chosen building). Changing the
 * location or building clears what no longer belongs to it.
 */
function PlacementSelect({ kind, form, common }: { kind: 'building' | 'floor'; form: UseFormReturnType<FormValues>; common: Record<string, unknown> }) {
  const { t } = useTranslation();
  const locationId = typeof form.values.locationId === 'string' && form.values.locationId ? form.values.locationId : null;
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
