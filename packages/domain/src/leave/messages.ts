import { formatDate, type DateFormat } from '../dates/format.ts';

/** Texts of the leave screens that the spec does not give; worded like its own (§5, §8). */
export const LEAVE_MESSAGES = {
  nameRequired: 'Name is Required!',
  numberRequired: 'Enter a number.',
  halfDaySteps: 'Use whole or half days.',
  codePattern: 'Use capital letters, digits and _ , starting with a letter.',
  codeTaken: 'A leave type with this code already exists.',
  dayTypeRequired: 'Choose at least one day type.',
  leaveTypeRequired: 'Leave type is Required!',
  unknownLeaveType: 'Unknown leave type',
  leaveTypeInUse: 'This leave type has requests or balances and cannot be deleted; deactivate it instead.',
  endBeforeStart: 'The end date cannot be before the start date.',
  halfDayOneDay: 'A half day starts and ends on the same day.',
  halfDaySessionRequired: 'Choose which half of the day.',
  halfDayNotAllowed: 'This leave type cannot be taken as a half day.',
  noWorkingDays: 'The selected dates are week-offs or holidays; there is nothing to apply for.',
  overlapping: 'You already have a leave request for some of these days.',
  insufficientBalance: (available: number) =>
    `Insufficient leave balance: ${available} day${available === 1 ? '' : 's'} available.`,
  notEligible: 'You are not eligible for this leave type.',
  minNotice: (days: number) =>
    `This leave must be applied for at least ${days} day${days === 1 ? '' : 's'} in advance.`,
  maxConsecutive: (days: number) => `This leave cannot be longer than ${days} consecutive day${days === 1 ? '' : 's'}.`,
  documentRequired: (days: number) =>
    `A supporting document is required for more than ${days} day${days === 1 ? '' : 's'}.`,
  reasonRequired: 'Reason is Required!',
  noApprover: 'You have no reporting manager to approve the request. Please contact HR.',
  compOffNotDayOff: 'Comp-off can only be requested for a week-off or holiday you worked.',
  compOffFuture: 'Comp-off can only be requested for a day already worked.',
  compOffDuplicate: 'You already have a comp-off request for this day.',
  accrualDone: (credited: number) => `Accrual finished: ${credited} credit${credited === 1 ? '' : 's'} added.`,
  uploadHasErrors: 'The file has errors; nothing was applied. Fix the rows listed and upload again.',
  uploadApplied: (rows: number) => `${rows} opening balance${rows === 1 ? '' : 's'} applied.`,
  uploadNotXlsx: 'Please upload the .xlsx template.',
  unknownEmployee: 'Unknown employee number',
  compOffTypeFixed: 'The comp-off leave type is where comp-off credits go; it cannot be deleted.',
  documentNotFound: 'The uploaded document was not found; please upload it again.',
  documentTypeNotAllowed: 'Supporting documents must be PDF, JPEG or PNG files.',
  invalidYear: 'Enter the first day of a financial year (yyyy-MM-dd).',
  optionalHolidayNotInCalendar: 'This holiday is not in your holiday calendar.',
  notOptionalHoliday: 'This holiday is a day off for everyone; only optional holidays are taken.',
  optionalHolidayPassed: 'Optional holidays can be taken or given back only before the day.',
  optionalHolidayAlreadyTaken: 'You have already taken this optional holiday.',
  optionalHolidayNotTaken: 'You have not taken this optional holiday.',
  optionalHolidayLeaveClash: 'You have a leave request on this day; cancel it first.',

  // Kinds of My Actions (what waits for the approver's decision).
  leaveDecisionsLabel: 'Leave requests',
  compOffDecisionsLabel: 'Comp-off requests',
  compOffTitle: 'Comp-off',
  // Notes of ledger entries (balance history), their dates written in the tenant's format.
  noteCompOffWorked: (workedDate: string, dateFormat: DateFormat) => `Worked on ${formatDate(workedDate, dateFormat)}`,
  noteCompOffCancelled: 'Comp-off cancelled',
  noteCompOffExpired: 'Unused comp-off expired',
  noteAccrual: (periodKey: string) => `Accrual ${periodKey}`,
  noteCarriedForward: (yearStart: string, dateFormat: DateFormat) =>
    `Carried forward from ${formatDate(yearStart, dateFormat)}`,
  noteOpening: 'Opening balance',
  noteOpeningUpload: 'Opening balance (upload)',
} as const;
