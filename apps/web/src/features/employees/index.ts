// The feature's only surface: its routes (the app shell assembles the router and the menu from them) and what other features may use; the rest is private.
export { employeesRoutes } from './routes.tsx';
export { SectionFields } from './profile/SectionFields.tsx';
export { SECTION_FIELDS } from './profile/sectionFields.ts';
export { toFormValues, toSectionInput, type FormValues } from './profile/sectionForm.ts';
