/**
 * The profile sections of SPEC §3. A section is viewed and edited as a whole.
 * `audience` decides who reads it: 'work' sections are also shown to the employee's managers
 * (direct and indirect), 'private' ones only to the employee and HR.
 * `kind` 'list' sections hold many entries (education, family, ...); 'derived' sections are
 * computed from other data and are not edited through the profile.
 */
export const PROFILE_SECTIONS = {
  personal: { label: 'Personal', kind: 'single', audience: 'private' },
  contact: { label: 'Contact', kind: 'single', audience: 'private' },
  passport: { label: 'Passport', kind: 'single', audience: 'private' },
  drivingLicence: { label: 'Driving Licence', kind: 'single', audience: 'private' },
  workDetails: { label: 'Work Details', kind: 'single', audience: 'work' },
  tax: { label: 'Tax', kind: 'single', audience: 'private' },
  workExperience: { label: 'Work Experience', kind: 'list', audience: 'private' },
  visa: { label: 'Visa', kind: 'list', audience: 'private' },
  education: { label: 'Education', kind: 'list', audience: 'private' },
  employmentHistory: { label: 'Employment', kind: 'list', audience: 'work' },
  workStatus: { label: 'Work Status', kind: 'single', audience: 'work' },
  family: { label: 'Family', kind: 'list', audience: 'private' },
  emergencyContacts: { label: 'Emergency Contacts', kind: 'list', audience: 'private' },
  nativeDetails: { label: 'Native Details', kind: 'single', audience: 'private' },
  bankDetails: { label: 'Bank Details', kind: 'single', audience: 'private' },
  hiringDetails: { label: 'Hiring Details', kind: 'single', audience: 'work' },
  documents: { label: 'Documents', kind: 'derived', audience: 'private' },
  policies: { label: 'Policies', kind: 'derived', audience: 'work' },
  organisationComponents: { label: 'Organisation Components', kind: 'derived', audience: 'work' },
} as const satisfies Record<
  string,
  { label: string; kind: 'single' | 'list' | 'derived'; audience: 'work' | 'private' }
>;

export type ProfileSectionKey = keyof typeof PROFILE_SECTIONS;
export const PROFILE_SECTION_KEYS = Object.keys(PROFILE_SECTIONS) as ProfileSectionKey[];

type SectionOfKind<K> = {
  [S in ProfileSectionKey]: (typeof PROFILE_SECTIONS)[S]['kind'] extends K ? S : never;
}[ProfileSectionKey];
/** Sections edited with PUT .../profile/{section}. */
export type EditableSectionKey = SectionOfKind<'single' | 'list'>;
export type ListSectionKey = SectionOfKind<'list'>;
export const EDITABLE_SECTION_KEYS = PROFILE_SECTION_KEYS.filter(
  (s) => PROFILE_SECTIONS[s].kind !== 'derived',
) as EditableSectionKey[];
export const isListSection = (s: EditableSectionKey): s is ListSectionKey => PROFILE_SECTIONS[s].kind === 'list';

/**
 * Sections a tenant may open to self-edit: the private ones (work details, employment history,
 * work status and hiring details stay with HR whatever the setting says).
 * 'documents' is included so a tenant can let employees upload their own documents.
 */
export const SELF_EDITABLE_CANDIDATES = PROFILE_SECTION_KEYS.filter(
  (s) => PROFILE_SECTIONS[s].audience === 'private' && (PROFILE_SECTIONS[s].kind !== 'derived' || s === 'documents'),
);

/** The default of a new tenant's "self-editable sections" setting. */
export const DEFAULT_SELF_EDITABLE_SECTIONS: ProfileSectionKey[] = [
  'contact',
  'emergencyContacts',
  'family',
  'education',
  'workExperience',
  'nativeDetails',
];

/**
 * Values masked in every response except the last SENSITIVE_VISIBLE_CHARS characters; only
 * the audited reveal call returns them whole.
 */
export const SENSITIVE_FIELDS = {
  personal: ['nationalId'],
  passport: ['passportNumber'],
  bankDetails: ['accountNumber'],
  tax: ['taxIdentificationNumber'],
} as const satisfies Partial<Record<EditableSectionKey, readonly string[]>>;
export type SensitiveSectionKey = keyof typeof SENSITIVE_FIELDS;
export const SENSITIVE_VISIBLE_CHARS = 4;
export const isSensitiveSection = (s: string): s is SensitiveSectionKey => s in SENSITIVE_FIELDS;
