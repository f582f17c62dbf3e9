import { ACCESS_MESSAGES } from '../access/api.ts';
import { APPROVAL_MESSAGES } from '../approvals/index.ts';
import { AUDIT_MESSAGES } from '../audit/index.ts';
import { BULK_MESSAGES } from '../onboarding/bulk.ts';
import { BULK_UPDATE_MESSAGES } from '../onboarding/bulk-update.ts';
import { CHAT_MESSAGES } from '../chat/index.ts';
import { EMPLOYEE_MESSAGES } from '../employees/messages.ts';
import { ERP_MESSAGES } from '../vendors/erp-sync.ts';
import { EXTERNAL_MESSAGES } from '../timesheets/external.ts';
import { FINANCE_MESSAGES } from '../finance/index.ts';
import { FRAMEWORK_MESSAGES } from '../performance/frameworks.ts';
import { GOAL_MESSAGES } from '../performance/goals.ts';
import { JOB_MESSAGES } from '../jobs/index.ts';
import { LEAVE_MESSAGES } from '../leave/messages.ts';
import { LEGAL_ENTITY_MESSAGES } from '../org/legal-entities.ts';
import { LIFECYCLE_MESSAGES } from '../onboarding/lifecycle-messages.ts';
import { MESSAGES } from '../messages.ts';
import { MFA_MESSAGES } from '../auth/mfa.ts';
import { OFFBOARDING_MESSAGES } from '../offboarding/index.ts';
import { ONBOARDING_MESSAGES } from '../onboarding/messages.ts';
import { ORG_MESSAGES } from '../org/messages.ts';
import { PAYROLL_MESSAGES } from '../finance/payroll/simulations.ts';
import { POLICY_MESSAGES } from '../policies/messages.ts';
import { PRIVACY_MESSAGES } from '../privacy/index.ts';
import { PROJECT_MESSAGES } from '../timesheets/projects-messages.ts';
import { REVENUE_MESSAGES } from '../timesheets/revenue.ts';
import { REPORT_BI_MESSAGES } from '../report-bi/index.ts';
import { REPORT_MESSAGES } from '../reports/index.ts';
import { REPORT_VIEW_MESSAGES } from '../reports/views.ts';
import { REVIEW_MESSAGES } from '../performance/reviews.ts';
import { SKILL_MESSAGES } from '../performance/skills.ts';
import { SESSION_MESSAGES } from '../auth/sessions.ts';
import { DIRECTORY_MESSAGES } from '../auth/directory.ts';
import { SSO_MESSAGES } from '../auth/sso.ts';
import { SURVEY_MESSAGES } from '../surveys/index.ts';
import { TASK_DOCUMENT_MESSAGES } from '../offboarding/documents.ts';
import { TAX_MESSAGES } from '../finance/tax.ts';
import { TEMPLATE_MESSAGES } from '../offboarding/templates.ts';
import { TENANT_MESSAGES } from '../tenants/index.ts';
import { TIMESHEET_MESSAGES } from '../timesheets/messages.ts';
import { TIMESHEET_UPLOAD_MESSAGES } from '../timesheets/upload.ts';
import { TRANSFER_MESSAGES } from '../offboarding/transfers.ts';
import { UPLOAD_MESSAGES } from '../uploads/index.ts';
import { USER_MESSAGES } from '../users/index.ts';
import { UTILISATION_MESSAGES } from '../timesheets/utilisation-api.ts';
import { VALIDATION_MESSAGES } from '../validation/messages.ts';
import { VENDOR_MESSAGES } from '../vendors/vendors.ts';

/**
 * The API's error codes and the catalogue of user-facing messages (issue 32, item 6).
 *
 * Every refusal the API sends is `{ message, code, fieldErrors? }`; `code` is one of ERROR_CODES, each with
 * the HTTP status it is sent with and the key of its usual message in MESSAGE_CATALOGUE (null where the
 * text is computed per refusal: limits, row numbers, names). The browser shows a server message through
 * i18n by looking its text up here (`messageKeyOf`), so a language that translates the key shows its own
 * words and every other language falls back to the English text the server sent.
 */

/** Every domain's message texts, by namespace: the i18n key of a text is `<namespace>.<name>`. */
export const MESSAGE_CATALOGUE = {
  messages: MESSAGES,
  access: ACCESS_MESSAGES,
  approvals: APPROVAL_MESSAGES,
  audit: AUDIT_MESSAGES,
  bulkOnboarding: BULK_MESSAGES,
  bulkUpdate: BULK_UPDATE_MESSAGES,
  chat: CHAT_MESSAGES,
  employees: EMPLOYEE_MESSAGES,
  erpSync: ERP_MESSAGES,
  externalApproval: EXTERNAL_MESSAGES,
  finance: FINANCE_MESSAGES,
  frameworks: FRAMEWORK_MESSAGES,
  goals: GOAL_MESSAGES,
  jobs: JOB_MESSAGES,
  leave: LEAVE_MESSAGES,
  legalEntities: LEGAL_ENTITY_MESSAGES,
  lifecycle: LIFECYCLE_MESSAGES,
  mfa: MFA_MESSAGES,
  offboarding: OFFBOARDING_MESSAGES,
  offboardingTemplates: TEMPLATE_MESSAGES,
  onboarding: ONBOARDING_MESSAGES,
  org: ORG_MESSAGES,
  payroll: PAYROLL_MESSAGES,
  policies: POLICY_MESSAGES,
  privacy: PRIVACY_MESSAGES,
  projects: PROJECT_MESSAGES,
  reportBi: REPORT_BI_MESSAGES,
  reportViews: REPORT_VIEW_MESSAGES,
  reports: REPORT_MESSAGES,
  revenue: REVENUE_MESSAGES,
  reviews: REVIEW_MESSAGES,
  skills: SKILL_MESSAGES,
  surveys: SURVEY_MESSAGES,
  taskDocuments: TASK_DOCUMENT_MESSAGES,
  tax: TAX_MESSAGES,
  tenants: TENANT_MESSAGES,
  sessions: SESSION_MESSAGES,
  directory: DIRECTORY_MESSAGES,
  sso: SSO_MESSAGES,
  timesheetUpload: TIMESHEET_UPLOAD_MESSAGES,
  timesheets: TIMESHEET_MESSAGES,
  transfers: TRANSFER_MESSAGES,
  uploads: UPLOAD_MESSAGES,
  users: USER_MESSAGES,
  utilisation: UTILISATION_MESSAGES,
  validation: VALIDATION_MESSAGES,
  vendors: VENDOR_MESSAGES,
} as const;

type Catalogue = typeof MESSAGE_CATALOGUE;
/** `<namespace>.<name>` of a catalogue text. */
export type CatalogueKey = { [N in keyof Catalogue]: `${N}.${Extract<keyof Catalogue[N], string>}` }[keyof Catalogue];

const keyByText = new Map<string, CatalogueKey>();
for (const [namespace, texts] of Object.entries(MESSAGE_CATALOGUE)) {
  for (const [name, text] of Object.entries(texts)) {
    // The first namespace to hold a text names it (MESSAGES comes first: shared texts keep their general key).
    const key = `${namespace}.${name}` as CatalogueKey;
    if (typeof text === 'string' && !keyByText.has(text)) keyByText.set(text, key);
  }
}

type Texts<T> = { [K in keyof T as T[K] extends string ? K : never]: T[K] };
/** The catalogue's fixed texts (computed ones left out), by namespace: the English resources of the browser's i18n. */
export type CatalogueTexts = { [N in keyof Catalogue]: Texts<Catalogue[N]> };

/** `<namespace>.<name>` of a fixed text (the keys the browser's i18n holds). */
export type CatalogueTextKey = {
  [N in keyof Catalogue]: `${N}.${Extract<keyof Texts<Catalogue[N]>, string>}`;
}[keyof Catalogue];

export const CATALOGUE_TEXTS = Object.fromEntries(
  Object.entries(MESSAGE_CATALOGUE).map(([namespace, texts]) => [
    namespace,
    Object.fromEntries(Object.entries(texts).filter(([, text]) => typeof text === 'string')),
  ]),
) as CatalogueTexts;

/** The catalogue key of a message text (a server refusal or a field error), or null for a computed text. */
export const messageKeyOf = (text: string): CatalogueTextKey | null =>
  (keyByText.get(text) as CatalogueTextKey | undefined) ?? null;

interface ErrorCodeEntry {
  /** The HTTP status the code is sent with. */
  status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 429 | 500 | 503;
  /** Its usual message; null where each refusal computes its text. */
  message: CatalogueKey | null;
}

/** Every code the API refuses with. The server's AppError accepts only these. */
export const ERROR_CODES = {
  ALLOCATION_ENDED: { status: 409, message: 'projects.allocationAlreadyEnded' },
  ALLOCATION_OVERLAPS: { status: 409, message: 'projects.allocationOverlaps' },
  ALREADY_ACTIVE: { status: 409, message: 'users.alreadyActive' },
  ALREADY_ANSWERED: { status: 409, message: 'surveys.alreadyAnswered' },
  ALREADY_ASSIGNED: { status: 409, message: 'surveys.alreadyAssigned' },
  ALREADY_AUTO_APPROVED: { status: 409, message: 'revenue.alreadyAutoApproved' },
  ALREADY_CLOCKED_IN: { status: 409, message: 'employees.alreadyClockedIn' },
  ALREADY_DEACTIVATED: { status: 409, message: 'users.alreadyDeactivated' },
  ALREADY_DECIDED: { status: 409, message: 'messages.conflict' },
  ALREADY_DECLARED: { status: 409, message: 'skills.alreadyDeclared' },
  ALREADY_DISABLED: { status: 409, message: 'access.alreadyDisabled' },
  ALREADY_DONE: { status: 409, message: 'lifecycle.taskAlreadyDone' },
  ALREADY_ERASED: { status: 409, message: 'privacy.alreadyErased' },
  ALREADY_INACTIVE: { status: 409, message: 'lifecycle.alreadyInactive' },
  ALREADY_RESIGNED: { status: 409, message: 'offboarding.alreadyResigned' },
  ALREADY_TAKEN: { status: 409, message: 'leave.optionalHolidayAlreadyTaken' },
  API_KEY_REFUSED: { status: 401, message: 'externalApproval.keyRefused' },
  API_KEY_REQUIRED: { status: 401, message: 'externalApproval.keyRequired' },
  BAD_REQUEST: { status: 400, message: null },
  BI_UNAVAILABLE: { status: 503, message: 'reportBi.unavailable' },
  CELL_TOO_LONG: { status: 400, message: null },
  CHAT_HEADERS_REQUIRED: { status: 400, message: 'chat.sessionHeadersRequired' },
  CHECKLIST_EXISTS: { status: 409, message: 'lifecycle.checklistStarted' },
  CODE_TAKEN: { status: 409, message: 'leave.codeTaken' },
  CONFLICT: { status: 409, message: 'messages.conflict' },
  CSRF_REFUSED: { status: 403, message: 'sessions.crossSite' },
  DATABASE_NOT_MIGRATED: { status: 503, message: 'messages.databaseNotMigrated' },
  DATABASE_UNAVAILABLE: { status: 503, message: 'messages.databaseUnavailable' },
  DATA_DIR_BUSY: { status: 409, message: null },
  DEFAULT_IN_USE: { status: 409, message: 'policies.defaultInUse' },
  DUPLICATE: { status: 409, message: 'goals.duplicateName' },
  DUPLICATE_CODE: { status: 409, message: 'legalEntities.codeTaken' },
  DUPLICATE_EMAIL: { status: 409, message: 'users.emailTaken' },
  DUPLICATE_LEVEL: { status: 409, message: 'skills.levelNumberTaken' },
  DUPLICATE_MAPPING: { status: 409, message: 'frameworks.mappingExists' },
  DUPLICATE_NAME: { status: 409, message: 'employees.quickLinkTitleTaken' },
  DUPLICATE_USERNAME: { status: 409, message: 'users.usernameTaken' },
  EMPLOYEE_HAS_ACCOUNT: { status: 409, message: 'users.employeeHasAccount' },
  EMPLOYEE_NOT_FOUND: { status: 404, message: 'employees.employeeNotFound' },
  ENTITY_NOT_ALLOWED: { status: 403, message: 'messages.noAccess' },
  ENTITY_REQUIRED: { status: 400, message: 'externalApproval.entityRequired' },
  FILE_CONTENT_REFUSED: { status: 400, message: null },
  FILE_TOO_LARGE: { status: 413, message: null },
  FILE_TYPE_NOT_ALLOWED: { status: 400, message: null },
  FLAG_NOT_OVERRIDDEN: { status: 409, message: 'messages.conflict' },
  FORBIDDEN: { status: 403, message: 'messages.noAccess' },
  GOAL_LOCKED: { status: 409, message: 'goals.locked' },
  HAS_SUB_POLICIES: { status: 409, message: 'messages.conflict' },
  HIERARCHY_CYCLE: { status: 400, message: 'employees.managerCycle' },
  HOLIDAY_DUPLICATE: { status: 409, message: 'policies.holidayDuplicate' },
  HOLIDAY_NOT_IN_CALENDAR: { status: 404, message: 'leave.optionalHolidayNotInCalendar' },
  HOLIDAY_PASSED: { status: 400, message: 'leave.optionalHolidayPassed' },
  HOST_TAKEN: { status: 409, message: 'messages.conflict' },
  INTERNAL: { status: 500, message: 'messages.somethingWentWrong' },
  INVALID_CHARACTERS: { status: 400, message: 'messages.invalidCharacters' },
  INVALID_CREDENTIALS: { status: 401, message: 'messages.invalidCredentials' },
  INVALID_OTP: { status: 400, message: 'messages.invalidOtp' },
  INVALID_PAYLOAD: { status: 400, message: 'messages.invalidPayload' },
  IN_USE: { status: 409, message: 'messages.conflict' },
  JSON_TOO_DEEP: { status: 400, message: null },
  KEYS_NOT_HELD: { status: 403, message: 'messages.noAccess' },
  KEY_NOT_ACTIVE: { status: 409, message: 'externalApproval.keyNotActive' },
  LAST_SUPER_ADMIN: { status: 409, message: 'users.lastSuperAdmin' },
  LEAVE_ON_DAY: { status: 409, message: 'leave.optionalHolidayLeaveClash' },
  LEAVE_TYPE_IN_USE: { status: 409, message: 'leave.compOffTypeFixed' },
  LINE_APPROVED: { status: 409, message: 'timesheets.lineApproved' },
  LINE_PENDING: { status: 409, message: 'timesheets.linePending' },
  LINK_INVALID: { status: 410, message: 'messages.setPasswordLinkInvalid' },
  MALFORMED_MULTIPART: { status: 400, message: 'messages.malformedUpload' },
  MAPPING_EXISTS: { status: 409, message: 'directory.mappingExists' },
  MFA_ALREADY_ENROLLED: { status: 409, message: 'mfa.alreadyEnrolled' },
  MFA_CHALLENGE_EXPIRED: { status: 401, message: 'mfa.challengeExpired' },
  MFA_CODE_INVALID: { status: 400, message: 'mfa.codeInvalid' },
  MFA_ENROLMENT_NOT_STARTED: { status: 409, message: 'mfa.enrolmentNotStarted' },
  MFA_NOT_ENROLLED: { status: 409, message: 'mfa.notEnrolled' },
  MFA_REQUIRED_BY_POLICY: { status: 403, message: 'mfa.requiredByPolicy' },
  METRICS_TOKEN_REQUIRED: { status: 401, message: 'messages.metricsTokenRequired' },
  MISSING_COLUMN: { status: 400, message: null },
  NOTHING_TO_COPY: { status: 400, message: 'timesheets.nothingToCopy' },
  NOTHING_TO_UNSUBMIT: { status: 409, message: 'timesheets.nothingToUnsubmit' },
  NOT_CLOCKED_IN: { status: 409, message: 'employees.notClockedIn' },
  NOT_CONFIGURED: { status: 400, message: 'erpSync.notConfigured' },
  NOT_DONE: { status: 409, message: 'lifecycle.taskNotDone' },
  NOT_FOUND: { status: 404, message: 'messages.notFound' },
  NOT_HOLIDAY_PLAN: { status: 400, message: 'policies.notHolidayPlan' },
  NOT_HTTP_ADAPTER: { status: 400, message: 'erpSync.notHttpAdapter' },
  NOT_INACTIVE: { status: 409, message: 'lifecycle.notInactive' },
  NOT_INDIA: { status: 400, message: 'tax.notIndia' },
  NOT_IN_AUDIENCE: { status: 404, message: 'surveys.notInAudience' },
  NOT_LOCKED: { status: 409, message: 'users.notLocked' },
  NOT_OPTIONAL_HOLIDAY: { status: 400, message: 'leave.notOptionalHoliday' },
  NOT_PENDING: { status: 409, message: 'skills.onlyPendingEditable' },
  NOT_REJECTED: { status: 409, message: 'skills.onlyRejectedRemovable' },
  NOT_RESIGNED: { status: 403, message: 'surveys.notResigned' },
  NOT_TAKEN: { status: 404, message: 'leave.optionalHolidayNotTaken' },
  NOT_TASK_OWNER: { status: 403, message: 'lifecycle.notTaskOwner' },
  NO_APPROVER: { status: 400, message: 'timesheets.noApprover' },
  NO_CHECKLIST: { status: 404, message: 'lifecycle.noChecklist' },
  NO_COMP_OFF_TYPE: { status: 400, message: 'leave.unknownLeaveType' },
  NO_EMPLOYEE_RECORD: { status: 400, message: 'employees.noEmployeeRecord' },
  NO_PROFILE_IMAGE: { status: 404, message: 'employees.noProfileImage' },
  NO_ROWS: { status: 400, message: 'uploads.noRows' },
  NO_SCIM_TOKEN: { status: 404, message: 'directory.noToken' },
  NO_TEMPLATE: { status: 409, message: 'lifecycle.noTemplate' },
  OPEN_MANDATORY_TASKS: { status: 400, message: 'offboarding.openMandatoryTasks' },
  OPERATOR_TOKEN_REQUIRED: { status: 401, message: 'tenants.operatorTokenRequired' },
  OPTIONAL_LIMIT_REACHED: { status: 409, message: 'messages.conflict' },
  PAYLOAD_ENCRYPTION_REQUIRED: { status: 400, message: 'messages.payloadEncryptionRequired' },
  PAYLOAD_KEY_UNKNOWN: { status: 401, message: 'messages.payloadKeyUnknown' },
  PAYLOAD_REPLAYED: { status: 400, message: 'messages.payloadReplayed' },
  PERIOD_CLOSED: { status: 409, message: 'revenue.periodClosed' },
  PHASE_NOT_OPEN: { status: 409, message: 'messages.conflict' },
  PLAN_IN_USE: { status: 409, message: 'messages.conflict' },
  REVENUE_EDIT_NOT_ALLOWED: { status: 403, message: 'revenue.noRevenueEdit' },
  ROLE_IN_USE: { status: 409, message: 'messages.conflict' },
  ROLE_PROTECTED: { status: 400, message: 'access.superAdminKeysFixed' },
  ROUTE_WITHOUT_ACCESS: { status: 500, message: 'messages.somethingWentWrong' },
  SECTION_NOT_EDITABLE: { status: 403, message: 'employees.sectionNotEditable' },
  SECTION_NOT_VISIBLE: { status: 403, message: 'employees.sectionNotVisible' },
  SELF_DEACTIVATE: { status: 400, message: 'users.selfDeactivate' },
  SELF_REVOKE: { status: 400, message: 'users.selfRevoke' },
  SSO_FAILED: { status: 401, message: 'sso.signInFailed' },
  SSO_REFUSED: { status: 403, message: null },
  SSO_REQUIRED: { status: 403, message: 'sso.ssoRequired' },
  SSO_STATE_INVALID: { status: 400, message: 'sso.stateInvalid' },
  STALE: { status: 409, message: 'reviews.stale' },
  STALE_ORDER: { status: 409, message: 'employees.quickLinkOrderMismatch' },
  STANDARD_TYPE: { status: 400, message: 'org.standardTypeKept' },
  STILL_EMPLOYED: { status: 409, message: 'privacy.stillEmployed' },
  SURVEY_NOT_OPEN: { status: 400, message: 'surveys.surveyNotOpen' },
  TASK_CANCELLED: { status: 409, message: 'offboarding.taskNotOpen' },
  TASK_NOT_FOUND: { status: 404, message: 'lifecycle.taskNotFound' },
  TEMPLATE_EXISTS: { status: 409, message: 'lifecycle.templateDepartmentTaken' },
  TENANT_ALREADY_SUSPENDED: { status: 409, message: 'tenants.alreadySuspended' },
  TENANT_ARCHIVE_REFUSED: { status: 400, message: null },
  TENANT_CODE_TAKEN: { status: 409, message: 'tenants.tenantCodeTaken' },
  TENANT_MAINTENANCE: { status: 503, message: 'messages.tenantMaintenance' },
  TENANT_MOVE_REFUSED: { status: 400, message: null },
  TENANT_NOT_FOUND: { status: 404, message: 'tenants.tenantNotFound' },
  TENANT_NOT_SUSPENDED: { status: 409, message: 'tenants.notSuspended' },
  TENANT_SUSPENDED: { status: 403, message: 'messages.tenantSuspended' },
  TOKEN_REFUSED: { status: 401, message: 'externalApproval.tokenRefused' },
  TOKEN_REQUIRED: { status: 401, message: 'externalApproval.tokenRequired' },
  TOO_MANY_ATTEMPTS: { status: 429, message: 'messages.tooManyLoginAttempts' },
  TOO_MANY_COLUMNS: { status: 400, message: null },
  TOO_MANY_DRAFTS: { status: 409, message: 'messages.conflict' },
  TOO_MANY_FILES: { status: 400, message: null },
  TOO_MANY_REQUESTS: { status: 429, message: null },
  TOO_MANY_ROWS: { status: 400, message: null },
  TRANSITION_NOT_ALLOWED: { status: 403, message: 'offboarding.notYourStep' },
  UNAUTHENTICATED: { status: 401, message: 'messages.sessionExpired' },
  UPLOAD_HAS_ERRORS: { status: 400, message: 'leave.uploadHasErrors' },
  USER_DEACTIVATED: { status: 409, message: 'users.deactivatedUser' },
  VALIDATION_FAILED: { status: 400, message: null },
  WEEK_LOCKED: { status: 409, message: 'timesheets.weekLocked' },
  WORKBOOK_TOO_LARGE: { status: 400, message: 'uploads.workbookTooLarge' },
  WORKBOOK_UNREADABLE: { status: 400, message: 'uploads.workbookUnreadable' },
  ZIP_UNREADABLE: { status: 400, message: null },
} as const satisfies Record<string, ErrorCodeEntry>;

export type ErrorCode = keyof typeof ERROR_CODES;

export const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && Object.hasOwn(ERROR_CODES, code);
