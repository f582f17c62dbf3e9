import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@tenure/domain/policies';
import { EMPLOYEE_MESSAGES } from '@tenure/domain/employees';
import { VALIDATION_MESSAGES } from '@tenure/domain/validation';
import { ONBOARDING_MESSAGES, parseOnboardingRow, type OnboardingRow } from '@tenure/domain/onboarding';
import { noticeTexts } from '@tenure/domain/notices';

const contractEndsIn30 = (name: string) =>
  noticeTexts('en', 'dd MMM yyyy').contractEnds({ name, number: '', vendor: '', endDate: '2026-01-01', days: 30 })
    .title;
import { queryRows } from '../../platform/db.ts';
import { encryptedClient } from '../../../test/encrypted-client.ts';
import { createTestApp, describeEachDatabase, DEMO_PASSWORD, loginAs, type TestApp } from '../../../test/harness.ts';
import { remindContractEnds } from './consultant-service.ts';
import { onboardEmployees, type OnboardingContext } from './onboarding-service.ts';
import { onboardingEntities } from './policy.ts';
import { BASE, caller, idOf, inDemo, indianJoiner, today, type Headers } from './test-kit.ts';

describeEachDatabase('add employee', (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let hr: Headers;
  let admin: Headers;
  let refs: { departmentId: string; locationId: string };
  let n = 0;
  const joiner = (overrides: Parameters<typeof indianJoiner>[2] = {}) => indianJoiner(refs, ++n, overrides);
  /** A joiner valid in Singapore (SG-01), an entity where hrexec01 is not HR. */
  const singaporeJoiner = () => {
    const person = joiner({ legalEntityCode: 'SG-01' });
    person.personal.nationalId = 'S1234567D';
    person.contact.mobilePhone = '91234567';
    person.contact.currentAddress!.postalCode = '048616';
    return person;
  };
  const employeeCount = async () =>
    (await inDemo(t, (tx) => queryRows<{ n: number }>(tx, sql`select count(*)::int as n from employees`)))[0]!.n;
  const setFlag = (flag: string, enabled: boolean) => call('PUT', '/api/flags', admin, { flag, enabled });

  beforeAll(async () => {
    t = await createTestApp(kind);
    call = caller(t.app);
    hr = (await loginAs(t.app, 'hrexec01')).headers;
    admin = (await loginAs(t.app, 'superadmin')).headers;
    refs = {
      departmentId: await idOf(t, 'departments', 'Engineering'),
      locationId: await idOf(t, 'locations', 'Bengaluru'),
    };
  });
  afterAll(() => t.close());

  it('onboards an employee in one go: generated number, account with invitation, profile, notices, pro-rated leave', async () => {
    const person = joiner();
    const res = await call('POST', '/add-employee', hr, person);
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      employeeNumber: expect.stringMatching(/^EMP\d{4}$/),
      displayName: `Asha Verma${n}`,
      username: `asha.verma${n}`,
    });

    // The invitation: the new employee chooses a password and logs in.
    const outbox = (await call('GET', '/api/admin/mail-outbox?size=100', admin)).json() as {
      items: { recipient: string; subject: string; body: string }[];
    };
    const invite = outbox.items.find((m) => m.recipient === person.job.workEmail)!;
    expect(invite.subject).toContain('invited');
    const token = /\/set-password\?token=([\w-]+)/.exec(invite.body)![1]!;
    expect(
      (await call('POST', '/api/auth/set-password', { 'x-tenantid': 'demo' }, { token, newPassword: 'Joiner@2026' }))
        .statusCode,
    ).toBe(200);
    const login = await call(
      'POST',
      '/api/auth/user/v3/login',
      { 'x-tenantid': 'demo' },
      { username: created.username, password: 'Joiner@2026' },
    );
    expect(login.statusCode).toBe(200);
    const self = { authorization: `Bearer ${login.json().token}`, 'x-tenantid': 'demo' };

    // Balances from the joining date (the 1st of this month): this month's Casual Leave, Sick Leave for the rest of the year.
    const balances = (await call('GET', '/api/hrms/leave-attendance/leave-balances', self)).json() as {
      leaveTypeCode: string;
      balance: number;
    }[];
    const day = (iso: string) =>
      Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 86_400_000;
    const year = today().slice(0, 4);
    const joined = person.job.dateOfJoining;
    const sickShare =
      Math.floor(
        ((12 * (day(`${year}-12-31`) - day(joined) + 1)) / (day(`${year}-12-31`) - day(`${year}-01-01`) + 1)) * 2,
      ) / 2;
    expect(balances.find((b) => b.leaveTypeCode === 'CL')!.balance).toBe(1);
    expect(balances.find((b) => b.leaveTypeCode === 'SL')!.balance).toBe(sickShare);
    // Paternity leave is for men only: not credited.
    expect(balances.find((b) => b.leaveTypeCode === 'PL')?.balance ?? 0).toBe(0);

    const profile = (await call('GET', `/${created.employeeNumber}/profile`, hr)).json();
    expect(JSON.stringify(profile)).toContain('Bengaluru');

    const notices = await inDemo(t, (tx) =>
      queryRows<{ username: string; title: string }>(
        tx,
        sql`select u.username, n.title from notifications n join users u on u.id = n.user_id where n.title like ${`%Asha Verma${n}%`}`,
      ),
    );
    expect(notices).toEqual(
      expect.arrayContaining([
        { username: 'hrdirector', title: `Asha Verma${n} joins your team` },
        { username: 'hrdirector', title: `New joiner: Asha Verma${n}` },
      ]),
    );
    expect(notices.map((x) => x.username)).not.toContain('hrexec01');
  });

  it('gives a joiner whose email name is longer than a username may be (6-11 characters) the whole email as username, never a cut name', async () => {
    const person = joiner({ workEmail: `ethan.wright${n + 1}@demo.tenure.test` });
    const res = await call('POST', '/add-employee', hr, person);
    expect(res.statusCode).toBe(201);
    expect(res.json().username).toBe(person.job.workEmail);
  });

  it('lists a joiner whose first day is still ahead as Pre-joining (list, its status filter, profile), and one who has joined as Active', async () => {
    const later = joiner({ dateOfJoining: addDays(today(), 20) });
    const joined = joiner({ dateOfJoining: addDays(today(), -2) });
    for (const person of [later, joined])
      expect((await call('POST', '/add-employee', hr, person)).statusCode).toBe(201);
    const statusOf = async (person: typeof later, filter = '') =>
      (
        (await call('GET', `?search=${person.personal.lastName}${filter}`, hr)).json().items as {
          employeeName: string;
          status: string;
          employeeNumber: string;
        }[]
      ).filter((i) => i.employeeName === `Asha ${person.personal.lastName}`);
    const [laterRow] = await statusOf(later);
    expect(laterRow).toMatchObject({ status: 'Pre-joining' });
    expect(await statusOf(joined)).toMatchObject([{ status: 'Active' }]);
    expect(await statusOf(later, '&status=Pre-joining')).toHaveLength(1);
    expect(await statusOf(later, '&status=Active')).toEqual([]);
    expect(await statusOf(joined, '&status=Pre-joining')).toEqual([]);
    const profile = (await call('GET', `/${laterRow!.employeeNumber}/profile`, hr)).json();
    expect(profile.status).toBe('Pre-joining');
    expect(profile.sections.workDetails.status).toBe('Pre-joining');
  });

  it('refuses a person whose listed details are typed freely (gender, blood group, marital status, nationality, address country) with field errors', async () => {
    const before = await employeeCount();
    const person = joiner();
    person.personal = {
      ...person.personal,
      gender: 'female',
      bloodGroup: 'O positive',
      maritalStatus: 'Unmarried',
      nationality: 'Indain',
    };
    person.contact.currentAddress!.country = 'Bharat';
    const res = await call('POST', '/add-employee', hr, person);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual(
      Object.fromEntries(
        [
          'personal.gender',
          'personal.bloodGroup',
          'personal.maritalStatus',
          'personal.nationality',
          'contact.currentAddress.country',
        ].map((f) => [f, EMPLOYEE_MESSAGES.chooseFromList]),
      ),
    );
    expect(await employeeCount()).toBe(before);
  });

  it('refuses an invalid Aadhaar, an unknown department and a taken email with field errors, creating nobody', async () => {
    const before = await employeeCount();
    const badId = joiner();
    badId.personal.nationalId = '134567890123';
    const res = await call('POST', '/add-employee', hr, badId);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ 'personal.nationalId': VALIDATION_MESSAGES.invalidNationalId });

    const badPhone = joiner();
    badPhone.contact.mobilePhone = '5876543210';
    expect((await call('POST', '/add-employee', hr, badPhone)).json().fieldErrors).toEqual({
      'contact.mobilePhone': 'Invalid Phone Number!',
    });

    const unknown = joiner({ departmentId: '00000000-0000-4000-8000-000000000000' });
    expect((await call('POST', '/add-employee', hr, unknown)).json().fieldErrors).toEqual({
      'job.departmentId': ONBOARDING_MESSAGES.unknownDepartment,
    });

    const taken = joiner({ workEmail: 'emily.johnson@demo.tenure.test' });
    const [emily] = await inDemo(t, (tx) =>
      queryRows<{ email: string }>(tx, sql`select email from employees where employee_number = 'EMP0006'`),
    );
    taken.job.workEmail = emily!.email;
    expect((await call('POST', '/add-employee', hr, taken)).json().fieldErrors).toEqual({
      'job.workEmail': ONBOARDING_MESSAGES.emailTaken,
    });

    // An entity hrexec01 does not work in (SG-01) is unknown to them.
    expect((await call('POST', '/add-employee', hr, singaporeJoiner())).json().fieldErrors).toEqual({
      'job.legalEntityCode': ONBOARDING_MESSAGES.unknownLegalEntity,
    });
    expect(await employeeCount()).toBe(before);
  });

  it('onboards only into the entities where the HR user holds onboarding, not every entity they work in', async () => {
    // hrexec01 also works in Singapore now, as a plain employee there: no onboarding in SG-01.
    await inDemo(t, async (tx) => {
      await tx.execute(sql`
        with mapping as (
          insert into user_entities (tenant_id, user_id, legal_entity_id, is_default)
          select 'demo', u.id, le.id, false from users u, legal_entities le
           where u.username = 'hrexec01' and le.code = 'SG-01'
          returning id)
        insert into user_entity_roles (tenant_id, user_entity_id, role_id)
        select 'demo', mapping.id, r.id from mapping, roles r where r.code = 'EMPLOYEE'`);
    });
    const before = await employeeCount();
    const options = (await call('GET', '/add-employee/options', hr)).json() as { legalEntities: { code: string }[] };
    expect(options.legalEntities.map((e) => e.code).sort()).toEqual(['IN-KA-01', 'US-NY-01']);
    expect((await call('POST', '/add-employee', hr, singaporeJoiner())).json().fieldErrors).toEqual({
      'job.legalEntityCode': ONBOARDING_MESSAGES.unknownLegalEntity,
    });
    expect(await employeeCount()).toBe(before);
    await inDemo(t, async (tx) => {
      const mapping = sql`(select ue.id from user_entities ue join users u on u.id = ue.user_id
                             join legal_entities le on le.id = ue.legal_entity_id
                            where u.username = 'hrexec01' and le.code = 'SG-01')`;
      await tx.execute(sql`delete from user_entity_roles where user_entity_id in ${mapping}`);
      await tx.execute(sql`delete from user_entities where id in ${mapping}`);
    });
  });

  it('is for HR only: an employee gets 403 and changes nothing', async () => {
    const employee = (await loginAs(t.app, 'employee01')).headers;
    const before = await employeeCount();
    expect((await call('POST', '/add-employee', employee, joiner())).statusCode).toBe(403);
    expect((await call('GET', '/add-employee/options', employee)).statusCode).toBe(403);
    expect((await call('GET', '/drafts/employee', employee)).statusCode).toBe(403);
    expect(await employeeCount()).toBe(before);
  });

  it('checks the minimum working age of the entity country behind its flag', async () => {
    const young = joiner();
    young.personal.dateOfBirth = `${Number(today().slice(0, 4)) - 17}-01-01`;
    const refused = await call('POST', '/add-employee', hr, young);
    expect(refused.json().fieldErrors).toEqual({ 'personal.dateOfBirth': ONBOARDING_MESSAGES.underMinimumAge(18) });
    await setFlag('ageRestrictionPopups', false);
    expect((await call('POST', '/add-employee', hr, young)).statusCode).toBe(201);
    await setFlag('ageRestrictionPopups', true);
  });

  it('without generated numbers, asks for a unique typed number and checks it live', async () => {
    await setFlag('autoEmployeeNumberGeneration', false);
    expect((await call('POST', '/add-employee', hr, joiner())).json().fieldErrors).toEqual({
      'job.employeeNumber': ONBOARDING_MESSAGES.employeeNumberRequired,
    });
    expect((await call('GET', '/employee-number/check?employeeNumber=EMP0006', hr)).json()).toEqual({
      available: false,
      message: ONBOARDING_MESSAGES.employeeNumberTaken,
    });
    expect((await call('GET', '/employee-number/check?employeeNumber=BLR-7001', hr)).json()).toEqual({
      available: true,
      message: null,
    });
    expect((await call('POST', '/add-employee', hr, joiner({ employeeNumber: 'EMP0006' }))).json().fieldErrors).toEqual(
      { 'job.employeeNumber': ONBOARDING_MESSAGES.employeeNumberTaken },
    );
    const typed = await call('POST', '/add-employee', hr, joiner({ employeeNumber: 'BLR-7001' }));
    expect(typed.json().employeeNumber).toBe('BLR-7001');
    expect((await call('GET', '/employee-number/check?employeeNumber=BLR-7001', hr)).json().available).toBe(false);
    await setFlag('autoEmployeeNumberGeneration', true);
  });

  it('numbers parallel onboardings of an entity pattern without gaps or repeats', async () => {
    const set = await call('PUT', '/employee-number/patterns/IN-KA-01', admin, { prefix: 'inb', padding: 5 });
    expect(set.json()).toMatchObject({ prefix: 'INB', padding: 5, nextNumber: 'INB00001' });
    const results = await Promise.all(Array.from({ length: 6 }, () => call('POST', '/add-employee', hr, joiner())));
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    expect(results.map((r) => r.json().employeeNumber).sort()).toEqual([
      'INB00001',
      'INB00002',
      'INB00003',
      'INB00004',
      'INB00005',
      'INB00006',
    ]);
    // A refused onboarding gives its number back.
    const bad = joiner();
    bad.personal.nationalId = '12';
    await call('POST', '/add-employee', hr, bad);
    expect(
      (await call('GET', '/employee-number/patterns', admin))
        .json()
        .find((p: { legalEntityCode: string }) => p.legalEntityCode === 'IN-KA-01').nextNumber,
    ).toBe('INB00007');
    const employee = (await loginAs(t.app, 'employee01')).headers;
    expect(
      (await call('PUT', '/employee-number/patterns/IN-KA-01', employee, { prefix: 'X', padding: 3 })).statusCode,
    ).toBe(403);
  });

  describe('the batch service', () => {
    const context = async (): Promise<OnboardingContext> => {
      const [actor] = await inDemo(t, (tx) =>
        queryRows<{ id: string }>(tx, sql`select id from users where username = 'hrexec01'`),
      );
      return {
        tenant: { code: 'demo', name: 'Tenure Demo Corp' },
        actorUserId: actor!.id,
        entities: onboardingEntities(actor!.id, 'employee'),
        permissions: (await call('GET', '/api/auth/user-entity-permissions', hr)).json().permissions ?? {},
        flags: { autoEmployeeNumberGeneration: true, gradeAndLevelInOnboarding: true, ageRestrictionPopups: true },
        mailer: { enqueue: async () => 'x', enqueueMany: async (_tx, m) => m.map(() => 'x'), deliver: async () => {} },
        origin: 'http://localhost',
      };
    };
    const parsed = (input: ReturnType<typeof indianJoiner>): OnboardingRow => {
      const result = parseOnboardingRow(input);
      if (!result.success) throw new Error(JSON.stringify(result.error.issues));
      return result.data;
    };

    it('takes a manager listed after their reportee (by email) and reports every bad row without creating anyone', async () => {
      const ctx = await context();
      const lead = joiner();
      const report = joiner({ managerEmployeeNumber: undefined, managerEmail: lead.job.workEmail });
      const bad = joiner({ grade: 'G9' });
      const before = await employeeCount();
      const refused = await inDemo(t, (tx) => onboardEmployees(tx, ctx, [report, lead, bad].map(parsed)));
      expect(refused.errors).toEqual([{ row: 2, field: 'job.grade', message: ONBOARDING_MESSAGES.unknownMasterValue }]);
      expect(await employeeCount()).toBe(before);

      const outcome = await inDemo(t, (tx) => onboardEmployees(tx, ctx, [report, lead].map(parsed)));
      expect(outcome.errors).toEqual([]);
      const [reportee] = await inDemo(t, (tx) =>
        queryRows<{ manager: string }>(
          tx,
          sql`select m.email as manager from employees e join employees m on m.id = e.manager_id where e.email = ${report.job.workEmail}`,
        ),
      );
      expect(reportee!.manager).toBe(lead.job.workEmail);
    });

    it('refuses a reporting loop inside the batch', async () => {
      const a = joiner({ employeeNumber: undefined });
      const b = joiner({ managerEmployeeNumber: undefined, managerEmail: a.job.workEmail });
      a.job.managerEmployeeNumber = undefined;
      a.job.managerEmail = b.job.workEmail;
      const ctx = await context();
      const outcome = await inDemo(t, (tx) => onboardEmployees(tx, ctx, [a, b].map(parsed)));
      expect(outcome.errors.map((e) => e.message)).toEqual([
        ONBOARDING_MESSAGES.managerCycle,
        ONBOARDING_MESSAGES.managerCycle,
      ]);
    });
  });

  it('keeps drafts by type apart from employees; another tenant cannot see them', async () => {
    const before = await employeeCount();
    const saved = await call('POST', '/drafts/employee', hr, { step: 'contact', data: joiner() });
    expect(saved.statusCode).toBe(201);
    const draft = saved.json();
    expect(draft).toMatchObject({
      type: 'employee',
      step: 'contact',
      title: `Asha Verma${n}`,
      legalEntityCode: 'IN-KA-01',
    });
    expect(await employeeCount()).toBe(before);
    expect((await call('GET', '/drafts/employee', hr)).json().map((d: { draftId: string }) => d.draftId)).toContain(
      draft.draftId,
    );
    expect(
      (await call('GET', '/drafts/consultant', hr)).json().map((d: { draftId: string }) => d.draftId),
    ).not.toContain(draft.draftId);
    const moved = await call('PUT', `/drafts/employee/${draft.draftId}`, hr, {
      step: 'job',
      data: { ...draft.data, personal: { ...draft.data.personal, firstName: 'Asha Rani' } },
    });
    expect(moved.json()).toMatchObject({ step: 'job', title: `Asha Rani Verma${n}` });
    expect((await call('GET', `/drafts/consultant/${draft.draftId}`, hr)).statusCode).toBe(404);

    // Acme's super admin holds every key, in their own tenant only (acme requires encrypted payloads).
    const acme = await encryptedClient(t.app, 'acme');
    const acmeLogin = await acme.request({
      method: 'POST',
      url: '/api/auth/user/v3/login',
      body: { username: 'acmeadmin', password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${(acmeLogin.body as { token: string }).token}` };
    const acmeCall = (method: 'GET' | 'DELETE', url: string) => acme.request({ method, url: `${BASE}${url}`, headers });
    expect((await acmeCall('GET', `/drafts/employee/${draft.draftId}`)).statusCode).toBe(404);
    expect((await acmeCall('GET', '/drafts/employee')).body).toEqual([]);
    expect((await acmeCall('DELETE', `/drafts/employee/${draft.draftId}`)).statusCode).toBe(404);

    // Completing the resumed draft onboards the person and removes the draft.
    const done = await call('POST', `/add-employee?draftId=${draft.draftId}`, hr, moved.json().data);
    expect(done.statusCode).toBe(201);
    expect((await call('GET', `/drafts/employee/${draft.draftId}`, hr)).statusCode).toBe(404);

    const other = (await call('POST', '/drafts/jobOnboarding', hr, { step: 'personal', data: {} })).json();
    expect(other.title).toBe('Untitled draft');
    expect((await call('DELETE', `/drafts/jobOnboarding/${other.draftId}`, hr)).statusCode).toBe(204);
    expect((await call('DELETE', `/drafts/jobOnboarding/${other.draftId}`, hr)).statusCode).toBe(404);
  });

  it("shares a draft with the HR of its legal entity only: another entity's draft does not exist for them", async () => {
    // The HR director works in every entity and saves a Singapore joiner; hrexec01 is HR of India and the US.
    const director = (await loginAs(t.app, 'hrdirector')).headers;
    const singapore = singaporeJoiner();
    const saved = (await call('POST', '/drafts/employee', director, { step: 'job', data: singapore })).json();
    expect(saved.legalEntityCode).toBe('SG-01');
    const idsOf = async (headers: Headers) =>
      ((await call('GET', '/drafts/employee', headers)).json() as { draftId: string }[]).map((d) => d.draftId);
    expect(await idsOf(director)).toContain(saved.draftId);
    expect(await idsOf(hr)).not.toContain(saved.draftId);
    expect((await call('GET', `/drafts/employee/${saved.draftId}`, hr)).statusCode).toBe(404);
    const edit = { step: 'contact', data: { ...singapore, job: { ...singapore.job, legalEntityCode: 'IN-KA-01' } } };
    expect((await call('PUT', `/drafts/employee/${saved.draftId}`, hr, edit)).statusCode).toBe(404);
    expect((await call('DELETE', `/drafts/employee/${saved.draftId}`, hr)).statusCode).toBe(404);
    expect((await call('GET', `/drafts/employee/${saved.draftId}`, director)).json()).toMatchObject({
      step: 'job',
      legalEntityCode: 'SG-01',
    });
    // Nor may they file a draft there: it would vanish from their own list.
    const refused = await call('POST', '/drafts/employee', hr, { step: 'job', data: singapore });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({ 'job.legalEntityCode': ONBOARDING_MESSAGES.unknownLegalEntity });
    expect((await call('DELETE', `/drafts/employee/${saved.draftId}`, director)).statusCode).toBe(204);
  });

  it('onboards a consultant with a contract; no leave for them; HR is reminded before the contract ends', async () => {
    const options = (await call('GET', '/consultant/options', hr)).json();
    const vendorType = options.vendorTypes.find((v: { name: string }) => v.name === 'Staffing Agency').id;
    const end = addDays(today(), 30);
    const consultant = joiner({ employmentType: 'Contractor - C2C' });
    expect((await call('POST', '/consultant', hr, consultant)).json().fieldErrors).toEqual({
      contract: ONBOARDING_MESSAGES.contractRequired,
    });
    const withContract = {
      ...consultant,
      contract: {
        vendorName: 'Infosys BPM',
        vendorTypeId: vendorType,
        startDate: today(),
        endDate: end,
        billingRate: 42.5,
        currencyId: 'INR',
      },
    };
    expect((await call('POST', '/consultant', hr, joiner())).json().fieldErrors).toEqual({
      'job.employmentType': ONBOARDING_MESSAGES.notAContractor,
    });
    const res = await call('POST', '/consultant', hr, withContract);
    expect(res.statusCode).toBe(201);
    const list = (await call('GET', '/consultants', hr)).json();
    expect(list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          employeeNumber: res.json().employeeNumber,
          vendorName: 'Infosys BPM',
          vendorType: 'Staffing Agency',
          billingRate: 42.5,
          endDate: end,
        }),
      ]),
    );
    const [credits] = await inDemo(t, (tx) =>
      queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from leave_ledger l join employees e on e.id = l.employee_id where e.employee_number = ${res.json().employeeNumber}`,
      ),
    );
    expect(credits!.n).toBe(0);

    const mailer = {
      enqueue: async () => 'x',
      enqueueMany: async (_tx: unknown, m: readonly unknown[]) => m.map(() => 'x'),
      deliver: async () => {},
    };
    expect(await inDemo(t, (tx) => remindContractEnds(tx, 'demo', mailer, today()))).toMatchObject({ reminded: 1 });
    const reminders = await inDemo(t, (tx) =>
      queryRows<{ username: string }>(
        tx,
        sql`select u.username from notifications n join users u on u.id = n.user_id where n.title = ${contractEndsIn30(res.json().displayName)}`,
      ),
    );
    expect(reminders.map((r) => r.username)).toEqual(expect.arrayContaining(['hrdirector', 'hrexec01']));
    expect(await inDemo(t, (tx) => remindContractEnds(tx, 'demo', mailer, addDays(today(), 1)))).toMatchObject({
      reminded: 0,
    });
  });
});
