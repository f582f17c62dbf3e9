import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays } from '@tenure/domain/policies';
import { SURVEY_ANONYMITY_THRESHOLD, SURVEY_MESSAGES, type QuestionnaireView } from '@tenure/domain/surveys';
import { noticeTexts } from '@tenure/domain/notices';
import { queryRows, withTenant, type Tx } from '../../platform/db.ts';
import { encryptedClient } from '../../../test/encrypted-client.ts';
import { DEMO_PASSWORD, createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../test/harness.ts';
import { remindNonRespondents } from './employee-survey-service.ts';

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const today = () => new Date().toISOString().slice(0, 10);

const EXIT_QUESTIONS = [
  { type: 'single', text: 'Main reason for leaving?', options: ['Growth', 'Pay', 'Relocation'] },
  { type: 'rating', text: 'Overall experience?' },
  { type: 'text', text: 'What could we have done better?', required: false },
];

describeEachDatabase('surveys: questionnaires, exit surveys, employee surveys, reminders', (kind) => {
  let t: TestApp;
  let employee: Headers;
  let manager: Headers;
  let outsider: Headers;
  let hr: Headers;
  let exitQuestionnaire: QuestionnaireView;
  const inDemo = <T>(work: (tx: Tx) => Promise<T>) => withTenant(t.database.db, { tenantCode: 'demo' }, work);
  const call = (method: Method, url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const surveys = (method: Method, path: string, headers: Headers, payload?: object) =>
    call(method, `/api/hrms/surveys${path}`, headers, payload);
  const hris = (method: Method, path: string, headers: Headers, payload?: object) =>
    call(method, `/api/hrms/hris${path}`, headers, payload);

  beforeAll(async () => {
    t = await createTestApp(kind);
    employee = (await loginAs(t.app, 'employee01')).headers;
    manager = (await loginAs(t.app, 'manager01')).headers;
    outsider = (await loginAs(t.app, 'projmgr01')).headers;
    hr = (await loginAs(t.app, 'hrexec01')).headers;
  });
  afterAll(() => t.close());

  it('the builder refuses a bad questionnaire field by field and lets only survey HR build', async () => {
    const bad = await surveys('POST', '/questionnaires', hr, {
      kind: 'exit',
      title: ' ',
      questions: [
        { type: 'single', text: 'Pick one', options: ['Only'] },
        { type: 'rating', text: 'Rate', options: ['x'] },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({
      title: SURVEY_MESSAGES.titleRequired,
      'questions.0.options': SURVEY_MESSAGES.optionsNeeded,
      'questions.1.options': SURVEY_MESSAGES.noOptionsHere,
    });
    const empty = await surveys('POST', '/questionnaires', hr, { kind: 'pulse', title: 'Empty', questions: [] });
    expect(empty.json().fieldErrors.questions).toBe(SURVEY_MESSAGES.atLeastOneQuestion);
    expect(
      (await surveys('POST', '/questionnaires', employee, { kind: 'exit', title: 'Mine', questions: EXIT_QUESTIONS }))
        .statusCode,
    ).toBe(403);
    expect((await surveys('GET', '/questionnaires', employee)).statusCode).toBe(403);
    const created = await surveys('POST', '/questionnaires', hr, {
      kind: 'exit',
      title: 'Exit interview (test)',
      questions: EXIT_QUESTIONS,
    });
    expect(created.statusCode).toBe(201);
    exitQuestionnaire = created.json();
    expect(exitQuestionnaire.questions.map((q) => q.type)).toEqual(['single', 'rating', 'text']);
    const listed = (await surveys('GET', '/questionnaires?kind=exit&search=test', hr)).json();
    expect(listed.items).toEqual([
      expect.objectContaining({ id: exitQuestionnaire.id, questionCount: 3, inUse: false }),
    ]);
  });

  it('employee01, once Resigned, sees the exit survey assigned to the exit request and answers it once; managers never see the name of an anonymous one', async () => {
    expect((await hris('GET', '/offboarding/survey/mine', employee)).json()).toEqual([]);
    const resignation = (
      await hris('POST', '/resignation', employee, {
        reason: 'Moving to another city',
        proposedLastDay: addDays(today(), 30),
      })
    ).json();
    const assign = (body: object, headers = hr) =>
      hris('POST', '/offboarding/survey-assignments', headers, {
        employeeNumber: 'EMP0006',
        exitRequestId: resignation.id,
        entityCode: 'US-NY-01',
        questionnaireId: exitQuestionnaire.id,
        anonymous: true,
        ...body,
      });
    const early = await assign({});
    expect(early.statusCode).toBe(400);
    expect(early.json().fieldErrors.exitRequestId).toBe(SURVEY_MESSAGES.exitRequestNotReleased);
    expect((await hris('PUT', `/resignation/${resignation.id}/accept`, manager, {})).statusCode).toBe(200);
    expect(
      (
        await hris('PUT', `/resignation/${resignation.id}/release`, hr, {
          lastWorkingDay: addDays(today(), 30),
          noticeTreatment: 'waiver',
        })
      ).statusCode,
    ).toBe(200);
    const [status] = await inDemo((tx) =>
      queryRows<{ status: string }>(tx, sql`select status from employees where employee_number = 'EMP0006'`),
    );
    expect(status!.status).toBe('Resigned');
    // Nothing assigned yet: still no exit survey for the leaver.
    expect((await hris('GET', '/offboarding/survey/mine', employee)).json()).toEqual([]);

    expect((await assign({ employeeNumber: 'EMP0005' })).json().fieldErrors.employeeNumber).toBe(
      SURVEY_MESSAGES.employeeMismatch,
    );
    expect((await assign({ entityCode: 'SG-01' })).json().fieldErrors.entityCode).toBe(SURVEY_MESSAGES.entityMismatch);
    expect(
      (await assign({ exitRequestId: '00000000-0000-4000-8000-000000000000' })).json().fieldErrors.exitRequestId,
    ).toBe(SURVEY_MESSAGES.exitRequestNotFound);
    const [engagement] = await inDemo((tx) =>
      queryRows<{ id: string }>(tx, sql`select id from survey_questionnaires where kind = 'engagement' limit 1`),
    );
    expect((await assign({ questionnaireId: engagement!.id })).json().fieldErrors.questionnaireId).toBe(
      SURVEY_MESSAGES.wrongKind,
    );
    expect((await assign({}, manager)).statusCode).toBe(403);
    const candidates = (await hris('GET', '/offboarding/survey-assignments/candidates?search=EMP0006', hr)).json();
    expect(candidates).toEqual([expect.objectContaining({ exitRequestId: resignation.id, entityCode: 'US-NY-01' })]);
    const assigned = await assign({});
    expect(assigned.statusCode).toBe(201);
    expect(assigned.json()).toMatchObject({
      anonymous: true,
      employee: { employeeNumber: 'EMP0006' },
      answeredOn: null,
    });
    expect((await assign({})).statusCode).toBe(409);
    const id = assigned.json().id as string;

    const mine = (await hris('GET', '/offboarding/survey/mine', employee)).json();
    expect(mine).toEqual([expect.objectContaining({ id, answeredOn: null, anonymous: true })]);
    const [reason, rating, text] = mine[0].questions as { id: string }[];
    const answer = (body: object, headers = employee) =>
      hris('POST', `/offboarding/survey/mine/${id}/response`, headers, body);
    const missing = await answer({ answers: [{ questionId: reason!.id, choices: ['Growth'] }] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors[`answers.${rating!.id}`]).toBe(SURVEY_MESSAGES.answerRequired);
    expect(
      (
        await answer({
          answers: [
            { questionId: reason!.id, choices: ['Salary'] },
            { questionId: rating!.id, rating: 4 },
          ],
        })
      ).json().fieldErrors[`answers.${reason!.id}`],
    ).toBe(SURVEY_MESSAGES.unknownOption);
    expect(
      (
        await answer({
          answers: [
            { questionId: reason!.id, choices: ['Growth'] },
            { questionId: rating!.id, rating: 6 },
          ],
        })
      ).json().fieldErrors[`answers.${rating!.id}`],
    ).toBe(SURVEY_MESSAGES.ratingRange);
    expect((await answer({ answers: [] }, manager)).statusCode).toBe(404);
    // Only while Resigned: the same leaver back in another status has no exit survey and cannot answer.
    const setStatus = (value: string) =>
      inDemo((tx) => tx.execute(sql`update employees set status = ${value} where employee_number = 'EMP0006'`));
    await setStatus('Notice Period');
    expect((await hris('GET', '/offboarding/survey/mine', employee)).json()).toEqual([]);
    expect((await answer({ answers: [] })).json().code).toBe('NOT_RESIGNED');
    await setStatus('Resigned');
    const body = {
      answers: [
        { questionId: reason!.id, choices: ['Growth'] },
        { questionId: rating!.id, rating: 4 },
        { questionId: text!.id, text: 'A clearer path to senior roles.' },
      ],
    };
    const answered = await answer(body);
    expect(answered.statusCode).toBe(201);
    expect(answered.json().answeredOn).toBe(today());
    expect((await answer(body)).statusCode).toBe(409);

    // HR sees the name; the manager sees the answers but not who gave them; others see nothing.
    const hrView = (await hris('GET', `/offboarding/survey-assignments/${id}`, hr)).json();
    expect(hrView).toMatchObject({
      employee: { employeeNumber: 'EMP0006' },
      answers: expect.arrayContaining([expect.objectContaining({ rating: 4 })]),
    });
    const managerView = (await hris('GET', `/offboarding/survey-assignments/${id}`, manager)).json();
    expect(managerView.employee).toBeNull();
    expect(managerView.answers).toHaveLength(3);
    expect(
      JSON.stringify((await hris('GET', '/offboarding/survey-assignments?state=answered', manager)).json()),
    ).not.toContain('EMP0006');
    expect((await hris('GET', '/offboarding/survey-assignments?search=EMP0006', hr)).json().items).toHaveLength(1);
    expect((await hris('GET', `/offboarding/survey-assignments/${id}`, outsider)).statusCode).toBe(404);
    expect((await hris('GET', '/offboarding/survey-assignments', outsider)).json().total).toBe(0);
  });

  it('a questionnaire in use is not deleted, and its answered questions stay with their type and options', async () => {
    const current = (await surveys('GET', `/questionnaires/${exitQuestionnaire.id}`, hr)).json() as QuestionnaireView;
    expect(current.inUse).toBe(true);
    expect(current.questions.every((q) => q.answered)).toBe(true);
    expect((await surveys('DELETE', `/questionnaires/${exitQuestionnaire.id}`, hr)).statusCode).toBe(409);
    const keep = current.questions.map(({ id, type, text, required, options }) => ({
      id,
      type,
      text,
      required,
      options,
    }));
    const dropped = await surveys('PUT', `/questionnaires/${current.id}`, hr, {
      kind: 'exit',
      title: current.title,
      questions: keep.slice(1),
    });
    expect(dropped.statusCode).toBe(400);
    expect(dropped.json().fieldErrors.questions).toBe(SURVEY_MESSAGES.answeredQuestionKept);
    const retyped = await surveys('PUT', `/questionnaires/${current.id}`, hr, {
      kind: 'exit',
      title: current.title,
      questions: [{ ...keep[0], type: 'multiple' }, ...keep.slice(1)],
    });
    expect(retyped.json().fieldErrors['questions.0.options']).toBe(SURVEY_MESSAGES.answeredQuestionKept);
    const edited = await surveys('PUT', `/questionnaires/${current.id}`, hr, {
      kind: 'exit',
      title: 'Exit interview (test, v2)',
      questions: [
        { ...keep[0], text: 'What is the main reason for leaving?', options: [...keep[0]!.options, 'Studies'] },
        ...keep.slice(1),
        { type: 'rating', text: 'Would you come back?' },
      ],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().questions.map((q: { text: string }) => q.text)).toEqual([
      'What is the main reason for leaving?',
      'Overall experience?',
      'What could we have done better?',
      'Would you come back?',
    ]);
  });

  it('HR launches an employee survey to a department; its employees answer once; the results keep small groups out of the breakdown', async () => {
    const questionnaire = (
      await surveys('POST', '/questionnaires', hr, {
        kind: 'pulse',
        title: 'Team pulse (test)',
        questions: [
          { type: 'rating', text: 'How was your week?' },
          { type: 'multiple', text: 'What helped?', options: ['Team', 'Tools', 'Focus time'] },
          { type: 'text', text: 'Anything else?', required: false },
        ],
      })
    ).json() as QuestionnaireView;
    const [dept] = await inDemo((tx) =>
      queryRows<{ id: string }>(tx, sql`select department_id as id from employees where employee_number = 'EMP0005'`),
    );
    const launch = (body: object, headers = hr) =>
      // Opened yesterday (UTC): open on every respondent's own day, whatever their time zone.
      surveys('POST', '/employee-surveys', headers, {
        title: 'Product pulse',
        questionnaireId: questionnaire.id,
        anonymous: true,
        audience: { departmentIds: [dept!.id] },
        opensOn: addDays(today(), -1),
        closesOn: addDays(today(), 7),
        reminderEveryDays: 2,
        ...body,
      });
    expect((await launch({ closesOn: addDays(today(), -2) })).json().fieldErrors.closesOn).toBe(
      SURVEY_MESSAGES.closesBeforeOpens,
    );
    expect((await launch({ questionnaireId: exitQuestionnaire.id })).json().fieldErrors.questionnaireId).toBe(
      SURVEY_MESSAGES.wrongKind,
    );
    expect((await launch({}, employee)).statusCode).toBe(403);
    const created = await launch({});
    expect(created.statusCode).toBe(201);
    const survey = created.json();
    expect(survey).toMatchObject({ status: 'Open', responseCount: 0, responseRate: 0 });
    expect(survey.audienceCount).toBeGreaterThan(1);

    const mine = (await surveys('GET', '/employee-surveys/mine', manager)).json();
    expect(mine).toEqual(expect.arrayContaining([expect.objectContaining({ id: survey.id, answered: false })]));
    const form = (await surveys('GET', `/employee-surveys/${survey.id}/form`, manager)).json();
    const [week, helped, other] = form.questions as { id: string }[];
    const body = {
      answers: [
        { questionId: week!.id, rating: 5 },
        { questionId: helped!.id, choices: ['Team', 'Tools'] },
        { questionId: other!.id, text: 'More focus days please.' },
      ],
    };
    // Two submits at once: one is kept, the other is a 409.
    const race = await Promise.all([
      surveys('POST', `/employee-surveys/${survey.id}/responses`, manager, body),
      surveys('POST', `/employee-surveys/${survey.id}/responses`, manager, body),
    ]);
    expect(race.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await surveys('GET', `/employee-surveys/${survey.id}/form`, hr)).statusCode).toBe(404);
    expect((await surveys('POST', `/employee-surveys/${survey.id}/responses`, hr, body)).statusCode).toBe(404);
    expect((await surveys('GET', '/employee-surveys', employee)).statusCode).toBe(403);
    expect((await surveys('GET', `/employee-surveys/${survey.id}/results`, manager)).statusCode).toBe(403);

    const results = (await surveys('GET', `/employee-surveys/${survey.id}/results`, hr)).json();
    expect(results.survey).toMatchObject({
      responseCount: 1,
      responseRate: Math.round(1000 / survey.audienceCount) / 10,
    });
    expect(results.questions[0]).toMatchObject({
      average: 5,
      distribution: expect.arrayContaining([{ label: '5', count: 1 }]),
    });
    expect(results.questions[1].distribution).toEqual([
      { label: 'Team', count: 1 },
      { label: 'Tools', count: 1 },
      { label: 'Focus time', count: 0 },
    ]);
    expect(results.questions[2].texts).toEqual([{ text: 'More focus days please.', respondent: null }]);
    expect(results.byDepartment).toEqual({ rows: [], hiddenGroups: 1 });
    // Once answered, the audience and anonymity stay; a survey with answers is not deleted.
    expect(
      (
        await surveys('PUT', `/employee-surveys/${survey.id}`, hr, {
          ...survey,
          questionnaireId: questionnaire.id,
          anonymous: false,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await surveys('PUT', `/employee-surveys/${survey.id}`, hr, {
          title: 'Product pulse (week 2)',
          questionnaireId: questionnaire.id,
          anonymous: true,
          audience: survey.audience,
          opensOn: survey.opensOn,
          closesOn: addDays(today(), 10),
          reminderEveryDays: 2,
        })
      ).statusCode,
    ).toBe(200);
    expect((await surveys('DELETE', `/employee-surveys/${survey.id}`, hr)).statusCode).toBe(409);

    // The reminders' job tells the audience members who have not answered, once per survey and day.
    const first = await inDemo((tx) => remindNonRespondents(tx, 'demo', today()));
    expect(first.surveys).toBeGreaterThanOrEqual(1);
    const toldAbout = async (title: string) =>
      (
        await inDemo((tx) =>
          queryRows<{ username: string }>(
            tx,
            sql`select u.username from notifications n join users u on u.id = n.user_id where n.title = ${noticeTexts('en', 'dd MMM yyyy').surveyReminder({ survey: '', closesOn: '2026-01-01' }).title} and n.body like ${`%${title}%`}`,
          ),
        )
      ).map((r) => r.username);
    expect(await toldAbout('Product pulse')).not.toContain('manager01');
    // The demo engagement survey was last reminded five days ago: its non-respondents hear again, employee01 too — Resigned, she
    // still works here until her last working day in 30 days (issue 31 item 10).
    expect(await toldAbout('Engagement survey')).toEqual(
      expect.arrayContaining(['hrexec01', 'manager01', 'employee01']),
    );
    expect((await inDemo((tx) => remindNonRespondents(tx, 'demo', today()))).surveys).toBe(0);
  });

  it("opens a survey on the company's day (UTC) for every respondent, whatever their place's time zone", async () => {
    // Kiritimati (UTC+14) is a day ahead of UTC from 10:00 UTC; Pago Pago (UTC-11) a day behind until 11:00 UTC.
    const ahead = new Date().getUTCHours() >= 10;
    const zone = ahead ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
    const [place] = await inDemo((tx) =>
      queryRows<{ id: string; zone: string }>(
        tx,
        sql`select l.id, l.time_zone as zone from users u join employees e on e.id = u.employee_id join locations l on l.id = e.location_id where u.username = 'projmgr01'`,
      ),
    );
    await inDemo((tx) => tx.execute(sql`update locations set time_zone = ${zone} where id = ${place!.id}`));
    try {
      const [pulse] = await inDemo((tx) =>
        queryRows<{ id: string }>(tx, sql`select id from survey_questionnaires where title = 'Weekly pulse'`),
      );
      const launch = async (day: string) =>
        (
          await surveys('POST', '/employee-surveys', hr, {
            title: `Pulse of ${day}`,
            questionnaireId: pulse!.id,
            anonymous: true,
            opensOn: day,
            closesOn: day,
            reminderEveryDays: 0,
          })
        ).json() as { id: string };
      const opensToday = await launch(today());
      const opensTomorrow = await launch(addDays(today(), 1));
      const mine = ((await surveys('GET', '/employee-surveys/mine', outsider)).json() as { id: string }[]).map(
        (s) => s.id,
      );
      // HR launches "today" and everyone can answer now, a day behind UTC or a day ahead; tomorrow's is open to nobody yet.
      expect(mine).toContain(opensToday.id);
      expect(mine).not.toContain(opensTomorrow.id);
      expect(
        (await surveys('POST', `/employee-surveys/${opensTomorrow.id}/responses`, outsider, { answers: [] })).json()
          .code,
      ).toBe('SURVEY_NOT_OPEN');
      for (const survey of [opensToday, opensTomorrow]) await surveys('DELETE', `/employee-surveys/${survey.id}`, hr);
    } finally {
      await inDemo((tx) => tx.execute(sql`update locations set time_zone = ${place!.zone} where id = ${place!.id}`));
    }
  });

  it('keeps each tenant’s questionnaires and surveys to itself', async () => {
    // Acme runs the production preset, so its calls are encrypted like the browser's.
    const acme = await encryptedClient(t.app, 'acme');
    const login = await acme.request({
      method: 'POST',
      url: '/api/auth/user/v3/login',
      body: { username: 'acmeadmin', password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${(login.body as { token: string }).token}` };
    expect(
      (await acme.request({ method: 'GET', url: '/api/hrms/surveys/questionnaires', headers })).body,
    ).toMatchObject({ items: [], total: 0 });
    expect(
      (await acme.request({ method: 'GET', url: `/api/hrms/surveys/questionnaires/${exitQuestionnaire.id}`, headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await acme.request({ method: 'GET', url: '/api/hrms/hris/offboarding/survey-assignments', headers })).body,
    ).toMatchObject({ items: [], total: 0 });
  });

  it('a named survey shows who wrote each text answer; the demo engagement survey breaks down only groups of five or more', async () => {
    const [pulse] = await inDemo((tx) =>
      queryRows<{ id: string }>(tx, sql`select id from survey_questionnaires where title = 'Weekly pulse'`),
    );
    const named = (
      await surveys('POST', '/employee-surveys', hr, {
        title: 'Named pulse',
        questionnaireId: pulse!.id,
        anonymous: false,
        opensOn: today(),
        closesOn: today(),
        reminderEveryDays: 0,
      })
    ).json();
    const form = (await surveys('GET', `/employee-surveys/${named.id}/form`, outsider)).json();
    const answers = form.questions.map((q: { id: string; type: string; options: string[] }) =>
      q.type === 'rating'
        ? { questionId: q.id, rating: 3 }
        : q.type === 'single'
          ? { questionId: q.id, choices: [q.options[0]] }
          : { questionId: q.id, text: 'All good.' },
    );
    expect((await surveys('POST', `/employee-surveys/${named.id}/responses`, outsider, { answers })).statusCode).toBe(
      201,
    );
    const results = (await surveys('GET', `/employee-surveys/${named.id}/results`, hr)).json();
    expect(results.questions.find((q: { type: string }) => q.type === 'text').texts[0].respondent).toMatch(/\w/);

    const demo = (await surveys('GET', '/employee-surveys?status=Open&search=engagement', hr)).json().items[0];
    expect(demo.responseCount).toBeGreaterThan(SURVEY_ANONYMITY_THRESHOLD);
    const engagement = (await surveys('GET', `/employee-surveys/${demo.id}/results`, hr)).json();
    expect(engagement.byDepartment.rows.length).toBeGreaterThan(0);
    for (const row of [...engagement.byDepartment.rows, ...engagement.byLocation.rows])
      expect(row.responseCount).toBeGreaterThanOrEqual(SURVEY_ANONYMITY_THRESHOLD);
    const texts = engagement.questions.find((q: { type: string }) => q.type === 'text').texts;
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.every((x: { respondent: string | null }) => x.respondent === null)).toBe(true);
  });
});
