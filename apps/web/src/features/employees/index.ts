// The feature's only surface: the pages the app shell renders and what other features may use; the rest is private.
export { EmployeeDirectoryPage } from './directory/EmployeeDirectoryPage.tsx';
export { EmployeeListPage } from './list/EmployeeListPage.tsx';
export { EmployeeProfilePage } from './profile/EmployeeProfilePage.tsx';
export { SectionFields } from './profile/SectionFields.tsx';
export { SECTION_FIELDS } from './profile/sectionFields.ts';
export { toFormValues, toSectionInput, type FormValues } from './profile/sectionForm.ts';
export { ReportingTeamPage } from './team/ReportingTeamPage.tsx';
