import { describe, expect, it } from 'vitest';
import { CONTRACTOR_EMPLOYMENT_TYPES, EMPLOYMENT_TYPES, isContractor } from './index.ts';

describe('employment types', () => {
  it('treats the five contractor types of SPEC §6 as contractors', () => {
    expect(CONTRACTOR_EMPLOYMENT_TYPES).toHaveLength(5);
    for (const type of [
      'Contractor - 1099',
      'Contractor - C2C',
      'C2C Consultant',
      'Contractor',
      'Individual Consultant',
    ]) {
      expect(isContractor(type)).toBe(true);
    }
  });

  it('does not treat employees, unknown types or a missing type as contractors', () => {
    for (const type of ['Full Time', 'Part Time', 'Intern', 'contractor', 'Contractor Manager', '', null, undefined]) {
      expect(isContractor(type)).toBe(false);
    }
  });

  it('lists employee and contractor types together, once each', () => {
    expect(EMPLOYMENT_TYPES).toEqual(
      expect.arrayContaining(['Full Time', 'Part Time', 'Intern', ...CONTRACTOR_EMPLOYMENT_TYPES]),
    );
    expect(new Set(EMPLOYMENT_TYPES).size).toBe(EMPLOYMENT_TYPES.length);
  });
});
