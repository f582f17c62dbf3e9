/** Texts of the policy screens that the spec does not give; worded like its own (§5, §8). */
export const POLICY_MESSAGES = {
  nameRequired: 'Name is Required!',
  nameTaken: 'A plan with this name already exists for this policy type.',
  invalidTime: 'Enter a time as HH:mm (0-23 hours, 0-59 minutes).',
  numberRequired: 'Enter a number.',
  workingDayRequired: 'Choose at least one working day.',
  unknownPolicyType: 'Unknown policy type',
  unknownPlan: 'Unknown policy plan',
  /** The subject of the in-use refusal (inUseMessage) when other records point at the plan. */
  planNamed: (name: string) => `The plan "${name}"`,
  unknownLeaveType: 'Unknown leave type',
  parentOtherType: 'A sub-policy belongs to a plan of the same policy type.',
  parentIsSubPolicy: 'A sub-policy cannot have sub-policies of its own.',
  planInUse: (count: number) =>
    `This plan is assigned to ${count} employee${count === 1 ? '' : 's'} and cannot be deleted. Assign them another plan first.`,
  defaultInUse:
    'This is the default plan that employees without an assignment follow. Make another plan the default first.',
  hasSubPolicies: (count: number) =>
    `This plan has ${count} sub-polic${count === 1 ? 'y' : 'ies'} and cannot be deleted. Delete or move them first.`,
  subPolicyNotDefault: 'A sub-policy cannot be the default plan.',
  subPolicyOfItself: 'A plan cannot be a sub-policy of itself.',
  unknownTargets: (targets: string) => `Not found: ${targets}.`,
  notHolidayPlan: 'Holidays belong to holiday plans only.',
  unknownLegalEntity: 'Unknown legal entity',
  breakOutsideShift: 'A break must lie inside the shift.',
  maxBelowMin: 'The maximum cannot be less than the minimum.',
  assignedPoliciesFetchFailed: 'Something went wrong while fetching assigned policies.',
  holidayDuplicate: 'There is already a holiday on this date in this calendar.',
  optionalLimitReached: (limit: number) =>
    `Only ${limit} optional holiday${limit === 1 ? '' : 's'} may be taken in a year.`,
  documentNotPdf: 'Policy documents must be PDF files.',
  documentRequired: 'Please choose a PDF file.',
  titleRequired: 'Title is Required!',
} as const;
