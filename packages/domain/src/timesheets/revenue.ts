import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { isValidTimeZone } from '../org/geography.ts';
import { WEEKDAYS } from '../policies/settings.ts';

/**
 * Revenue from effective-dated rate cards, auto-approval and the timesheet settings of an entity
 * (issue 17): request and answer shapes, and the texts of these screens.
 */
export const REVENUE_MESSAGES = {
  rateRequired: 'Enter a rate of 0 or more, with at most 2 decimals.',
  roleRequired: 'Choose the role (designation) this rate is for.',
  personRequired: 'Choose the person this rate is for.',
  confirmRequired: 'Look at the preview of this change and confirm it.',
  periodClosed: 'This month is already closed for this project.',
  periodNotOver: 'Only a month that has started can be closed.',
  noRevenueEdit: 'Only people with revenue access to every entity may change rates or close periods.',
  rateCardSaved: 'Rate saved.',
  rateCardDeleted: 'Rate deleted.',
  periodClosedDone: 'Month closed: its revenue is frozen.',
  alreadyAutoApproved: 'This person is already on auto-approval.',
  autoApprovedByRule: (days: number) =>
    `Auto-approved: still pending ${days} ${days === 1 ? 'day' : 'days'} after submission.`,
  autoApprovedOnSubmit: 'Auto-approved on submission.',
  ruleAutoApproval: 'Auto-approval rule',
  reminderTime: 'Enter a time like 09:00.',
  reminderTimeZone: 'Choose a time zone from the list.',
} as const;

export const RATE_SCOPES = ['project', 'role', 'person'] as const;
export type RateScope = (typeof RATE_SCOPES)[number];

/** Money per hour: 0 or more, at most 2 decimals (SPEC §5 decimals, widened to 9 integer digits for rates). */
const money = z
  .number({ error: REVENUE_MESSAGES.rateRequired })
  .min(0, MESSAGES.negativeValue)
  .max(999_999_999.99, REVENUE_MESSAGES.rateRequired)
  .refine((n) => Math.round(n * 100) === Number((n * 100).toFixed(6)), REVENUE_MESSAGES.rateRequired);

export const rateCardInput = z
  .object({
    projectId: z.uuid(),
    scope: z.enum(RATE_SCOPES),
    designation: z
      .string()
      .trim()
      .max(100)
      .nullish()
      .transform((v) => v || null),
    employeeId: z
      .uuid()
      .nullish()
      .transform((v) => v ?? null),
    billRate: money,
    costRate: money,
    validFrom: z.iso.date(MESSAGES.invalidDate),
  })
  .superRefine((v, ctx) => {
    if (v.scope === 'role' && !v.designation)
      ctx.addIssue({ code: 'custom', path: ['designation'], message: REVENUE_MESSAGES.roleRequired });
    if (v.scope === 'person' && !v.employeeId)
      ctx.addIssue({ code: 'custom', path: ['employeeId'], message: REVENUE_MESSAGES.personRequired });
  })
  .transform((v) => ({
    ...v,
    designation: v.scope === 'role' ? v.designation : null,
    employeeId: v.scope === 'person' ? v.employeeId : null,
  }));
export type RateCardInput = z.input<typeof rateCardInput>;

/** Applying a change needs `confirmed`: the client shows the preview first. */
export const rateCardApply = z.object({
  card: rateCardInput,
  confirmed: z.literal(true, { error: REVENUE_MESSAGES.confirmRequired }),
});

export const rateCardView = z.object({
  id: z.string(),
  projectId: z.string(),
  scope: z.enum(RATE_SCOPES),
  designation: z.string().nullable(),
  employee: z.object({ employeeId: z.string(), employeeNumber: z.string(), displayName: z.string() }).nullable(),
  billRate: z.number(),
  costRate: z.number(),
  validFrom: z.string(),
});
export type RateCardView = z.infer<typeof rateCardView>;

export const rateCardListView = z.object({
  project: z.object({ projectId: z.string(), projectName: z.string(), clientName: z.string(), currency: z.string() }),
  cards: z.array(rateCardView),
  closedMonths: z.array(z.string()),
});
export type RateCardListView = z.infer<typeof rateCardListView>;

/** One timesheet line whose revenue a change moves, with its revenue before and after. */
export const affectedLineView = z.object({
  lineId: z.string(),
  employeeNumber: z.string(),
  displayName: z.string(),
  weekStartDate: z.string(),
  hours: z.number(),
  revenueBefore: z.number(),
  revenueAfter: z.number(),
});
export const ratePreviewView = z.object({
  currency: z.string(),
  lines: z.array(affectedLineView),
  revenueBefore: z.number(),
  revenueAfter: z.number(),
  difference: z.number(),
  /** Hours on or after the change date in closed months: they keep their frozen rates. */
  frozenHours: z.number(),
});
export type RatePreviewView = z.infer<typeof ratePreviewView>;
export const rateApplyView = ratePreviewView.extend({ card: rateCardView });

export const REVENUE_GROUPS = ['client', 'project', 'person', 'month'] as const;
export type RevenueGroup = (typeof REVENUE_GROUPS)[number];
export const revenueQuery = z
  .object({
    from: z.iso.date(MESSAGES.invalidDate),
    to: z.iso.date(MESSAGES.invalidDate),
    clientId: z.uuid().optional(),
    projectId: z.uuid().optional(),
    /** Totals per client, project, person or month instead of the person-month rows. */
    groupBy: z.enum(REVENUE_GROUPS).optional(),
  })
  .refine((q) => q.to >= q.from, { path: ['to'], message: MESSAGES.invalidDate });
export type RevenueQuery = z.infer<typeof revenueQuery>;

/** Revenue of one person on one project in one month, in the project's currency. */
export const revenueRowView = z.object({
  clientId: z.string(),
  clientName: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  currency: z.string(),
  employeeNumber: z.string(),
  displayName: z.string(),
  month: z.string(),
  hours: z.number(),
  /** Hours of days no rate card prices: they bring no revenue until one does. */
  unpricedHours: z.number(),
  revenue: z.number(),
  cost: z.number(),
  frozen: z.boolean(),
});
export type RevenueRowView = z.infer<typeof revenueRowView>;

export const fixedBidView = z.object({
  projectId: z.string(),
  projectName: z.string(),
  clientName: z.string(),
  budgetHours: z.number(),
  consumedHours: z.number(),
  percent: z.number(),
});
export type FixedBidView = z.infer<typeof fixedBidView>;

/** Revenue of one group (a client, project, person or month) in one currency: amounts of different currencies are never added up. */
export const revenueTotalView = z.object({
  key: z.string(),
  label: z.string(),
  currency: z.string(),
  hours: z.number(),
  unpricedHours: z.number(),
  revenue: z.number(),
  cost: z.number(),
  frozen: z.boolean(),
});
export type RevenueTotalView = z.infer<typeof revenueTotalView>;

export const revenueDetailsView = z.object({
  /** Person-month rows (empty when `groupBy` asks for totals). */
  rows: z.array(revenueRowView),
  /** Totals by `groupBy` (empty without it). */
  totals: z.array(revenueTotalView),
  fixedBids: z.array(fixedBidView),
  /** True when the caller may change rates and close months. */
  canEdit: z.boolean(),
});
export type RevenueDetailsView = z.infer<typeof revenueDetailsView>;

export const periodCloseInput = z.object({
  projectId: z.uuid(),
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, MESSAGES.invalidDate),
});
export const periodCloseView = z.object({
  projectId: z.string(),
  month: z.string(),
  hours: z.number(),
  revenue: z.number(),
});

// Auto-approval

export const autoApprovalAddInput = z.object({ employeeId: z.uuid() });
export const autoApprovalUserView = z.object({
  id: z.string(),
  employeeId: z.string(),
  employeeNumber: z.string(),
  displayName: z.string(),
  legalEntityName: z.string(),
  addedAt: z.string(),
});
export type AutoApprovalUserView = z.infer<typeof autoApprovalUserView>;

// Entity timesheet settings

const reminderTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, REVENUE_MESSAGES.reminderTime);
export const entitySettingsInput = z.object({
  reminderDay: z.enum(WEEKDAYS),
  reminderTime,
  /** The zone the reminder day and time are read in (README Decisions); UTC unless given. */
  reminderTimeZone: z.string().trim().refine(isValidTimeZone, REVENUE_MESSAGES.reminderTimeZone).default('UTC'),
  autoApproveAfterDays: z.number().int().min(1).max(60).nullable(),
});
export type EntitySettingsInput = z.infer<typeof entitySettingsInput>;
export const entitySettingsView = entitySettingsInput.extend({
  legalEntityId: z.string(),
  legalEntityCode: z.string(),
  legalEntityName: z.string(),
  /** The Timesheet policy plan the entity follows (its assignment, else the default). */
  plan: z.object({ id: z.string(), name: z.string(), settings: z.record(z.string(), z.unknown()) }).nullable(),
});
export type EntitySettingsView = z.infer<typeof entitySettingsView>;
/** Without a saved row an entity reminds on Fridays at 09:00 and has no auto-approval rule. */
export const DEFAULT_ENTITY_SETTINGS: EntitySettingsInput = {
  reminderDay: 'FRI',
  reminderTime: '09:00',
  reminderTimeZone: 'UTC',
  autoApproveAfterDays: null,
};
