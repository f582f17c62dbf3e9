import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { EMPLOYEE_MESSAGES } from '@tenure/domain/employees';
import { BLOOD_GROUPS, VALIDATION_MESSAGES } from '@tenure/domain/validation';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../test/harness.ts';
import { queryRows, withTenant } from '../../platform/db.ts';

type Headers = Record<string, string>;

/** One employee per legal entity country, with valid and invalid values of each country rule. */
const COUNTRY_CASES = [
  {
    country: 'IN',
    employee: 'EMP0010',
    nationalId: ['2345 6789 0123', '1345 6789 0123'],
    postalCode: ['560001', '56001'],
    phone: ['9876543210', '5876543210'],
  },
  {
    country: 'US',
    employee: 'EMP0012',
    nationalId: ['123-45-6789', '123456789'],
    postalCode: ['10001-1234', '1000'],
    phone: ['(212) 555-0143', '555123456'],
  },
  {
    country: 'SG',
    employee: 'EMP0011',
    nationalId: ['S1234567D', 'A1234567D'],
    postalCode: ['238859', '123'],
    phone: ['91234567', '612345'],
  },
  {
    country: 'CR',
    employee: 'EMP0007',
    nationalId: ['1-2345-6789', '12345678'],
    postalCode: ['10101', '1010'],
    phone: ['8312-3456', '2212345'],
  },
] as const;

describeEachDatabase('employee profiles', (kind) => {
  let t: TestApp;
  let hr: Headers;
  let director: Headers;
  let employee: Headers;
  beforeAll(async () => {
    t = await createTestApp(kind);
    hr = (await loginAs(t.app, 'hrexec01')).headers;
    director = (await loginAs(t.app, 'hrdirector')).headers;
    employee = (await loginAs(t.app, 'employee01')).headers;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Headers) =>
    t.app.inject({ method: 'GET', url: `/api/hrms/hris/employee${url}`, headers });
  const put = (url: string, headers: Headers, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/hrms/hris/employee${url}`, headers, payload });
  const personalOf = async (number: string) => (await get(`/${number}/profile`, hr)).json().sections.personal;

  describe.each(COUNTRY_CASES)('country rules of $country through the profile API', (c) => {
    it('national ID: refuses the invalid value with a field error, stores the valid one masked', async () => {
      const personal = await personalOf(c.employee);
      const bad = await put(`/${c.employee}/profile/personal`, hr, { ...personal, nationalId: c.nationalId[1] });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fieldErrors).toEqual({ nationalId: VALIDATION_MESSAGES.invalidNationalId });

      const good = await put(`/${c.employee}/profile/personal`, hr, { ...personal, nationalId: c.nationalId[0] });
      expect(good.statusCode).toBe(200);
      const shown = good.json().sections.personal.nationalId as string;
      expect(shown.slice(-4)).toBe(c.nationalId[0].slice(-4));
      expect(shown).toMatch(/^\*+/);
      expect(shown).not.toBe(c.nationalId[0]);
    });

    it('postal code and phone: refused and accepted by the country of the legal entity', async () => {
      const address = { line1: '1 Main Street', city: 'Capital', country: 'Portugal' };
      const contact = (postalCode: string, mobilePhone: string) => ({
        mobilePhone,
        currentAddress: { ...address, postalCode },
      });
      const bad = await put(`/${c.employee}/profile/contact`, hr, contact(c.postalCode[1], c.phone[1]));
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fieldErrors).toEqual({
        mobilePhone: VALIDATION_MESSAGES.invalidPhone,
        'currentAddress.postalCode': VALIDATION_MESSAGES.invalidZip,
      });
      const good = await put(`/${c.employee}/profile/contact`, hr, contact(c.postalCode[0], c.phone[0]));
      expect(good.statusCode).toBe(200);
      expect(good.json().sections.contact).toMatchObject({
        mobilePhone: c.phone[0],
        currentAddress: { postalCode: c.postalCode[0] },
      });
    });
  });

  it('takes gender, blood group, marital status, nationality and countries only from the shared lists, naming each field refused', async () => {
    const personal = await personalOf('EMP0010');
    const free = await put('/EMP0010/profile/personal', hr, {
      ...personal,
      gender: 'F',
      bloodGroup: 'Z+',
      maritalStatus: 'Engaged',
      nationality: 'India',
    });
    expect(free.statusCode).toBe(400);
    expect(free.json().fieldErrors).toEqual(
      Object.fromEntries(
        ['gender', 'bloodGroup', 'maritalStatus', 'nationality'].map((f) => [f, EMPLOYEE_MESSAGES.chooseFromList]),
      ),
    );
    expect(BLOOD_GROUPS).toHaveLength(44);
    const listed = await put('/EMP0010/profile/personal', hr, {
      ...personal,
      gender: 'Non-binary',
      bloodGroup: 'A1B-',
      maritalStatus: 'Divorced',
      nationality: 'Portuguese',
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().sections.personal).toMatchObject({
      gender: 'Non-binary',
      bloodGroup: 'A1B-',
      maritalStatus: 'Divorced',
      nationality: 'Portuguese',
    });

    const address = { line1: '12 MG Road', city: 'Bengaluru', postalCode: '560001' };
    const contact = (await get('/EMP0010/profile', hr)).json().sections.contact;
    const bad = await put('/EMP0010/profile/contact', hr, {
      ...contact,
      currentAddress: { ...address, country: 'Somewhere' },
      permanentAddress: { ...address, country: 'IN' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({
      'currentAddress.country': EMPLOYEE_MESSAGES.chooseFromList,
      'permanentAddress.country': EMPLOYEE_MESSAGES.chooseFromList,
    });
    const passport = await put('/EMP0010/profile/passport', hr, {
      passportNumber: 'K1234567',
      issuingCountry: 'Atlantis',
      issueDate: '2021-03-15',
      expiryDate: '2031-03-14',
    });
    expect(passport.json().fieldErrors).toEqual({ issuingCountry: EMPLOYEE_MESSAGES.chooseFromList });
  });

  it('a masked value sent back unchanged keeps the stored value', async () => {
    const personal = await personalOf('EMP0010');
    const res = await put('/EMP0010/profile/personal', hr, { ...personal, maritalStatus: 'Married' });
    expect(res.statusCode).toBe(200);
    const revealed = await t.app.inject({
      method: 'POST',
      url: '/api/hrms/hris/employee/EMP0010/profile/personal/reveal',
      headers: director,
    });
    expect(revealed.json().nationalId).toMatch(/^[2-9][\d ]{11,13}$/);
  });

  it('masks national ID, passport and bank account everywhere; reveal needs the permission and is audited', async () => {
    const profile = (await get('/EMP0006/profile', hr)).json();
    expect(profile.access.canReveal).toBe(false);
    for (const value of [
      profile.sections.personal.nationalId,
      profile.sections.passport.passportNumber,
      profile.sections.bankDetails.accountNumber,
    ]) {
      expect(value).toMatch(/^\*+.{4}$/);
    }
    const denied = await t.app.inject({
      method: 'POST',
      url: '/api/hrms/hris/employee/EMP0006/profile/bankDetails/reveal',
      headers: hr,
    });
    expect(denied.statusCode).toBe(403);

    const revealed = await t.app.inject({
      method: 'POST',
      url: '/api/hrms/hris/employee/EMP0006/profile/bankDetails/reveal',
      headers: director,
    });
    expect(revealed.statusCode).toBe(200);
    const accountNumber = revealed.json().accountNumber as string;
    expect(accountNumber).toMatch(/^\d{6,20}$/);
    expect(accountNumber.slice(-4)).toBe(profile.sections.bankDetails.accountNumber.slice(-4));

    const audit = await withTenant(t.database.db, { tenantCode: 'demo' }, (tx) =>
      queryRows<{ after: { section: string } }>(
        tx,
        sql`select after from audit_log where action = 'employee.sensitive.reveal' and entity_id = ${profile.employeeId}`,
      ),
    );
    expect(audit.map((a) => a.after.section)).toContain('bankDetails');
  });

  it('employee01 edits their own contact details, but not HR-only sections nor anyone else', async () => {
    const mine = (await get('/myprofile', employee)).json();
    expect(mine.employeeNumber).toBe('EMP0006');
    expect(mine.access.editableSections).toEqual(expect.arrayContaining(['contact', 'emergencyContacts']));
    expect(mine.access.editableSections).not.toContain('bankDetails');

    const contact = { ...mine.sections.contact, mobilePhone: '(212) 555-0199' };
    const own = await put('/EMP0006/profile/contact', employee, contact);
    expect(own.statusCode).toBe(200);
    expect(own.json().sections.contact.mobilePhone).toBe('(212) 555-0199');

    const ownBank = await put('/EMP0006/profile/bankDetails', employee, mine.sections.bankDetails);
    expect(ownBank.statusCode).toBe(403);
    const othersProfile = await get('/EMP0007/profile', employee);
    expect(othersProfile.statusCode).toBe(403);
    const othersBank = await put('/EMP0007/profile/bankDetails', employee, {
      bankName: 'X',
      accountHolderName: 'Y',
      accountNumber: '12345678',
    });
    expect(othersBank.statusCode).toBe(403);
  });

  it('a manager sees the work sections of their reportees, not the private ones', async () => {
    const manager = (await loginAs(t.app, 'manager01')).headers;
    const res = await get('/EMP0006/profile', manager);
    expect(res.statusCode).toBe(200);
    const sections = Object.keys(res.json().sections);
    expect(sections).toContain('workDetails');
    expect(sections).not.toContain('bankDetails');
    expect(sections).not.toContain('personal');
    expect(res.json().access.editableSections).toEqual([]);
  });

  it('the self-editable sections are a tenant setting', async () => {
    const mine = (await get('/myprofile', employee)).json();
    const settings = await t.app.inject({
      method: 'PUT',
      url: '/api/hrms/hris/employee/profile-settings',
      headers: hr,
      payload: { selfEditableSections: ['contact', 'bankDetails'] },
    });
    expect(settings.statusCode).toBe(200);
    const bank = await put('/EMP0006/profile/bankDetails', employee, {
      ...mine.sections.bankDetails,
      bankName: 'Citibank',
    });
    expect(bank.statusCode).toBe(200);
    expect(bank.json().sections.bankDetails.accountNumber).toBe(mine.sections.bankDetails.accountNumber);
    const family = await put('/EMP0006/profile/family', employee, { entries: [] });
    expect(family.statusCode).toBe(403);
    const workDetails = await t.app.inject({
      method: 'PUT',
      url: '/api/hrms/hris/employee/profile-settings',
      headers: hr,
      payload: { selfEditableSections: ['workDetails'] },
    });
    expect(workDetails.statusCode).toBe(400);
  });

  it('HR edits work details; unknown department is a field error', async () => {
    const work = (await get('/EMP0012/profile', hr)).json().sections.workDetails;
    const input = {
      designation: 'VP Sales',
      departmentId: work.departmentId,
      locationId: work.locationId,
      employmentType: 'Full Time',
      dateOfJoining: work.dateOfJoining,
      workEmail: work.workEmail,
    };
    const ok = await put('/EMP0012/profile/workDetails', hr, input);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().designation).toBe('VP Sales');
    const bad = await put('/EMP0012/profile/workDetails', hr, {
      ...input,
      departmentId: '00000000-0000-4000-8000-000000000000',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toHaveProperty('departmentId');
  });
});
