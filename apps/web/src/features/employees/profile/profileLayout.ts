import type { EmployeeProfileView, ProfileSectionKey } from '@tenure/domain/employees';

export const PROFILE_GROUPS = ['personal', 'work', 'background', 'finance', 'documents'] as const;
export type ProfileGroup = (typeof PROFILE_GROUPS)[number];

/** Which tab of the profile page shows which section. */
const SECTIONS_OF_GROUP: Record<ProfileGroup, readonly ProfileSectionKey[]> = {
  personal: ['personal', 'contact', 'emergencyContacts', 'family', 'nativeDetails'],
  work: ['workDetails', 'employmentHistory', 'workStatus', 'hiringDetails', 'organisationComponents', 'policies'],
  background: ['education', 'workExperience', 'passport', 'drivingLicence', 'visa'],
  finance: ['bankDetails', 'tax'],
  documents: ['documents'],
};

/** The tabs the viewer may see, each with its visible sections; a tab with none is left out. */
export function visibleGroups(
  access: EmployeeProfileView['access'],
): { group: ProfileGroup; sections: ProfileSectionKey[] }[] {
  return PROFILE_GROUPS.map((group) => ({
    group,
    sections: SECTIONS_OF_GROUP[group].filter((s) => access.visibleSections.includes(s)),
  })).filter((g) => g.sections.length > 0);
}
