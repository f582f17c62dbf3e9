import type { ModuleProbes, ProbeContext } from './probe.ts';

const hris = '/api/hrms/hris';
const onboarding = `${hris}/employee`;
/** A draft HR left for a Singapore joiner (hrexec01 is HR of India and the US only). */
const singaporeDraft = async (c: ProbeContext) => {
  const id = await c.value(
    `insert into onboarding_drafts (tenant_id, type, step, title, legal_entity_code, data, created_by)
     select 'demo', 'employee', 'job', 'Probe Joiner', 'SG-01', '{"job":{"legalEntityCode":"SG-01"}}', u.id
       from users u where u.username = 'hrdirector' returning id`,
  );
  return `${onboarding}/drafts/employee/${id}`;
};
/** A conversation of the HR director's with the assistant: nobody else's to read or delete. */
const directorsConversation = async (c: ProbeContext) =>
  `/api/agent/conversations/${await c.value(
    `insert into chat_conversations (tenant_id, user_id) select 'demo', id from users where username = 'hrdirector' returning id`,
  )}`;
/** An open survey sent to Singapore only: not addressed to anyone in the US (employee01). */
const singaporeSurvey = async (c: ProbeContext) =>
  `/api/hrms/surveys/employee-surveys/${await c.value(
    `insert into employee_surveys (tenant_id, questionnaire_id, title, legal_entity_ids, opens_on, closes_on)
     select 'demo', q.id, 'Singapore pulse', array[(select id from legal_entities where code = 'SG-01')],
            current_date - 1, current_date + 10
       from survey_questionnaires q order by q.id limit 1 returning id`,
  )}`;
/** A report of hrexec01's asked for Singapore, where no role of theirs grants it: 403, as its entity picker never offers it. */
const inSingapore =
  (path: string, query = '') =>
  async (c: ProbeContext) =>
    `/api/reports/employee-overview${path}?legalEntity=${await c.value(`select id from legal_entities where code = 'SG-01'`)}${query}`;
/** A private saved view of the HR director's: another user's view does not exist for hrexec01. */
const directorsView =
  (path = '') =>
  async (c: ProbeContext) =>
    `/api/reports/views/${await c.value(
      `with director as (select id from users where username = 'hrdirector'),
          added as (insert into report_views (tenant_id, user_id, report_key, name, shared, state)
                    select 'demo', id, 'employee-overview', 'Director only', false, '{}' from director
                    on conflict do nothing returning id)
     select id from added
     union all select v.id from report_views v join director d on d.id = v.user_id where v.name = 'Director only' limit 1`,
    )}${path}`;
const singaporeDocument = async (c: ProbeContext) =>
  `${hris}/policy-document/${await c.value(
    `select d.id from policy_documents d join legal_entities le on le.id = d.legal_entity_id where le.code = 'SG-01' limit 1`,
  )}/file`;
/** The employee numbers of Singapore's and Costa Rica's leavers, as JSON strings. */
const outsideLeavers = async (c: ProbeContext) =>
  (
    await c.values(`select distinct e.employee_number from resignations r join employees e on e.id = r.employee_id
                     join legal_entities le on le.id = e.legal_entity_id where le.code in ('SG-01', 'CR-SJ-01')`)
  ).map((n) => `"${n}"`);
const OTHER_ENTITIES = ['"SG-01"', '"CR-SJ-01"'];
const dashboardHolders =
  'no demo user holds it in some entities only (HR executives lack it): vendors.test.ts gives it in India only and finds only Indian consultants';

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
    'GET /api/agent/conversations/:sessionId': { as: 'employee01', url: directorsConversation, expect: 404 },
    'DELETE /api/agent/conversations/:sessionId': { as: 'employee01', url: directorsConversation, expect: 404 },
    'GET /api/hrms/surveys/employee-surveys/:id/form': {
      as: 'employee01',
      url: async (c) => `${await singaporeSurvey(c)}/form`,
      expect: 404,
    },
    'POST /api/hrms/surveys/employee-surveys/:id/responses': {
      as: 'employee01',
      url: async (c) => `${await singaporeSurvey(c)}/responses`,
      payload: { answers: [] },
      expect: 404,
    },
    // Reports (entity): the rows of an entity where the viewer holds no role granting the report.
    'GET /api/reports': { implicit: 'the catalogue of reports the caller may open: nobody’s rows' },
    'GET /api/reports/:key': {
      as: 'hrexec01',
      url: '/api/reports/employee-overview',
      // The entity filter offers the entities by name.
      without: async (c) =>
        (await c.values(`select name from legal_entities where code in ('SG-01', 'CR-SJ-01')`)).map((n) => `"${n}"`),
    },
    'GET /api/reports/:key/rows': { as: 'hrexec01', url: inSingapore('/rows'), expect: 403 },
    'GET /api/reports/:key/summary': { as: 'hrexec01', url: inSingapore('/summary'), expect: 403 },
    'GET /api/reports/:key/export': { as: 'hrexec01', url: inSingapore('/export', '&format=csv'), expect: 403 },
    'POST /api/reports/:key/action': {
      as: 'hrexec01',
      url: async (c) =>
        `/api/reports/payroll-defaulters-report/action?cutoff=2026-11-01&legalEntity=${await c.value(
          `select id from legal_entities where code = 'SG-01'`,
        )}`,
      payload: {},
      expect: 403,
    },
    'GET /api/reports/:key/people/:employeeId/days': {
      as: 'hrexec01',
      url: async (c) =>
        `/api/reports/utilization-report-exclude-details-page/people/${await c.value(
          `select id from employees where employee_number = 'EMP0008'`,
        )}/days?from=2026-01-01&to=2026-01-31`,
      expect: 403,
    },
    'GET /api/reports/:key/views': {
      as: 'hrexec01',
      url: async (c) => {
        await directorsView()(c);
        return '/api/reports/employee-overview/views';
      },
      without: ['Director only'],
    },
    'GET /api/reports/views/:id': { as: 'hrexec01', url: directorsView(), expect: 404 },
    'PUT /api/reports/views/:id': { as: 'hrexec01', url: directorsView(), payload: { name: 'Mine now' }, expect: 404 },
    'DELETE /api/reports/views/:id': { as: 'hrexec01', url: directorsView(), expect: 404 },
    'GET /api/reports/views/:id/schedules': { as: 'hrexec01', url: directorsView('/schedules'), expect: 404 },
    'POST /api/reports/views/:id/schedules': {
      as: 'hrexec01',
      url: directorsView('/schedules'),
      payload: { frequency: 'weekly', format: 'csv', recipientUserIds: ['6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b'] },
      expect: 404,
    },
    'DELETE /api/reports/views/:id/schedules/:scheduleId': {
      as: 'hrexec01',
      url: directorsView('/schedules/6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b'),
      expect: 404,
    },
    'POST /api/hrms/hris/offboarding/survey/mine/:id/response': {
      as: 'employee01',
      url: async (c) =>
        `${hris}/offboarding/survey/mine/${await c.value(
          `select a.id from exit_survey_assignments a join employees e on e.id = a.employee_id
            where e.employee_number <> 'EMP0006' limit 1`,
        )}/response`,
      payload: { answers: [] },
      expect: 404,
    },
    // Transfers: a manager initiates for their indirect reportees only (HR, holding more keys, for their entities).
    [`GET ${hris}/transfer/options`]: { implicit: 'the pickers (entities, departments, locations): nobody’s rows' },
    [`GET ${hris}/transfer/eligibility`]: {
      as: 'manager01',
      url: `${hris}/transfer/eligibility?employeeNumber=EMP0008`,
      without: ['Aisha Tan', 'Singapore'],
    },
    [`POST ${hris}/transfer`]: {
      as: 'manager01',
      url: `${hris}/transfer`,
      payload: { employeeNumber: 'EMP0008', effectiveDate: '2027-01-04' },
      expect: 403,
    },
    // Entity scope: hrexec01 is HR of India and the US, not of Singapore or Costa Rica.
    [`GET ${onboarding}/add-employee/options`]: {
      as: 'hrexec01',
      url: `${onboarding}/add-employee/options`,
      without: OTHER_ENTITIES,
    },
    [`GET ${onboarding}/consultant/options`]: {
      as: 'hrexec01',
      url: `${onboarding}/consultant/options`,
      without: OTHER_ENTITIES,
    },
    [`GET ${onboarding}/drafts/:type`]: {
      as: 'hrexec01',
      url: `${onboarding}/drafts/consultant`,
      without: OTHER_ENTITIES,
    },
    [`GET ${onboarding}/drafts/:type/:id`]: { as: 'hrexec01', url: singaporeDraft, expect: 404 },
    [`PUT ${onboarding}/drafts/:type/:id`]: {
      as: 'hrexec01',
      url: singaporeDraft,
      payload: { step: 'job', data: {} },
      expect: 404,
    },
    [`DELETE ${onboarding}/drafts/:type/:id`]: { as: 'hrexec01', url: singaporeDraft, expect: 404 },
    [`GET ${hris}/offboarding/dashboard`]: {
      as: 'hrexec01',
      url: `${hris}/offboarding/dashboard`,
      without: outsideLeavers,
    },
    [`GET ${hris}/policy-document`]: {
      as: 'manager01',
      url: `${hris}/policy-document?legalEntityCode=SG-01`,
      expect: 403,
    },
    [`GET ${hris}/policy-document/:id/file`]: { as: 'manager01', url: singaporeDocument, expect: 403 },
  },
  unprobed: {
    [`POST ${onboarding}/add-employee`]:
      "a joiner in an entity outside the scope is refused on job.legalEntityCode (400), a whole joiner's body: add-employee-service.test.ts 'onboards only into the entities…'",
    [`POST ${onboarding}/consultant`]:
      'the same rows and rule as add-employee (onboardEmployees with the route’s entities): add-employee-service.test.ts',
    [`POST ${onboarding}/drafts/:type`]:
      "a draft naming an entity outside the scope is refused on job.legalEntityCode (400): add-employee-service.test.ts 'shares a draft with the HR of its legal entity only'",
    [`GET ${onboarding}/employee-number/check`]:
      'answers only whether a number is free in the tenant (numbers are unique across entities): nobody’s data',
    [`GET ${hris}/vendor-dashboard`]: dashboardHolders,
    [`GET ${hris}/vendor-dashboard/consultants`]: dashboardHolders,
    [`GET ${hris}/vendor-dashboard/consultants/export`]: dashboardHolders,
    'GET /api/reports/:key/embed':
      'reports: a BI dashboard token locks the working legal entity (X-EntityID) as a parameter; the BI tool applies it',
    'POST /api/reports/:key/views':
      'the caller saves a view of their own (its rows follow the report’s scope when read)',
    'GET /api/reports/:key/recipients':
      'the colleagues who hold the report in the viewer’s entity: report-schedules.test.ts finds an employee without it left out',
  },
};
