import type { EditableSectionKey } from '@tenure/domain/employees';

/** How a field is entered; the rules themselves come from the shared zod schema. */
export type FieldKind = 'text' | 'date' | 'number' | 'boolean' | 'department' | 'location' | 'building' | 'floor' | 'employmentType';

export interface FieldSpec {
  /** Path in the section (or in one entry of a list section); a dot nests it (`currentAddress.city`). */
  path: string;
  kind: FieldKind;
}

const text = (...paths: string[]): FieldSpec[] => paths.map((path) => ({ path, kind: 'text' }));
const date = (path: string): FieldSpec => ({ path, kind: 'date' });
const address = (prefix: string) => text('line1', 'line2', 'city', 'state', 'postalCode', 'country').map((f) => ({ ...f, path: `${prefix}.${f.path}` }));

/**
 * The fields of each editable section (of one entry, for list sections), in the order a form
 * shows them. Names match `sectionInputSchema` of @tenure/domain/employees.
 */
export const SECTION_FIELDS: Record<EditableSectionKey, readonly FieldSpec[]> = {
  personal: [...text('firstName', 'middleName', 'lastName', 'fullName', 'gender'), date('dateOfBirth'), ...text('bloodGroup', 'maritalStatus', 'nationality', 'nationalId')],
  contact: [...text('personalEmail', 'mobilePhone', 'alternatePhone'), ...address('currentAddress'), ...address('permanentAddress')],
  passport: [...text('passportNumber', 'issuingCountry', 'placeOfIssue'), date('issueDate'), date('expiryDate')],
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
  visa: [...text('country', 'visaType', 'visaNumber'), date('issueDate'), date('expiryDate')],
  education: [...text('qualification', 'institution', 'fieldOfStudy'), { path: 'startYear', kind: 'number' }, { path: 'endYear', kind: 'number' }, ...text('grade')],
  employmentHistory: [...text('designation', 'departmentName', 'legalEntityCode'), date('startDate'), date('endDate')],
  workStatus: [...text('citizenshipStatus', 'workPermitType'), date('workPermitExpiry')],
  family: [...text('name', 'relationship'), date('dateOfBirth'), ...text('phone'), { path: 'isDependent', kind: 'boolean' }],
  emergencyContacts: text('name', 'relationship', 'phone', 'email'),
  nativeDetails: text('hometown', 'state', 'country', 'motherTongue'),
  bankDetails: text('bankName', 'accountHolderName', 'accountNumber', 'branchCode', 'swiftCode'),
  hiringDetails: [...text('source', 'subSource', 'recruiter'), date('offerDate')],
};

/** Work details are read with names instead of ids, and with what HR sets elsewhere (manager, status). */
export const WORK_DETAILS_VIEW_FIELDS: readonly FieldSpec[] = [
  ...text('jobTitle', 'designation', 'grade', 'departmentName', 'locationName', 'buildingName', 'floorName', 'employmentType'),
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
