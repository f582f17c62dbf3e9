import { z } from 'zod';
import { SHOWN_EMPLOYEE_STATUSES } from './list.ts';
import { sectionViewSchemas } from './section-schemas.ts';
import {
  EDITABLE_SECTION_KEYS,
  PROFILE_SECTION_KEYS,
  SELF_EDITABLE_CANDIDATES,
  type EditableSectionKey,
} from './sections.ts';

export const employeeNumberParam = z.object({ employeeNumber: z.string().trim().min(1).max(30) });
export const profileSectionParam = employeeNumberParam.extend({
  section: z.enum(EDITABLE_SECTION_KEYS as [EditableSectionKey, ...EditableSectionKey[]]),
});

const nameRef = z.object({ employeeNumber: z.string(), displayName: z.string() }).nullable();

/** Work details as read: the stored ids plus the names a page shows. */
export const workDetailsView = sectionViewSchemas.workDetails.extend({
  departmentId: z.string().nullable(),
  departmentName: z.string().nullable(),
  locationId: z.string().nullable(),
  locationName: z.string().nullable(),
  buildingId: z.string().nullable(),
  buildingName: z.string().nullable(),
  floorId: z.string().nullable(),
  floorName: z.string().nullable(),
  legalEntityCode: z.string(),
  legalEntityName: z.string(),
  reportingManager: nameRef,
  status: z.enum(SHOWN_EMPLOYEE_STATUSES),
  designation: z.string().nullable(),
});

export const documentView = z.object({
  id: z.string(),
  category: z.string(),
  fileName: z.string(),
  fileType: z.string(),
  sizeBytes: z.number(),
  uploadedAt: z.string(),
});
export type DocumentView = z.infer<typeof documentView>;

export const organisationComponentsView = z.object({
  legalEntity: z.object({ code: z.string(), name: z.string() }),
  department: z.string().nullable(),
  parentDepartment: z.string().nullable(),
  location: z.string().nullable(),
});

/** Assigned policies arrive with the policies module; until then the list is empty. */
export const assignedPolicyView = z.object({ policyType: z.string(), planName: z.string() });

/** Every section the caller may see; the others are absent. */
export const profileSectionsView = z
  .object({
    ...sectionViewSchemas,
    workDetails: workDetailsView,
    documents: z.array(documentView),
    policies: z.array(assignedPolicyView),
    organisationComponents: organisationComponentsView,
  })
  .partial();
export type ProfileSectionsView = z.infer<typeof profileSectionsView>;

export const employeeProfileView = z.object({
  employeeId: z.string(),
  employeeNumber: z.string(),
  displayName: z.string(),
  designation: z.string().nullable(),
  profileImage: z.string().nullable(),
  legalEntityCode: z.string(),
  /** The country whose rules validate this profile (postal code, phone, national ID). */
  country: z.string(),
  status: z.enum(SHOWN_EMPLOYEE_STATUSES),
  isSelf: z.boolean(),
  access: z.object({
    visibleSections: z.array(z.enum(PROFILE_SECTION_KEYS)),
    editableSections: z.array(z.enum(PROFILE_SECTION_KEYS)),
    canReveal: z.boolean(),
  }),
  sections: profileSectionsView,
});
export type EmployeeProfileView = z.infer<typeof employeeProfileView>;

/** The reveal call's answer: the whole values of one section's sensitive fields. */
export const revealedValues = z.record(z.string(), z.string().nullable());

export const profileSettingsView = z.object({ selfEditableSections: z.array(z.enum(SELF_EDITABLE_CANDIDATES)) });
export const profileSettingsInput = profileSettingsView;
export type ProfileSettings = z.infer<typeof profileSettingsView>;
