import { maskSensitive } from '@tenure/domain/validation';
import {
  SENSITIVE_FIELDS,
  SENSITIVE_VISIBLE_CHARS,
  isSensitiveSection,
  type EditableSectionKey,
} from '@tenure/domain/employees';

/**
 * Which section fields are employee columns rather than part of the stored section document:
 * names, gender and date of birth are searched, sorted and celebrated, so they live on `employees`.
 * Work details are columns entirely and have no document.
 */
export const PERSONAL_COLUMN_FIELDS = [
  'firstName',
  'middleName',
  'lastName',
  'fullName',
  'gender',
  'dateOfBirth',
] as const;

type SectionData = Record<string, unknown>;

/** The part of a validated section that is stored in employee_profile_sections. */
export function storedPart(section: EditableSectionKey, data: object): SectionData {
  const copy: SectionData = { ...data };
  if (section === 'personal') for (const field of PERSONAL_COLUMN_FIELDS) delete copy[field];
  return copy;
}

const sensitiveFieldsOf = (section: string): readonly string[] =>
  isSensitiveSection(section) ? SENSITIVE_FIELDS[section] : [];

/** Masks a section's sensitive values except their last characters. */
export function maskSection<T extends SectionData>(section: string, data: T): T {
  const copy: SectionData = { ...data };
  for (const field of sensitiveFieldsOf(section)) {
    const value = copy[field];
    if (typeof value === 'string') copy[field] = maskSensitive(value, SENSITIVE_VISIBLE_CHARS);
  }
  return copy as T;
}

/**
 * A form sends back the masked value it was shown when the user did not change it; that means
 * "keep the stored value", never "store the asterisks".
 */
export function restoreUnchangedSensitive(
  section: string,
  incoming: SectionData,
  stored: SectionData | null,
): SectionData {
  const copy: SectionData = { ...incoming };
  for (const field of sensitiveFieldsOf(section)) {
    const before = stored?.[field];
    if (typeof before === 'string' && copy[field] === maskSensitive(before, SENSITIVE_VISIBLE_CHARS))
      copy[field] = before;
  }
  return copy;
}

export function sensitiveValues(section: string, stored: SectionData | null): Record<string, string | null> {
  return Object.fromEntries(
    sensitiveFieldsOf(section).map((f) => [f, typeof stored?.[f] === 'string' ? (stored[f] as string) : null]),
  );
}
