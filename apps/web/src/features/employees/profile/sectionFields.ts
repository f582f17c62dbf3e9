import type { EditableSectionKey } from '@tenure/domain/employees';
import { BLOOD_GROUPS, COUNTRY_NAMES, GENDERS, MARITAL_STATUSES, NATIONALITIES } from '@tenure/domain/validation';

/** How a field is entered; the rules themselves come from the shared zod schema. */
export type FieldKind =
  | 'text'
  | 'date'
  | 'number'
  | 'boolean'
  | 'department'
  | 'location'
  | 'building'
  | 'floor'
  | 'employmentType'
  | 'choice';

/** The shared lists a 'choice' field offers (the schema accepts only their values). */
export const CHOICE_LISTS = {
  gender: GENDERS,
  bloodGroup: BLOOD_GROUPS,
  maritalStatus: MARITAL_STATUSES,
  nationality: NATIONALITIES,
  country: COUNTRY_NAMES,
} as const;
export type ChoiceList = keyof typeof CHOICE_LISTS;

export interface FieldSpec {
  /** Path in the section (or in one entry of a list section); a dot nests it (`currentAddress.city`). */
  path: string;
  kind: FieldKind;
  /** The list of a 'choice' field. */
  list?: ChoiceList;
}

const text = (...paths: string[]): FieldSpec[] => paths.map((path) => ({ path, kind: 'text' }));
const date = (path: string): FieldSpec => ({ path, kind: 'date' });
const choice = (path: string, list: ChoiceList = path as ChoiceList): FieldSpec => ({ path, kind: 'choice', list });
/** City and state stay free text (no list covers every country's); the country comes from the ISO list. */
const address = (prefix: string) =>
  [...text('line1', 'line2', 'city', 'state', 'postalCode'), choice('country')].map((f) => ({
    ...f,
    path: `${prefix}.${f.path}`,
  }));

/**
 * The fields of each editable section (of one entry, for list sections), in the order a form
 * shows them. Names match `sectionInputSchema` of @tenure/domain/employees.
 */
export const SECTION_FIELDS: Record<EditableSectionKey, readonly FieldSpec[]> = {
  personal: [
    ...text('firstName', 'middleName', 'lastName', 'fullName'),
    choice('gender'),
    date('dateOfBirth'),
    choice('bloodGroup'),
    choice('maritalStatus'),
    choice('nationality'),
    ...text('nationalId'),
  ],
  contact: [
    ...text('personalEmail', 'mobilePhone', 'alternatePhone'),
    ...address('currentAddress'),
    ...address('permanentAddress'),
  ],
  passport: [
    ...text('passportNumber'),
    choice('issuingCountry', 'country'),
    ...text('placeOfIssue'),
    date('issueDate'),
    date('expiryDate'),
  ],
  drivingLicence: [...text('licenceNumber', 'issuingAuthority'), date('expiryDate')],
  workDetails: [
    ...text('jobTitle', 'designation', 'grade'),
    { path: 'departmentId', kind: 'department' },
    { path: 'locationId', kind: 'location' },
    { path: 'buildingId', kind: 'building' },
    { path: 'floorId', kind: 'floor' },
    { path: 'employmentType', kind: 'employmentType' },
    date('dateOfJoining'),
    ...text('workEmail'),
  ],
  tax: text('taxIdentificationNumber', 'taxRegime'),
  workExperience: [...text('employerName', 'jobTitle', 'location'), date('startDate'), date('endDate')],
  visa: [choice('country'), ...text('visaType', 'visaNumber'), date('issueDate'), date('expiryDate')],
  education: [
    ...text('qualification', 'institution', 'fieldOfStudy'),
    { path: 'startYear', kind: 'number' },
    { path: 'endYear', kind: 'number' },
    ...text('grade'),
  ],
  employmentHistory: [...text('designation', 'departmentName', 'legalEntityCode'), date('startDate'), date('endDate')],
  workStatus: [...text('citizenshipStatus', 'workPermitType'), date('workPermitExpiry')],
  family: [
    ...text('name', 'relationship'),
    date('dateOfBirth'),
    ...text('phone'),
    { path: 'isDependent', kind: 'boolean' },
  ],
  emergencyContacts: text('name', 'relationship', 'phone', 'email'),
  nativeDetails: [...text('hometown', 'state'), choice('country'), ...text('motherTongue')],
  bankDetails: text('bankName', 'accountHolderName', 'accountNumber', 'branchCode', 'swiftCode'),
  hiringDetails: [...text('source', 'subSource', 'recruiter'), date('offerDate')],
};

/** Work details are read with names instead of ids, and with what HR sets elsewhere (manager, status). */
export const WORK_DETAILS_VIEW_FIELDS: readonly FieldSpec[] = [
  ...text(
    'jobTitle',
    'designation',
    'grade',
    'departmentName',
    'locationName',
    'buildingName',
    'floorName',
    'employmentType',
  ),
  date('dateOfJoining'),
  ...text('workEmail', 'legalEntityName', 'reportingManager', 'status'),
];

/** The group a nested field belongs to (`currentAddress`), or null for a top-level field. */
export function groupOf(path: string): string | null {
  const dot = path.indexOf('.');
  return dot === -1 ? null : path.slice(0, dot);
}

export function leafOf(path: string): string {
  return path.slice(path.lastIndexOf('.') + 1);
}
