import type { ModuleProbes } from './probe.ts';

const SAVED_VIEWS =
  'reports: saved views and schedules are the user’s own (another user’s private view is a 404, test/report-views.test.ts); rows follow the report’s scope';
const entity = 'entity scope: a probe needs an HR user of a second entity with the key and rows there';

/** Offboarding, transfers, surveys, the assistant, and the entity-scoped HR pages (onboarding, policies, vendors, admin, revenue). */
export const hrisProbes: ModuleProbes = {
  probes: {
    'GET /api/hrms/hris/resignation/eligibility': { implicit: 'whether the caller may resign' },
    'POST /api/hrms/hris/resignation': { implicit: 'the caller resigns (HR submits for others on an all route)' },
    'GET /api/hrms/hris/offboarding/survey/mine': { implicit: "the caller's own exit survey" },
    'GET /api/hrms/surveys/employee-surveys/mine': { implicit: "the caller's own surveys" },
    'GET /api/agent/conversations': { implicit: "the caller's own conversations" },
    'DELETE /api/agent/conversations': { implicit: "the caller's own conversations" },
    'POST /api/agent/chat': { implicit: 'the caller talks to the assistant' },
    'POST /api/agent/chat/stream': { implicit: 'the caller talks to the assistant' },
    'POST /api/agent/v2/chat': { implicit: 'the caller talks to the assistant' },
    'POST /api/hrms/chatbot/chat': { implicit: 'the caller talks to the assistant' },
  },
  unprobed: {
    'GET /api/reports': 'reports: each report applies its own scope (new module; probes to come with it)',
    'GET /api/reports/:key': 'reports: each report applies its own scope (new module; probes to come with it)',
    'GET /api/reports/:key/rows': 'reports: each report applies its own scope (new module; probes to come with it)',
    'GET /api/reports/:key/summary':
      'reports: the totals and chart of the rows the same filters give (the rows’ scope, resolved by the same request check)',
    'GET /api/reports/:key/export': 'reports: each report applies its own scope (new module; probes to come with it)',
    'POST /api/reports/:key/action':
      "reports: the action reaches the rows the report's own scope shows (Payroll Defaulters: reminds its defaulters)",
    'GET /api/reports/:key/embed':
      'reports: a BI dashboard token locks the working legal entity (X-EntityID) as a parameter; the BI tool applies it',
    'GET /api/reports/:key/people/:employeeId/days':
      'reports: the person must work in a legal entity where the viewer holds the report’s key, else 403 (test/reports-utilisation.test.ts)',
    'GET /api/reports/:key/views': SAVED_VIEWS,
    'POST /api/reports/:key/views': SAVED_VIEWS,
    'GET /api/reports/:key/recipients': SAVED_VIEWS,
    'GET /api/reports/views/:id': SAVED_VIEWS,
    'PUT /api/reports/views/:id': SAVED_VIEWS,
    'DELETE /api/reports/views/:id': SAVED_VIEWS,
    'GET /api/reports/views/:id/schedules': SAVED_VIEWS,
    'POST /api/reports/views/:id/schedules': SAVED_VIEWS,
    'DELETE /api/reports/views/:id/schedules/:scheduleId': SAVED_VIEWS,
    'GET /api/agent/conversations/:sessionId': 'no seeded conversation of another user',
    'DELETE /api/agent/conversations/:sessionId': 'no seeded conversation of another user',
    'POST /api/hrms/hris/offboarding/survey/mine/:id/response': 'needs another leaver’s exit survey',
    'GET /api/hrms/surveys/employee-surveys/:id/form': 'surveys are addressed by audience, not by person',
    'POST /api/hrms/surveys/employee-surveys/:id/responses': 'surveys are addressed by audience, not by person',
    'GET /api/hrms/hris/transfer/eligibility': 'transfers: initiableBy (HR: their entities; managers: reportees)',
    'GET /api/hrms/hris/transfer/options': 'transfers: initiableBy (HR: their entities; managers: reportees)',
    'POST /api/hrms/hris/transfer': 'transfers: initiableBy (HR: their entities; managers: reportees)',
    'GET /api/admin/mail-outbox': entity,
    'GET /api/hrms/hris/employee/add-employee/options': entity,
    'POST /api/hrms/hris/employee/add-employee': entity,
    'GET /api/hrms/hris/employee/consultant/options': entity,
    'POST /api/hrms/hris/employee/consultant': entity,
    'GET /api/hrms/hris/employee/drafts/:type': entity,
    'POST /api/hrms/hris/employee/drafts/:type': entity,
    'GET /api/hrms/hris/employee/drafts/:type/:id': entity,
    'PUT /api/hrms/hris/employee/drafts/:type/:id': entity,
    'DELETE /api/hrms/hris/employee/drafts/:type/:id': entity,
    'GET /api/hrms/hris/employee/employee-number/check': entity,
    'GET /api/hrms/hris/offboarding/dashboard': entity,
    'GET /api/hrms/hris/policy-document': entity,
    'GET /api/hrms/hris/policy-document/:id/file': entity,
    'GET /api/hrms/hris/vendor-dashboard': entity,
    'GET /api/hrms/hris/vendor-dashboard/consultants': entity,
    'GET /api/hrms/hris/vendor-dashboard/consultants/export': entity,
    'GET /api/timesheet/v2/revenue-details': entity,
    'GET /api/timesheet/v2/revenue-details/export': entity,
    'GET /api/timesheet/v2/revenue-details/people': entity,
    'GET /api/timesheet/v2/revenue-details/projects': entity,
    'GET /api/timesheet/v2/revenue-details/rate-cards': entity,
    'POST /api/timesheet/v2/revenue-details/periods': entity,
    'POST /api/timesheet/v2/revenue-details/rate-cards': entity,
    'POST /api/timesheet/v2/revenue-details/rate-cards/preview': entity,
  },
};
