import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_REVIEW_CRITERIA,
  REVIEW_MESSAGES,
  formulaNames,
  type CalibrationView,
  type FeedbackRequestView,
  type ReleasedReviewView,
  type ReviewSummary,
  type ReviewView,
  type UpwardSummaryView,
} from '@tenure/domain/performance';
import { jsonParam, queryRows, withTenant } from '../../../platform/db.ts';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../../test/harness.ts';
import { waitForJob } from '../../../../test/jobs.ts';
import { day, reviewCycleBody } from '../../../../test/review-cycles.ts';
import { remindReviewPhases } from '../review-cycles/reminders.ts';

type Headers = Record<string, string>;
const BASE = '/api/pms';
const RATED = DEFAULT_REVIEW_CRITERIA.flatMap((c) => c.questions).filter((q) => q.type === 'rating');
const rateAll = (rating: number) => Object.fromEntries(RATED.map((q) => [q.id, { rating }]));

describeEachDatabase('performance reviews: cycles, self and manager review, calibration, release', (kind) => {
  let t: TestApp;
  let hr: Headers;
  let employee: Headers;
  let manager: Headers;
  let peer: Headers;
  let departmentId: string;
  let cycleId: string;
  let reviewId: string;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url: `${BASE}${url}`, headers, ...(payload ? { payload } : {}) });
  const cycleBody = (extra: object = {}) =>
    reviewCycleBody(`Mid-year ${Math.random().toString(36).slice(2, 8)}`, {
      audience: { departmentIds: [departmentId] },
      ...extra,
    });
  const launch = async (id: string) => {
    const res = await call('POST', `/review-cycles/${id}/launch`, hr);
    expect(res.statusCode, res.body).toBe(202);
    const job = await waitForJob(t.app, hr, res.json().executionNumber);
    expect(job.status).toBe('succeeded');
    return job.result as { created: number };
  };
  const calibration = (query = '') => call('GET', `/review-cycles/${cycleId}/calibration${query}`, hr);
  /** Time passes: the self phase has ended and the manager phase is open (a day's margin either side for any time zone). */
  const openManagerPhase = (id: string) =>
    withTenant(t.database.db, { tenantCode: 'demo' }, (tx) =>
      tx.execute(
        sql`update review_cycles set timeline = ${jsonParam({
          self: { startDate: day(-30), endDate: day(-2) },
          manager: { startDate: day(-1), endDate: day(20) },
          calibration: { startDate: day(21), endDate: day(25) },
          release: { startDate: day(26), endDate: day(30) },
        })} where id = ${id}`,
      ),
    );

  beforeAll(async () => {
    t = await createTestApp(kind);
    hr = (await loginAs(t.app, 'hrdirector')).headers;
    employee = (await loginAs(t.app, 'employee01')).headers;
    manager = (await loginAs(t.app, 'manager01')).headers;
    peer = (await loginAs(t.app, 'projmgr01')).headers;
    departmentId = (
      await withTenant(t.database.db, { tenantCode: 'demo' }, (tx) =>
        queryRows<{ id: string }>(tx, sql`select id from departments where name = 'Product Engineering'`),
      )
    )[0]!.id;
  });
  afterAll(() => t.close());

  it("the demo's released cycle: the manager reads each upward comment of the team once", async () => {
    const year = new Date().getUTCFullYear() - 1;
    const summary = (
      (await call('GET', '/manager-review/upward-feedback', manager)).json() as UpwardSummaryView[]
    ).find((s) => s.cycleName === `Annual review ${year}`)!;
    expect(summary.shown).toBe(true);
    expect(summary.comments.length).toBeGreaterThan(3);
    expect(new Set(summary.comments).size).toBe(summary.comments.length);
  });

  it('refuses weightage that does not sum to 100 and a rating outside the scale, field by field', async () => {
    const before = (await call('GET', '/review-cycles', hr)).json().length;
    const weights = await call(
      'POST',
      '/review-cycles',
      hr,
      cycleBody({ criteria: [{ ...DEFAULT_REVIEW_CRITERIA[0], weightage: 60 }, DEFAULT_REVIEW_CRITERIA[1]] }),
    );
    expect(weights.statusCode).toBe(400);
    expect(weights.json().fieldErrors.criteria).toBe(REVIEW_MESSAGES.weightageMustTotal100);
    const scale = await call(
      'POST',
      '/review-cycles',
      hr,
      cycleBody({
        ratingScale: [
          { min: 0, label: 'Low' },
          { min: 5.5, label: 'High' },
        ],
      }),
    );
    expect(scale.json().fieldErrors['ratingScale.1.min']).toBe(REVIEW_MESSAGES.ratingOutOfScale);
    expect((await call('POST', '/review-cycles', employee, cycleBody())).statusCode).toBe(403);
    expect((await call('GET', '/review-cycles', hr)).json().length).toBe(before);
  });

  it('HR sets up a cycle for a department, excludes one person, launches it in one job; a launched cycle cannot be deleted', async () => {
    const created = await call('POST', '/review-cycles', hr, cycleBody());
    expect(created.statusCode, created.body).toBe(201);
    cycleId = created.json().id;
    const audience = (await call('GET', `/review-cycles/${cycleId}/employees`, hr)).json();
    const excluded = await call('PUT', `/review-cycles/${cycleId}/employees`, hr, {
      employeeNumbers: ['EMP0007'],
      mode: 'exclude',
    });
    expect(excluded.json().inAudience).toBe(audience.inAudience - 1);
    expect(excluded.json().members).toEqual([expect.objectContaining({ employeeNumber: 'EMP0007', mode: 'exclude' })]);
    const result = await launch(cycleId);
    expect(result.created).toBe(audience.inAudience - 1);
    expect((await call('POST', `/review-cycles/${cycleId}/launch`, hr)).statusCode).toBe(409);
    expect((await call('DELETE', `/review-cycles/${cycleId}`, hr)).statusCode).toBe(409);
    const draft = await call('POST', '/review-cycles', hr, cycleBody());
    expect((await call('DELETE', `/review-cycles/${draft.json().id}`, hr)).statusCode).toBe(204);
  });

  it('reminds whoever still owes a self review three days before the phase ends and on its last day, no other day', async () => {
    const remind = (on: string) =>
      withTenant(t.database.db, { tenantCode: 'demo' }, (tx) => remindReviewPhases(tx, 'demo', on));
    const notices = (username: string) =>
      withTenant(t.database.db, { tenantCode: 'demo' }, (tx) =>
        queryRows<{ title: string; link: string }>(
          tx,
          sql`select n.title, n.link from notifications n join users u on u.id = n.user_id where u.username = ${username} and n.title like 'Your self review%'`,
        ),
      );
    // The cycle launched above: its self phase ends in 10 days.
    expect((await remind(day(6))).reminded).toBe(0);
    const due = await remind(day(7));
    expect(due.reminded).toBeGreaterThan(0);
    expect(await notices('employee01')).toEqual([
      { title: REVIEW_MESSAGES.selfReminderTitle, link: '/performance-review/self' },
    ]);
    expect(await notices('manager01')).toHaveLength(1);
    expect((await remind(day(10))).reminded).toBe(due.reminded);
    // The manager phase has nothing open yet: no review has reached its manager.
    expect((await remind(day(17))).reminded).toBe(0);
  });

  it('employee01 saves a draft, is refused a rating outside the scale, then submits; the manager only sees it once submitted', async () => {
    const mine = (await call('GET', '/self-review/cycles', employee)).json() as ReviewSummary[];
    reviewId = mine.find((r) => r.cycleId === cycleId)!.id;
    const bad = await call('PUT', `/self-review/${reviewId}`, employee, { answers: { goalsMet: { rating: 5.5 } } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors['answers.goalsMet.rating']).toBe(REVIEW_MESSAGES.ratingOutOfScale);
    const draft = await call('PUT', `/self-review/${reviewId}`, employee, {
      answers: { goalsMet: { rating: 4 }, achievements: { text: 'Shipped payments' } },
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect((await call('GET', `/manager-review/${reviewId}`, manager)).json().selfAnswers).toEqual({});
    const incomplete = await call('PUT', `/self-review/${reviewId}`, employee, {
      answers: { goalsMet: { rating: 4 } },
      submit: true,
    });
    expect(incomplete.json().fieldErrors['answers.craft.rating']).toBe(REVIEW_MESSAGES.ratingsMissing);
    const submitted = await call('PUT', `/self-review/${reviewId}`, employee, {
      answers: { ...rateAll(4), achievements: { text: 'Shipped payments' } },
      submit: true,
    });
    expect(submitted.json()).toMatchObject({
      status: 'manager',
      selfRating: 4,
      selfEditable: false,
      managerRating: null,
      managerAnswers: null,
    });
    expect((await call('PUT', `/self-review/${reviewId}`, employee, { answers: rateAll(3) })).statusCode).toBe(409);
    expect((await call('GET', `/manager-review/${reviewId}`, manager)).json().selfAnswers.achievements.text).toBe(
      'Shipped payments',
    );
  });

  it('nobody sees a peer review: another employee and another manager get 404', async () => {
    expect((await call('GET', `/self-review/${reviewId}`, peer)).statusCode).toBe(404);
    expect((await call('GET', `/manager-review/${reviewId}`, peer)).statusCode).toBe(404);
    expect((await call('GET', `/manager-review/${reviewId}`, employee)).statusCode).toBe(403);
    expect((await call('GET', `/review-cycles/${cycleId}/calibration`, manager)).statusCode).toBe(403);
  });

  it('manager01 schedules a meeting, records its notes and submits the review; the score follows the weightage', async () => {
    const team = (await call('GET', `/manager-review/reviews?cycleId=${cycleId}`, manager)).json() as ReviewSummary[];
    expect(team.map((r) => r.id)).toContain(reviewId);
    const meeting = await call('POST', `/manager-review/${reviewId}/meetings`, manager, {
      startsAt: `${day(2)}T10:00:00Z`,
      durationMinutes: 45,
      attendeeNumbers: ['EMP0003'],
      agenda: 'Year in review',
    });
    expect(meeting.statusCode, meeting.body).toBe(201);
    expect(
      meeting
        .json()
        .attendees.map((a: { employeeNumber: string }) => a.employeeNumber)
        .sort(),
    ).toEqual(['EMP0003', 'EMP0005', 'EMP0006']);
    const notes = await call('PUT', `/manager-review/meetings/${meeting.json().id}/notes`, manager, {
      notes: 'Agreed on growth areas.',
    });
    expect(notes.json().notes).toBe('Agreed on growth areas.');
    expect(
      (await call('PUT', `/manager-review/meetings/${meeting.json().id}/notes`, peer, { notes: 'x' })).statusCode,
    ).toBe(404);
    // goals 50% at 4.0, competencies 30% at 3.0, values 20% at 5.0 → 3.9
    const answers = {
      goalsMet: { rating: 4 },
      craft: { rating: 3 },
      collaboration: { rating: 3 },
      values: { rating: 5 },
      comments: { text: 'Great ownership.' },
    };
    // The manager phase opens on day 11: until then the manager keeps a draft (issue 31 item 12).
    const early = await call('PUT', `/manager-review/${reviewId}`, manager, {
      answers,
      potential: 3,
      summary: 'Lead the next release.',
      submit: true,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(REVIEW_MESSAGES.phaseNotOpen('manager', day(11)));
    expect((await call('GET', `/manager-review/${reviewId}`, manager)).json()).toMatchObject({
      status: 'manager',
      managerRating: null,
      submitOpensOn: day(11),
    });
    const outside = await call('PUT', `/manager-review/${reviewId}`, manager, {
      answers: { ...answers, goalsMet: { rating: 7 } },
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().fieldErrors['answers.goalsMet.rating']).toBe(REVIEW_MESSAGES.ratingOutOfScale);
    const draft = await call('PUT', `/manager-review/${reviewId}`, manager, {
      answers,
      potential: 3,
      summary: 'Lead the next release.',
    });
    expect(draft.json()).toMatchObject({ status: 'manager', managerEditable: true });
    await openManagerPhase(cycleId);
    const saved = await call('PUT', `/manager-review/${reviewId}`, manager, {
      answers,
      potential: 3,
      summary: 'Lead the next release.',
      submit: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      status: 'submitted',
      managerRating: 3.9,
      managerEditable: false,
      submitOpensOn: null,
    });
    const own = (await call('GET', `/self-review/${reviewId}`, employee)).json() as ReviewView;
    expect(own).toMatchObject({ managerRating: null, managerAnswers: null, summary: null, potential: null });
    expect(own.meetings[0]!.notes).toBe('Agreed on growth areas.');
  });

  it('calibration: a change needs a reason and a rating on the scale; two calibrators at once: one wins, the other gets 409', async () => {
    const view = (await calibration()).json() as CalibrationView;
    const row = view.employees.find((e) => e.reviewId === reviewId)!;
    expect(row.managerRating).toBe(3.9);
    expect(view.actual.reduce((a, d) => a + d.count, 0)).toBe(1);
    const noReason = await call('POST', `/review-cycles/${cycleId}/calibration/changes`, hr, {
      reviewId,
      version: row.version,
      finalRating: 3.5,
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fieldErrors.reason).toBe(REVIEW_MESSAGES.reasonRequired);
    const blank = await call('POST', `/review-cycles/${cycleId}/calibration/changes`, hr, {
      reviewId,
      version: row.version,
      finalRating: 3.5,
      reason: '  ',
    });
    expect(blank.json().fieldErrors.reason).toBe(REVIEW_MESSAGES.reasonRequired);
    const outside = await call('POST', `/review-cycles/${cycleId}/calibration/changes`, hr, {
      reviewId,
      version: row.version,
      finalRating: 4.25,
      reason: 'x',
    });
    expect(outside.json().fieldErrors.finalRating).toBe(REVIEW_MESSAGES.ratingOutOfScale);

    const superadmin = (await loginAs(t.app, 'superadmin')).headers;
    const [a, b] = await Promise.all([
      call('POST', `/review-cycles/${cycleId}/calibration/changes`, hr, {
        reviewId,
        version: row.version,
        finalRating: 3.5,
        reason: 'In line with peers',
      }),
      call('POST', `/review-cycles/${cycleId}/calibration/changes`, superadmin, {
        reviewId,
        version: row.version,
        finalRating: 4.2,
        reason: 'Exceptional year',
      }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? 3.5 : 4.2;
    const after = (await calibration()).json() as CalibrationView;
    expect(after.employees.find((e) => e.reviewId === reviewId)!.finalRating).toBe(winner);
    expect(after.changes).toHaveLength(1);
    // The log names the person (issue 31 item 12), not the username.
    expect(after.changes[0]).toMatchObject({
      oldValue: 3.9,
      newValue: winner,
      field: 'finalRating',
      changedBy: a.statusCode === 200 ? 'Priya Sharma' : 'Alex Morgan',
    });
    expect(after.nineBox.reduce((n, box) => n + box.count, 0)).toBe(1);
  });

  it('stores the calibration configuration on the cycle; closing the group locks its ratings', async () => {
    const bad = await call('PUT', `/review-cycles/${cycleId}/calibration/configuration`, hr, {
      targetDistribution: [10, 20, 40, 20],
      outlierThreshold: 0.5,
    });
    expect(bad.json().fieldErrors.targetDistribution).toBe(REVIEW_MESSAGES.distributionMustTotal100);
    const saved = await call('PUT', `/review-cycles/${cycleId}/calibration/configuration`, hr, {
      targetDistribution: [5, 15, 50, 20, 10],
      outlierThreshold: 0.5,
    });
    expect(saved.json().calibrationConfiguration).toEqual({
      targetDistribution: [5, 15, 50, 20, 10],
      outlierThreshold: 0.5,
    });
    const group = `?groupBy=department&groupId=${departmentId}`;
    const closed = await call('POST', `/review-cycles/${cycleId}/calibration/close${group}`, hr);
    expect(closed.statusCode, closed.body).toBe(200);
    const row = (closed.json() as CalibrationView).employees.find((e) => e.reviewId === reviewId)!;
    expect(row.locked).toBe(true);
    const late = await call('POST', `/review-cycles/${cycleId}/calibration/changes`, hr, {
      reviewId,
      version: row.version,
      finalRating: 3,
      reason: 'Late',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(REVIEW_MESSAGES.sessionClosed);
    const data = (await call('GET', `/review-rating/custom-employee-data/${cycleId}`, hr)).json();
    expect(data.ratingDistributions.reduce((n: number, d: { managerRating: number }) => n + d.managerRating, 0)).toBe(
      1,
    );
  });

  it('no unreleased rating is shown; after release employee01 sees the final rating and the released comments, and acknowledges', async () => {
    const before = (await call('GET', '/review-details', employee)).json() as { id: string }[];
    expect(before.map((r) => r.id)).not.toContain(reviewId);
    const released = await call('POST', `/review-cycles/${cycleId}/release`, hr);
    expect(released.statusCode, released.body).toBe(200);
    expect((await call('POST', `/review-cycles/${cycleId}/release`, hr)).statusCode).toBe(409);
    const details = (await call('GET', '/review-details', employee)).json() as {
      id: string;
      finalRating: number;
      comments: { text: string }[];
      summary: string;
      acknowledgedAt: string | null;
    }[];
    const mine = details.find((r) => r.id === reviewId)!;
    expect(mine.finalRating).toBeGreaterThanOrEqual(3.5);
    expect(mine.comments.map((c) => c.text)).toEqual(['Great ownership.']);
    expect(mine.summary).toBe('Lead the next release.');
    expect(JSON.stringify(mine)).not.toContain('managerRating');
    expect(details.length).toBeGreaterThan(1);
    expect((await call('POST', `/review-details/${reviewId}/acknowledge`, peer)).statusCode).toBe(404);
    const ack = await call('POST', `/review-details/${reviewId}/acknowledge`, employee);
    expect(ack.json().acknowledgedAt).not.toBeNull();
    expect((await call('POST', `/review-details/${reviewId}/acknowledge`, employee)).statusCode).toBe(409);
  });

  it("a self review is submitted only once its phase has opened, in the employee's local day; a draft is kept before", async () => {
    const later = await call(
      'POST',
      '/review-cycles',
      hr,
      cycleBody({
        timeline: {
          self: { startDate: day(2), endDate: day(10) },
          manager: { startDate: day(11), endDate: day(20) },
          calibration: { startDate: day(21), endDate: day(25) },
          release: { startDate: day(26), endDate: day(30) },
        },
      }),
    );
    await launch(later.json().id);
    const id = ((await call('GET', '/self-review/cycles', employee)).json() as ReviewSummary[]).find(
      (r) => r.cycleId === later.json().id,
    )!.id;
    const early = await call('PUT', `/self-review/${id}`, employee, { answers: rateAll(4), submit: true });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(REVIEW_MESSAGES.phaseNotOpen('self', day(2)));
    const draft = await call('PUT', `/self-review/${id}`, employee, { answers: rateAll(4) });
    expect(draft.json()).toMatchObject({
      status: 'self',
      selfSubmittedAt: null,
      selfEditable: true,
      submitOpensOn: day(2),
    });
  });

  it('a review is read-only after its phase has ended', async () => {
    const past = await call(
      'POST',
      '/review-cycles',
      hr,
      cycleBody({
        startDate: day(-200),
        endDate: day(-1),
        timeline: {
          self: { startDate: day(-100), endDate: day(-90) },
          manager: { startDate: day(-89), endDate: day(-80) },
          calibration: { startDate: day(-79), endDate: day(-70) },
          release: { startDate: day(-69), endDate: day(-60) },
        },
      }),
    );
    await launch(past.json().id);
    const mine = (await call('GET', '/self-review/cycles', employee)).json() as ReviewSummary[];
    const id = mine.find((r) => r.cycleId === past.json().id)!.id;
    expect((await call('GET', `/self-review/${id}`, employee)).json().selfEditable).toBe(false);
    const late = await call('PUT', `/self-review/${id}`, employee, { answers: rateAll(3) });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(REVIEW_MESSAGES.phaseClosed);
    expect((await call('PUT', `/manager-review/${id}`, manager, { answers: rateAll(3) })).json().message).toBe(
      REVIEW_MESSAGES.phaseClosed,
    );
  });

  describe('peer and upward feedback, the score formula and the goals of a cycle', () => {
    let peerCycleId: string;
    let peerReviewId: string;
    let peerRequestId: string;
    let approver: Headers;
    const goalTitle = (name: string) => `Review goal ${name} ${kind}`;

    beforeAll(async () => {
      approver = (await loginAs(t.app, 'approver01')).headers;
      // Three goals of employee01: a team goal inside the cycle (approved), one starting before it, one still a draft.
      await withTenant(t.database.db, { tenantCode: 'demo' }, async (tx) => {
        const [period] = await queryRows<{ id: string }>(
          tx,
          sql`insert into goal_periods (tenant_id, name, start_date, end_date) values ('demo', ${`Review test ${kind}`}, ${day(-400)}, ${day(60)}) returning id`,
        );
        const [owner] = await queryRows<{ id: string }>(
          tx,
          sql`select id from employees where employee_number = 'EMP0006'`,
        );
        for (const [name, start, end, status] of [
          ['inside', -100, -10, 'approved'],
          ['before', -250, -100, 'approved'],
          ['draft', -90, -20, 'draft'],
        ] as const) {
          await tx.execute(sql`insert into goals (tenant_id, period_id, level, title, owner_id, start_date, end_date, status, progress)
                               values ('demo', ${period!.id}, 'team', ${goalTitle(name)}, ${owner!.id}, ${day(start)}, ${day(end)}, ${status}, 40)`);
        }
      });
    });

    it('refuses a formula that does not parse or names no criterion, with the field error; saves a good one', async () => {
      const syntax = await call('POST', '/review-cycles', hr, cycleBody({ scoreFormula: '0.5 * (goals + ' }));
      expect(syntax.statusCode).toBe(400);
      expect(syntax.json().fieldErrors.scoreFormula).toBe(REVIEW_MESSAGES.formulaSyntax);
      const unknown = await call('POST', '/review-cycles', hr, cycleBody({ scoreFormula: 'goals + attendance' }));
      expect(unknown.json().fieldErrors.scoreFormula).toBe(
        REVIEW_MESSAGES.formulaUnknownName('attendance', formulaNames(DEFAULT_REVIEW_CRITERIA)),
      );
      const created = await call(
        'POST',
        '/review-cycles',
        hr,
        cycleBody({
          reviewerTypes: ['self', 'manager', 'peer', 'upward'],
          scoreFormula: '0.5 * goals + 0.5 * min(competencies, values) + 1',
          goalSelection: { match: 'within', levels: ['team'], approvedOnly: true },
        }),
      );
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toMatchObject({
        scoreFormula: '0.5 * goals + 0.5 * min(competencies, values) + 1',
        peerAnonymous: true,
        goalSelection: { match: 'within', levels: ['team'], approvedOnly: true },
      });
      peerCycleId = created.json().id;
      await call('PUT', `/review-cycles/${peerCycleId}/employees`, hr, {
        employeeNumbers: ['EMP0007'],
        mode: 'exclude',
      });
      await launch(peerCycleId);
      const mine = (await call('GET', '/self-review/cycles', employee)).json() as ReviewSummary[];
      peerReviewId = mine.find((r) => r.cycleId === peerCycleId)!.id;
    });

    it('shows exactly the goals the cycle counts: within the period, of its levels, approved', async () => {
      const own = (await call('GET', `/self-review/${peerReviewId}`, employee)).json() as ReviewView;
      expect(own.goals.map((g) => g.title)).toEqual([goalTitle('inside')]);
      expect(own.goals[0]!.progress).toBe(40);
      expect(
        (await call('GET', `/manager-review/${peerReviewId}`, manager))
          .json()
          .goals.map((g: { title: string }) => g.title),
      ).toEqual([goalTitle('inside')]);
      // The first cycle keeps the default: every goal overlapping its period.
      const first = (await call('GET', `/self-review/${reviewId}`, employee)).json() as ReviewView;
      expect(first.goals.map((g) => g.title)).toEqual(
        expect.arrayContaining([goalTitle('inside'), goalTitle('before'), goalTitle('draft')]),
      );
    });

    it('the manager picks peers (never the employee nor themself, at most five); a peer sees only their own request', async () => {
      const self = await call('POST', `/manager-review/${peerReviewId}/peers`, manager, {
        employeeNumbers: ['EMP0006'],
      });
      expect(self.statusCode).toBe(400);
      expect(self.json().fieldErrors.employeeNumbers).toBe(REVIEW_MESSAGES.peerIsEmployee);
      expect(
        (await call('POST', `/manager-review/${peerReviewId}/peers`, manager, { employeeNumbers: ['EMP0005'] })).json()
          .fieldErrors.employeeNumbers,
      ).toBe(REVIEW_MESSAGES.peerIsManager);
      expect(
        (await call('POST', `/manager-review/${peerReviewId}/peers`, employee, { employeeNumbers: ['EMP0008'] }))
          .statusCode,
      ).toBe(403);
      const asked = await call('POST', `/manager-review/${peerReviewId}/peers`, manager, {
        employeeNumbers: ['EMP0008', 'EMP0009'],
      });
      expect(asked.statusCode, asked.body).toBe(200);
      expect((asked.json() as ReviewView).peerFeedback.map((f) => [f.reviewer.employeeNumber, f.status])).toEqual([
        ['EMP0008', 'requested'],
        ['EMP0009', 'requested'],
      ]);
      const more = await call('POST', `/manager-review/${peerReviewId}/peers`, manager, {
        employeeNumbers: ['EMP0003', 'EMP0004', 'EMP0010', 'EMP0011'],
      });
      expect(more.json().fieldErrors.employeeNumbers).toBe(REVIEW_MESSAGES.tooManyPeers(5));

      const requests = (await call('GET', '/feedback-requests', peer)).json() as FeedbackRequestView[];
      const request = requests.find((r) => r.cycleId === peerCycleId)!;
      expect(request).toMatchObject({
        kind: 'peer',
        subject: { employeeNumber: 'EMP0006' },
        anonymous: true,
        editable: true,
        answers: {},
      });
      peerRequestId = request.id;
      const incomplete = await call('PUT', `/feedback-requests/${peerRequestId}`, peer, {
        answers: { peerStrengths: { text: 'Clear code reviews' } },
        submit: true,
      });
      expect(incomplete.json().fieldErrors['answers.peerRating.rating']).toBe(REVIEW_MESSAGES.ratingsMissing);
      const sent = await call('PUT', `/feedback-requests/${peerRequestId}`, peer, {
        answers: { peerRating: { rating: 4.5 }, peerStrengths: { text: 'Clear code reviews' } },
        submit: true,
      });
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json()).toMatchObject({ rating: 4.5, editable: false });
      expect(
        (await call('PUT', `/feedback-requests/${peerRequestId}`, peer, { answers: { peerRating: { rating: 1 } } }))
          .statusCode,
      ).toBe(409);
      // Another peer sees neither this feedback nor the self review.
      expect((await call('GET', `/feedback-requests/${peerRequestId}`, approver)).statusCode).toBe(404);
      expect((await call('PUT', `/feedback-requests/${peerRequestId}`, approver, { answers: {} })).statusCode).toBe(
        404,
      );
      expect((await call('GET', `/self-review/${peerReviewId}`, peer)).statusCode).toBe(404);
      expect((await call('GET', `/self-review/${peerReviewId}`, approver)).statusCode).toBe(404);
      const approverRequest = (
        (await call('GET', '/feedback-requests', approver)).json() as FeedbackRequestView[]
      ).find((r) => r.cycleId === peerCycleId)!;
      expect(JSON.stringify(approverRequest)).not.toContain('4.5');
    });

    it('the manager reads the feedback of the peers with names and sees the score of the formula; the employee sees nothing of it before release', async () => {
      const view = (await call('GET', `/manager-review/${peerReviewId}`, manager)).json() as ReviewView;
      const submitted = view.peerFeedback.find((f) => f.reviewer.employeeNumber === 'EMP0008')!;
      expect(submitted).toMatchObject({ status: 'submitted', rating: 4.5, reviewer: { displayName: 'Aisha Tan' } });
      const pending = view.peerFeedback.find((f) => f.reviewer.employeeNumber === 'EMP0009')!;
      expect(pending).toMatchObject({ status: 'requested', rating: null, answers: {} });
      expect(
        (await call('DELETE', `/manager-review/${peerReviewId}/peers/${submitted.id}`, manager)).json().message,
      ).toBe(REVIEW_MESSAGES.peerSubmitted);
      const withdrawn = await call('DELETE', `/manager-review/${peerReviewId}/peers/${pending.id}`, manager);
      expect((withdrawn.json() as ReviewView).peerFeedback.map((f) => f.reviewer.employeeNumber)).toEqual(['EMP0008']);
      const own = await call('GET', `/self-review/${peerReviewId}`, employee);
      expect(own.json().peerFeedback).toEqual([]);
      expect(own.body).not.toContain('Aisha');

      // 0.5 × goals 4.0 + 0.5 × min(competencies 3.0, values 5.0) + 1 = 4.5 (the weightage would give 3.9).
      const answers = {
        goalsMet: { rating: 4 },
        craft: { rating: 3 },
        collaboration: { rating: 3 },
        values: { rating: 5 },
      };
      const saved = await call('PUT', `/manager-review/${peerReviewId}`, manager, { answers, potential: 2 });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().managerRating).toBe(4.5);
    });

    it('upward: each reportee reviews their manager; HR reads it with names, the manager only an aggregate after release', async () => {
      const upward = ((await call('GET', '/feedback-requests', employee)).json() as FeedbackRequestView[]).find(
        (r) => r.cycleId === peerCycleId && r.kind === 'upward',
      )!;
      expect(upward).toMatchObject({ subject: { employeeNumber: 'EMP0005' }, anonymous: true });
      const sent = await call('PUT', `/feedback-requests/${upward.id}`, employee, {
        answers: { upwardRating: { rating: 3 }, upwardComments: { text: 'More one-to-ones' } },
        submit: true,
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const hrView = (await call('GET', `/review-cycles/${peerCycleId}/upward-feedback`, hr)).json() as {
        reviewer: { employeeNumber: string };
        rating: number | null;
      }[];
      expect(hrView.find((r) => r.reviewer.employeeNumber === 'EMP0006')!.rating).toBe(3);
      expect((await call('GET', `/review-cycles/${peerCycleId}/upward-feedback`, manager)).statusCode).toBe(403);
      const summary = (
        (await call('GET', '/manager-review/upward-feedback', manager)).json() as UpwardSummaryView[]
      ).find((s) => s.cycleId === peerCycleId)!;
      expect(summary).toMatchObject({ responses: 1, shown: false, meanRating: null, comments: [] });
    });

    it('after release the employee sees the peer feedback without the name of the peer; the form of the peer is read-only', async () => {
      expect((await call('POST', `/review-cycles/${peerCycleId}/release`, hr)).statusCode).toBe(200);
      const details = await call('GET', '/review-details', employee);
      const mine = (details.json() as ReleasedReviewView[]).find((r) => r.id === peerReviewId)!;
      expect(mine.finalRating).toBe(4.5);
      expect(mine.peerFeedback).toEqual([
        {
          reviewer: null,
          rating: 4.5,
          comments: [{ question: 'What should they keep doing?', text: 'Clear code reviews' }],
        },
      ]);
      expect(details.body).not.toContain('Aisha');
      expect(
        ((await call('GET', `/feedback-requests/${peerRequestId}`, peer)).json() as FeedbackRequestView).editable,
      ).toBe(false);
      // One answer is too few to show the manager without giving its writer away.
      const upward = async () =>
        ((await call('GET', '/manager-review/upward-feedback', manager)).json() as UpwardSummaryView[]).find(
          (s) => s.cycleId === peerCycleId,
        )!;
      expect(await upward()).toMatchObject({ responses: 1, shown: false, comments: [] });
      // Two more reportees' answers (written straight to the table: they have no logins) make three: the aggregate shows, without names.
      await withTenant(t.database.db, { tenantCode: 'demo' }, (tx) =>
        tx.execute(sql`update review_feedback f set rating = x.rating, answers = jsonb_build_object('upwardComments', jsonb_build_object('text', x.text)), submitted_at = now()
                         from (select id, row_number() over (order by id) as n from review_feedback where cycle_id = ${peerCycleId} and kind = 'upward' and submitted_at is null
                                 and subject_id = (select id from employees where employee_number = 'EMP0005') limit 2) pick
                         join (values (1, 4.0, 'Clearer priorities'), (2, 5.0, 'Keep the demos')) x(n, rating, text) on x.n = pick.n
                        where f.id = pick.id`),
      );
      const shown = await upward();
      expect(shown).toMatchObject({
        responses: 3,
        shown: true,
        meanRating: 4,
        comments: ['Clearer priorities', 'Keep the demos', 'More one-to-ones'],
      });
      expect(JSON.stringify(shown)).not.toContain('Emily');
    });
  });
});
