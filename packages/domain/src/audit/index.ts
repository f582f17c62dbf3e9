/**
 * The audit log page of admins (issue 36 item 7): what the API takes as filters, the rows it answers,
 * one entry with its values before and after, and the export's headings. Every mutation writes
 * `audit_log` (apps/api platform/audit.ts); this is the one place that reads it back for people.
 */
import { z } from 'zod';
import { EMPLOYEE_MESSAGES } from '../employees/messages.ts';
import { LANGUAGE_CODES, type LanguageCode } from '../messages.ts';
import { pageOf, pageQuery } from '../paging/index.ts';

export const AUDIT_MESSAGES = {
  invalidCode: 'Use lower-case letters, digits, dots, dashes and underscores.',
  invalidUser: 'Choose a user from the list.',
} as const;

/** At most this many entries go into one export file (a narrower filter gives the rest). */
export const AUDIT_EXPORT_MAX_ROWS = 100_000;

/**
 * Who made a change. A signed-in `user`; without one, what the action's family says: `scim` (an
 * identity provider's provisioning), `apiKey` (a client's external-approval key), `signIn` (a step of
 * signing in, before anyone is signed in) or `system` (jobs, provisioning, the first sign-in's account).
 */
export const AUDIT_ACTOR_KINDS = ['user', 'scim', 'apiKey', 'signIn', 'system'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

const ACTORLESS_FAMILIES: Partial<Record<string, AuditActorKind>> = {
  scim: 'scim',
  external: 'apiKey',
  auth: 'signIn',
};

/** The family of an action: its first part ('leave' of 'leave.type.delete'). */
export const actionFamily = (action: string): string => action.split('.')[0] ?? action;

export const actorKindOf = (actorUserId: string | null, action: string): AuditActorKind =>
  actorUserId ? 'user' : (ACTORLESS_FAMILIES[actionFamily(action)] ?? 'system');

/** Action codes, entity names: what recordAudit writes (`leave.type.delete`, `leave_type`). */
const code = z
  .string()
  .trim()
  .max(100)
  .regex(/^[a-z0-9_.-]+$/, AUDIT_MESSAGES.invalidCode);
const instant = z.iso.datetime({ offset: true });

const auditFilters = z.object({
  /** Changes made by this user (an id from the user picker). */
  actor: z.uuid(AUDIT_MESSAGES.invalidUser).optional(),
  /** Changes made by users whose username or employee name holds this text. */
  actorSearch: z.string().trim().min(1).max(100).optional(),
  /** An action or its beginning: a family (`leave`), `leave.type.` or a whole action. */
  action: code.optional(),
  entity: code.optional(),
  /** The record's id as the entry names it. */
  entityId: z.string().trim().min(1).max(200).optional(),
  /** From and to this instant (both included). */
  from: instant.optional(),
  to: instant.optional(),
  /** Newest first unless asked. */
  order: z.enum(['desc', 'asc']).default('desc'),
});

const rangeInOrder = (f: { from?: string | undefined; to?: string | undefined }) =>
  !f.from || !f.to || Date.parse(f.from) <= Date.parse(f.to);
const rangeRule = { message: EMPLOYEE_MESSAGES.endBeforeStart, path: ['to'] };

export const auditLogQuery = pageQuery.extend(auditFilters.shape).refine(rangeInOrder, rangeRule);
export type AuditLogQuery = z.infer<typeof auditLogQuery>;
export type AuditLogFilters = z.infer<typeof auditFilters>;

export const AUDIT_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export const auditExportQuery = auditFilters
  .extend({
    format: z.enum(AUDIT_EXPORT_FORMATS),
    /** The language of the file's headings (the reader's). */
    language: z.enum(LANGUAGE_CODES).default('en'),
  })
  .refine(rangeInOrder, rangeRule);
export type AuditExportQuery = z.infer<typeof auditExportQuery>;

export const auditActorView = z.object({
  kind: z.enum(AUDIT_ACTOR_KINDS),
  userId: z.uuid().nullable(),
  username: z.string().nullable(),
  /** The employee's name of the account, when it belongs to one. */
  employeeName: z.string().nullable(),
});
export type AuditActorView = z.infer<typeof auditActorView>;

export const auditEntryRow = z.object({
  id: z.uuid(),
  at: z.string(),
  actor: auditActorView,
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  requestId: z.string().nullable(),
});
export type AuditEntryRow = z.infer<typeof auditEntryRow>;
export const auditLogPage = pageOf(auditEntryRow);
export type AuditLogPage = z.infer<typeof auditLogPage>;

/** One entry with the values it recorded before and after the change (any JSON; null when none). */
export const auditEntryView = auditEntryRow.extend({ before: z.unknown(), after: z.unknown() });
export type AuditEntryView = z.infer<typeof auditEntryView>;

/** The families of actions the tenant's log holds, for the "what" filter. */
export const auditFamiliesView = z.array(z.string());

/** A person's pick of users for the "who" filter. */
export const auditActorOption = z.object({
  userId: z.uuid(),
  username: z.string(),
  employeeName: z.string().nullable(),
});
export const auditActorOptions = z.array(auditActorOption);
export type AuditActorOption = z.infer<typeof auditActorOption>;

export const AUDIT_EXPORT_COLUMNS = [
  'at',
  'actor',
  'employeeName',
  'action',
  'entity',
  'entityId',
  'before',
  'after',
  'requestId',
] as const;
export type AuditExportColumn = (typeof AUDIT_EXPORT_COLUMNS)[number];

/** The export's headings in the reader's language (the file is made on the server, so its words are here). */
export const AUDIT_EXPORT_HEADINGS: Record<LanguageCode, Record<AuditExportColumn, string>> = {
  en: {
    at: 'When (UTC)',
    actor: 'Who',
    employeeName: 'Employee name',
    action: 'Action',
    entity: 'Record type',
    entityId: 'Record ID',
    before: 'Before',
    after: 'After',
    requestId: 'Request ID',
  },
  hi: {
    at: 'कब (UTC)',
    actor: 'किसने',
    employeeName: 'कर्मचारी का नाम',
    action: 'कार्रवाई',
    entity: 'रिकॉर्ड का प्रकार',
    entityId: 'रिकॉर्ड आईडी',
    before: 'पहले',
    after: 'बाद में',
    requestId: 'अनुरोध आईडी',
  },
  mr: {
    at: 'केव्हा (UTC)',
    actor: 'कोणी',
    employeeName: 'कर्मचाऱ्याचे नाव',
    action: 'कृती',
    entity: 'नोंदीचा प्रकार',
    entityId: 'नोंद आयडी',
    before: 'आधी',
    after: 'नंतर',
    requestId: 'विनंती आयडी',
  },
  pt: {
    at: 'Quando (UTC)',
    actor: 'Quem',
    employeeName: 'Nome do colaborador',
    action: 'Ação',
    entity: 'Tipo de registro',
    entityId: 'ID do registro',
    before: 'Antes',
    after: 'Depois',
    requestId: 'ID da solicitação',
  },
  ru: {
    at: 'Когда (UTC)',
    actor: 'Кто',
    employeeName: 'Имя сотрудника',
    action: 'Действие',
    entity: 'Тип записи',
    entityId: 'ID записи',
    before: 'До',
    after: 'После',
    requestId: 'ID запроса',
  },
};

/** Who, in the export's "Who" column, for an entry without a user. */
export const AUDIT_ACTOR_NAMES: Record<LanguageCode, Record<Exclude<AuditActorKind, 'user'>, string>> = {
  en: { scim: 'SCIM provisioning', apiKey: 'API key', signIn: 'Sign-in', system: 'System' },
  hi: { scim: 'SCIM प्रोविज़निंग', apiKey: 'API कुंजी', signIn: 'साइन-इन', system: 'सिस्टम' },
  mr: { scim: 'SCIM प्रोव्हिजनिंग', apiKey: 'API की', signIn: 'साइन-इन', system: 'सिस्टम' },
  pt: { scim: 'Provisionamento SCIM', apiKey: 'Chave de API', signIn: 'Login', system: 'Sistema' },
  ru: { scim: 'Синхронизация SCIM', apiKey: 'API-ключ', signIn: 'Вход', system: 'Система' },
};

/** The file's name: audit-log-<UTC stamp>.<format>. */
export const auditExportFileName = (at: Date, format: (typeof AUDIT_EXPORT_FORMATS)[number]) =>
  `audit-log-${at.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-')}.${format}`;
