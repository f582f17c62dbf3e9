/** English texts of bulk onboarding (employees and consultants). */
export const bulkOnboardingEn = {
  employee: {
    title: 'Bulk Onboarding',
    intro:
      'Onboard many employees from one file. Download the template (its lookup columns offer this company’s values), fill in one row per person, validate it, then load it. A file with any error loads nobody; people already onboarded (same employee number or work email) are skipped.',
  },
  consultant: {
    title: 'Bulk Consultant Onboarding',
    intro:
      'Onboard many consultants and contractors from one file, with their contractor type, vendor, contract dates and billing rate. Validate it, then load it: all rows or none; consultants already onboarded are skipped.',
  },
  summary: '{{rows}} rows checked: {{toCreate}} to create, {{existing}} already onboarded.',
  summaryErrors_one: '{{rows}} rows checked: {{count}} error. Nothing can be loaded until it is fixed.',
  summaryErrors_other: '{{rows}} rows checked: {{count}} errors. Nothing can be loaded until they are fixed.',
  loaded_one: '{{count}} person onboarded: {{people}}.',
  loaded_other: '{{count}} people onboarded: {{people}}.',
  /** The people named, then how many more were onboarded. */
  andMore_one: '{{people}} and {{count}} more',
  andMore_other: '{{people}} and {{count}} more',
  skipped_one: '{{count}} row was already onboarded and skipped.',
  skipped_other: '{{count}} rows were already onboarded and skipped.',
  allAlreadyOnboarded_one: 'The row is already onboarded; nothing to create.',
  allAlreadyOnboarded_other: 'All {{count}} rows are already onboarded; nothing to create.',
};

/** English texts of bulk update (/bulk-update). */
export const bulkUpdateEn = {
  title: 'Bulk Update',
  intro:
    'Change many employees at once from a file: choose what to change, download its template, fill in one row per employee with the date the change takes effect, validate, then load. A file with any error changes nobody; each changed field is recorded in the audit trail.',
  kindLabel: 'What to change',
  kinds: {
    jobDetails: 'Job details',
    manager: 'Manager',
    departmentLocation: 'Department and location',
    contact: 'Contact',
  },
  /** The template's column headings stay as the file has them (`<names>`: not translated). */
  columns: 'Columns: <names>{{columns}}</names>. An empty cell keeps the current value.',
  summary:
    '{{rows}} rows checked: {{employees}} employees to update ({{changes}} fields), {{unchanged}} already as in the file.',
  summaryErrors_one: '{{rows}} rows checked: {{count}} error. Nothing can be loaded until it is fixed.',
  summaryErrors_other: '{{rows}} rows checked: {{count}} errors. Nothing can be loaded until they are fixed.',
};
