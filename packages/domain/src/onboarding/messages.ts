import { formatDate, type DateFormat } from '../dates/format.ts';

/** Texts of the onboarding screens that the spec does not give; worded like its own (§5, §8). */
export const ONBOARDING_MESSAGES = {
  employeeNumberRequired: 'Employee number is Required!',
  employeeNumberPattern: 'Use letters, digits, - and /, at most 20 characters.',
  employeeNumberTaken: 'This employee number is already in use.',
  emailTaken: 'An employee or user with this email already exists.',
  usernameTaken: 'This username is already taken.',
  duplicateInBatch: 'This value appears more than once.',
  unknownLegalEntity: 'Unknown legal entity.',
  unknownDepartment: 'Unknown department.',
  unknownLocation: 'Unknown location.',
  unknownBuilding: 'This building is not at the chosen location.',
  unknownFloor: 'This floor is not in the chosen building.',
  unknownManager: 'Unknown reporting manager.',
  inactiveManager: 'The reporting manager is not active.',
  managerCycle: 'The reporting line would form a loop.',
  unknownPlan: 'This plan does not exist or belongs to another policy type.',
  unknownMasterValue: 'Choose a value from the list.',
  gradeAndLevelOff: 'Grade and level are not asked in onboarding for this tenant.',
  contractRequired: 'Contract details are required for a consultant or contractor.',
  contractOnlyForContractors: 'Contract details apply only to consultants and contractors.',
  contractEndBeforeStart: 'The contract cannot end before it starts.',
  requiredField: 'This field is Required!',
  requiredDate: 'Choose a date.',
  billingRate: 'Enter a rate above 0 with at most 2 decimals.',
  unknownCurrency: 'Unknown currency.',
  underMinimumAge: (minimum: number) => `The employee must be at least ${minimum} years old on the joining date.`,
  unusualAge: (age: number) => `The date of birth makes the employee ${age} years old. Please check it.`,
  dateOfBirthInFuture: 'The date of birth must be before the joining date.',
  prefixPattern: 'Use 1 to 10 capital letters, digits or -, starting with a letter.',
  noteJoiningCredit: (periodKey: string) => `Joining credit ${periodKey} (pro-rated)`,
  notAContractor: 'Choose a consultant or contractor type; employees are added with Add Employee.',
  tooManyDrafts: (limit: number) => `There are already ${limit} drafts of this type. Finish or delete some first.`,
  draftNotFound: 'This draft no longer exists.',
  onboarded: (name: string) => `${name} has been added.`,
  draftSaved: 'Draft saved.',
  draftDeleted: 'Draft deleted.',
  joinerNoticeTitle: (name: string) => `${name} joins your team`,
  joinerNoticeBody: (name: string, number: string, date: string, format: DateFormat) =>
    `${name} (${number}) joins your team on ${formatDate(date, format)}.`,
  hrNoticeTitle: (count: number, name: string) =>
    count === 1 ? `New joiner: ${name}` : `${count} new joiners onboarded`,
  hrNoticeBody: (count: number, name: string, date: string, format: DateFormat) =>
    count === 1
      ? `${name} was onboarded and joins on ${formatDate(date, format)}.`
      : `${count} employees were onboarded, the first joining on ${formatDate(date, format)}.`,
  contractEndTitle: (name: string, days: number) => `${name}'s contract ends in ${days} day${days === 1 ? '' : 's'}`,
  contractEndBody: (name: string, number: string, vendor: string, date: string, format: DateFormat) =>
    `The contract of ${name} (${number}) with ${vendor} ends on ${formatDate(date, format)}. Extend it or plan the exit.`,
} as const;
