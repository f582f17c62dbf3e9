/**
 * SPEC §4 timesheet states. A week is a set of lines; each line goes to its own approver (a
 * project line to the project's manager or designated approver, a non-project line to the
 * reporting manager) and the week's status follows its lines.
 */
export const LINE_STATUSES = ['saved', 'pending', 'approved', 'rejected'] as const;
export type LineStatus = (typeof LINE_STATUSES)[number];

export const WEEK_STATUSES = [
  'new',
  'saved',
  'submitted',
  'partiallyApproved',
  'approved',
  'rejected',
  'unsubmitted',
] as const;
export type WeekStatus = (typeof WEEK_STATUSES)[number];

/** SPEC §4 names: timesheetStatusType and approvalStatusType of the legacy API. */
export const WEEK_STATUS_LABELS: Record<WeekStatus, string> = {
  new: 'Not started',
  saved: 'Saved',
  submitted: 'Submitted',
  partiallyApproved: 'Partially Approved',
  approved: 'Approved',
  rejected: 'Rejected',
  unsubmitted: 'Un-submitted',
};
export const LINE_STATUS_LABELS: Record<LineStatus, string> = {
  saved: 'Saved',
  pending: 'Pending for Approval',
  approved: 'Approved',
  rejected: 'Rejected',
};
export const TIMESHEET_STATUS_TYPE = { submitted: 'Submitted' } as const;
export const APPROVAL_STATUS_TYPE = { pending: 'Pending for Approval' } as const;

/**
 * The week's status from its lines: any rejected line makes it rejected (it needs the employee);
 * all approved is approved; some approved and the rest waiting is partially approved; all waiting
 * is submitted. A week with nothing submitted is saved, or un-submitted when it was pulled back.
 */
export function weekStatusOf(lines: readonly LineStatus[], wasUnsubmitted: boolean): WeekStatus {
  if (lines.length === 0) return wasUnsubmitted ? 'unsubmitted' : 'new';
  if (lines.includes('rejected')) return 'rejected';
  const approved = lines.filter((s) => s === 'approved').length;
  const pending = lines.filter((s) => s === 'pending').length;
  if (approved === lines.length) return 'approved';
  if (approved + pending === lines.length) return approved > 0 ? 'partiallyApproved' : 'submitted';
  if (approved + pending > 0) return approved > 0 ? 'partiallyApproved' : 'submitted';
  return wasUnsubmitted ? 'unsubmitted' : 'saved';
}

/** The employee may change a line's hours: not while it waits for a decision, never once approved. */
export const isLineEditable = (status: LineStatus) => status === 'saved' || status === 'rejected';
/** Submitting sends the saved and the fixed (rejected) lines; approved ones stay as they are. */
export const isLineSubmittable = (status: LineStatus) => status === 'saved' || status === 'rejected';
