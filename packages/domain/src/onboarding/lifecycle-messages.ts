/** User-facing texts of the onboarding lifecycle (activation, resigned list, dashboard, checklists). */
export const LIFECYCLE_MESSAGES = {
  employeeNotFound: 'No employee with this number.',
  notInactive: 'This employee is not inactive.',
  alreadyInactive: 'This employee is inactive already.',
  joiningBeforeLeaving: 'The new joining date must be after the previous one.',
  selfDeactivate: 'You cannot deactivate yourself.',
  checklistStarted: 'This joiner has a checklist already.',
  noTemplate: 'No checklist template applies to this joiner: add one for their department or a company-wide one.',
  noChecklist: 'This joiner has no checklist yet.',
  taskNotFound: 'No such checklist task.',
  taskAlreadyDone: 'This task is marked done already.',
  taskNotDone: 'This task is not marked done.',
  notTaskOwner: 'Only the owner of the task or HR may change it.',
  templateDepartmentTaken: 'This department has a checklist template already.',
  unknownOwner: 'No active employee with this number.',
  onboardingTasksLabel: 'Onboarding tasks',
} as const;
