import { describe, expect, it } from 'vitest';
import { isValidDateOfIncorporation, isValidUsername, patterns, type PatternName } from './index.ts';

const EXAMPLES: Record<PatternName, { valid: string[]; invalid: string[] }> = {
  email: {
    valid: ['priya.sharma@acme.in', 'j_doe+hr@mail.co.uk'],
    invalid: ['priya.sharma', 'a@b', 'a b@acme.com', ''],
  },
  username: { valid: ['emp001', 'manager01', 'a.b-c_d1234'], invalid: ['emp01', '_emp001', 'abcdefghijkl', 'emp 001'] },
  phone: { valid: ['9876543210', '0123456789'], invalid: ['987654321', '98765432100', '98765-4321'] },
  twoDigitNumber: { valid: ['0', '7', '42', '99'], invalid: ['100', '-1', '4.5', ''] },
  zip7: { valid: ['1234567'], invalid: ['123456', '12345678', '12345a7'] },
  zip6: { valid: ['560001'], invalid: ['56001', '5600011', '56 001'] },
  usZip: { valid: ['10001', '10001-1234'], invalid: ['1000', '100011234', '10001-123', '10001 1234'] },
  usSsn: { valid: ['123-45-6789'], invalid: ['123456789', '12-345-6789', '123-45-678a'] },
  decimal: { valid: ['1', '123', '123.4', '0.25'], invalid: ['1234', '12.345', '.5', '1.', '-1'] },
  swift: {
    valid: ['HDFCINBB', 'DEUTDEFF500', 'hdfcinbb'],
    invalid: ['HDFCINB', 'DEUTDEFF50', 'DEUTDEFF5000', 'HDFC-INBB'],
  },
  passportNumber: { valid: ['K1234567', '123456', 'A12345678'], invalid: ['12345', 'A123456789', 'K123 4567'] },
  ratingCode: { valid: ['0.0', '3.7', '4.9', '5.0'], invalid: ['5.1', '5', '4', '4.25', '6.0'] },
  percentage: { valid: ['0', '7.5', '99.99', '100', '100.00'], invalid: ['100.01', '101', '-1', '12.345', '1000'] },
  countryCode: { valid: ['+1', '+91', '+506'], invalid: ['91', '+', '+5066', '+9a'] },
  drivingLicence: {
    valid: ['D1234', 'MH12 20110012345', 'A-123-456-789'],
    invalid: ['D123', 'A12345678901234567890', 'D1234/5'],
  },
  oneToFifty: { valid: ['1', '9', '10', '49', '50'], invalid: ['0', '51', '1.5', '05'] },
  zeroToFiftyOneDecimal: { valid: ['0', '0.5', '12.3', '49.9', '50', '50.0'], invalid: ['50.1', '51', '1.25', '-1'] },
  subSource: { valid: ['LinkedIn', 'AB', 'x'.repeat(100)], invalid: ['A', '  ', 'x'.repeat(101)] },
  dateOfIncorporation: {
    valid: ['05 Mar, 2019', '31 Dec, 1999'],
    invalid: ['5 Mar, 2019', '05 March, 2019', '05 Mar 2019', '32 Jan, 2020'],
  },
};

describe.each(Object.keys(EXAMPLES) as PatternName[])('pattern %s', (name) => {
  it.each(EXAMPLES[name].valid)('accepts %j', (value) => {
    expect(patterns[name].test(value)).toBe(true);
  });

  it.each(EXAMPLES[name].invalid)('refuses %j', (value) => {
    expect(patterns[name].test(value)).toBe(false);
  });
});

describe('isValidUsername', () => {
  it('accepts a username or an email', () => {
    expect(isValidUsername('manager01')).toBe(true);
    expect(isValidUsername('priya.sharma@acme.in')).toBe(true);
  });

  it('refuses what is neither', () => {
    expect(isValidUsername('mgr')).toBe(false);
  });
});

describe('isValidDateOfIncorporation', () => {
  it('accepts real dates, 29 Feb in a leap year included', () => {
    expect(isValidDateOfIncorporation('05 Mar, 2019')).toBe(true);
    expect(isValidDateOfIncorporation('29 Feb, 2024')).toBe(true);
  });

  it('refuses days the month does not have', () => {
    expect(isValidDateOfIncorporation('31 Feb, 2020')).toBe(false);
    expect(isValidDateOfIncorporation('29 Feb, 2023')).toBe(false);
    expect(isValidDateOfIncorporation('31 Apr, 2020')).toBe(false);
  });
});
