import { describe, expect, it } from 'vitest';
import { joiningCredits } from '../leave/index.ts';
import { VALIDATION_MESSAGES } from '../validation/index.ts';
import { ageOn, checkAge, MINIMUM_WORKING_AGE } from './age.ts';
import { parseOnboardingRow } from './employee-row.ts';
import { ONBOARDING_MESSAGES } from './messages.ts';
import { formatEmployeeNumber } from './numbers.ts';

const uuid = '5b1d3c1e-2f4a-4b6c-8d9e-0a1b2c3d4e5f';
const row = (
  legalEntityCode: string,
  nationalId: string,
  mobilePhone: string,
  extra: Record<string, unknown> = {},
) => ({
  personal: { firstName: 'Asha', lastName: 'Verma', nationalId },
  contact: { mobilePhone },
  job: {
    legalEntityCode,
    departmentId: uuid,
    locationId: uuid,
    designation: 'Software Engineer',
    employmentType: 'Full Time',
    dateOfJoining: '2026-12-01',
    workEmail: 'Asha.Verma@Example.com',
  },
  ...extra,
});

describe('the onboarding row', () => {
  it('applies the rules of the legal entity country', () => {
    expect(parseOnboardingRow(row('IN-KA-01', '234567890123', '9876543210')).success).toBe(true);
    const badAadhaar = parseOnboardingRow(row('IN-KA-01', '134567890123', '9876543210'));
    expect(badAadhaar.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['personal.nationalId', VALIDATION_MESSAGES.invalidNationalId],
    ]);
    // The same values under Singapore's rules: NRIC and an 8-digit phone.
    expect(parseOnboardingRow(row('SG-01', 'S1234567D', '91234567')).success).toBe(true);
    expect(parseOnboardingRow(row('SG-01', '234567890123', '91234567')).success).toBe(false);
  });

  it('needs a contract exactly for the contractor types', () => {
    const contractor = row('US-NY-01', '123-45-6789', '2025550143');
    contractor.job.employmentType = 'Contractor - 1099';
    expect(parseOnboardingRow(contractor).error?.issues[0]?.message).toBe(ONBOARDING_MESSAGES.contractRequired);
    const contract = {
      vendorName: 'Northwind Staffing',
      startDate: '2026-12-01',
      endDate: '2026-11-30',
      billingRate: 85,
      currencyId: 'usd',
    };
    const backwards = parseOnboardingRow({ ...contractor, contract });
    expect(backwards.error?.issues.map((i) => i.path.join('.'))).toEqual(['contract.endDate']);
    const fine = parseOnboardingRow({ ...contractor, contract: { ...contract, endDate: '2027-05-31' } });
    expect(fine.data?.contract?.currencyId).toBe('USD');
    expect(parseOnboardingRow({ ...row('US-NY-01', '123-45-6789', '2025550143'), contract }).success).toBe(false);
  });

  it('lower-cases the work email', () => {
    expect(parseOnboardingRow(row('IN-KA-01', '234567890123', '9876543210')).data?.job.workEmail).toBe(
      'asha.verma@example.com',
    );
  });
});

describe('age checks', () => {
  it('counts whole years on the joining date', () => {
    expect(ageOn('2008-12-02', '2026-12-01')).toBe(17);
    expect(ageOn('2008-12-01', '2026-12-01')).toBe(18);
  });

  it('refuses under the minimum working age of the country and warns above 70', () => {
    expect(checkAge('IN', '2009-01-01', '2026-12-01')).toEqual({
      kind: 'underAge',
      message: ONBOARDING_MESSAGES.underMinimumAge(MINIMUM_WORKING_AGE.IN),
    });
    expect(checkAge('US', '2009-01-01', '2026-12-01')).toEqual({ kind: 'ok' });
    expect(checkAge('IN', '1950-01-01', '2026-12-01')).toEqual({
      kind: 'unusual',
      message: ONBOARDING_MESSAGES.unusualAge(76),
    });
    expect(checkAge('IN', undefined, '2026-12-01')).toEqual({ kind: 'ok' });
  });
});

describe('joining credits', () => {
  it('pro-rates the joining period by the days left and credits later periods up to today in full', () => {
    // Monthly 12/year, joining on 16 Nov (15 of 30 days left), today in December: half of November, all of December.
    expect(joiningCredits('monthly', 'Jan-Dec', 12, '2026-11-16', '2026-12-05')).toEqual([
      { key: 'M2026-11', yearStart: '2026-01-01', days: 0.5 },
      { key: 'M2026-12', yearStart: '2026-01-01', days: 1 },
    ]);
    // Yearly 12, joining on 1 July (184 of 365 days left): 6 days, rounded down to half days.
    expect(joiningCredits('yearly', 'Jan-Dec', 12, '2026-07-01', '2026-07-01')).toEqual([
      { key: 'Y2026', yearStart: '2026-01-01', days: 6 },
    ]);
    // A future joiner gets only their first period; nothing of years before today's.
    expect(joiningCredits('quarterly', 'Apr-Mar', 18, '2027-01-01', '2026-11-25')).toEqual([
      { key: 'Q2026-4', yearStart: '2026-04-01', days: 4.5 },
    ]);
    expect(joiningCredits('monthly', 'Jan-Dec', 12, '2025-12-01', '2026-01-10')).toEqual([
      { key: 'M2026-01', yearStart: '2026-01-01', days: 1 },
    ]);
  });
});

it('formats generated numbers with the pattern padding', () => {
  expect(formatEmployeeNumber('EMP', 4, 42)).toBe('EMP0042');
  expect(formatEmployeeNumber('INB', 3, 12345)).toBe('INB12345');
});
