import {
  displayName,
  isListSection,
  type DocumentView,
  type EditableSectionKey,
  type EmployeeProfileView,
  type ProfileSectionsView,
} from '@tenure/domain/employees';
import { countryOfEntity } from '@tenure/domain/validation';
import type { EmployeeRow } from './profile-queries.ts';
import { maskSection } from './section-storage.ts';
import type { ProfileAccess } from './policy.ts';

type SectionData = Record<string, unknown>;

/** Drops nulls: the section schemas mark absent values as optional, not null. */
function withoutNulls(data: SectionData): SectionData {
  return Object.fromEntries(Object.entries(data).filter(([, v]) => v !== null && v !== undefined));
}

function managerRef(row: EmployeeRow) {
  if (!row.managerNumber || !row.managerFirstName || !row.managerLastName) return null;
  return {
    employeeNumber: row.managerNumber,
    displayName: displayName({
      fullName: row.managerFullName,
      firstName: row.managerFirstName,
      middleName: row.managerMiddleName,
      lastName: row.managerLastName,
    }),
  };
}

/** One editable section as read: columns and stored document merged, nothing masked yet. */
export function sectionView(
  section: EditableSectionKey,
  row: EmployeeRow,
  stored: SectionData | null,
): SectionData | null {
  if (section === 'workDetails') {
    return {
      ...withoutNulls({ jobTitle: row.jobTitle, grade: row.grade }),
      designation: row.designation,
      departmentId: row.departmentId,
      departmentName: row.departmentName,
      locationId: row.locationId,
      locationName: row.locationName,
      buildingId: row.buildingId,
      buildingName: row.buildingName,
      floorId: row.floorId,
      floorName: row.floorName,
      employmentType: row.employmentType,
      dateOfJoining: row.dateOfJoining,
      workEmail: row.email,
      legalEntityCode: row.legalEntityCode,
      legalEntityName: row.legalEntityName,
      reportingManager: managerRef(row),
      status: row.shownStatus,
    };
  }
  if (section === 'personal') {
    const columns = withoutNulls({
      firstName: row.firstName,
      middleName: row.middleName,
      lastName: row.lastName,
      fullName: row.fullName,
      gender: row.gender,
      dateOfBirth: row.dateOfBirth,
    });
    return { ...(stored ?? {}), ...columns };
  }
  if (stored) return stored;
  return isListSection(section) ? { entries: [] } : null;
}

export interface ProfileParts {
  row: EmployeeRow;
  stored: Map<string, SectionData>;
  documents: DocumentView[];
  access: ProfileAccess;
}

/** The profile response: visible sections only, sensitive values masked. */
export function buildProfileView({ row, stored, documents, access }: ProfileParts): EmployeeProfileView {
  const sections: Record<string, unknown> = {};
  for (const key of access.visibleSections) {
    if (key === 'documents') sections.documents = documents;
    else if (key === 'policies') sections.policies = [];
    else if (key === 'organisationComponents') {
      sections.organisationComponents = {
        legalEntity: { code: row.legalEntityCode, name: row.legalEntityName },
        department: row.departmentName,
        parentDepartment: row.parentDepartmentName,
        location: row.locationName,
      };
    } else {
      const view = sectionView(key, row, stored.get(key) ?? null);
      if (view) sections[key] = maskSection(key, view);
    }
  }
  return {
    employeeId: row.id,
    employeeNumber: row.employeeNumber,
    displayName: displayName(row),
    designation: row.designation,
    profileImage: row.profileImage,
    legalEntityCode: row.legalEntityCode,
    country: countryOfEntity(row.legalEntityCode),
    status: row.shownStatus,
    isSelf: access.isSelf,
    access: {
      visibleSections: access.visibleSections,
      editableSections: access.editableSections,
      canReveal: access.canReveal,
    },
    sections: sections as ProfileSectionsView,
  };
}
