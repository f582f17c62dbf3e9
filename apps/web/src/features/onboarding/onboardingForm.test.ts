import { describe, expect, it } from 'vitest';
import { ONBOARDING_MESSAGES } from '@tenure/domain/onboarding';
import { onboardingFormValues, stepErrors, stepOfErrors, toDraftData, toRowInput } from './onboardingForm.ts';

const uuid = '5b1d3c1e-2f4a-4b6c-8d9e-0a1b2c3d4e5f';
const filled = () => {
  const values = onboardingFormValues({}, { legalEntityCode: 'IN-KA-01', employmentType: 'Full Time' });
  values.personal = { ...values.personal, firstName: 'Meera', lastName: 'Kulkarni', nationalId: '1345 6789 0123' };
  values.contact = { ...values.contact, mobilePhone: '9845012345' };
  values.job = {
    ...values.job,
    departmentId: uuid,
    locationId: uuid,
    designation: 'Software Engineer',
    dateOfJoining: '2026-12-01',
    workEmail: 'meera@tenure-demo.com',
    managerName: 'Priya Sharma',
    managerEmployeeNumber: 'EMP0003',
  };
  return values;
};

describe('the onboarding form', () => {
  it('checks one step at a time with the rules of the entity country', () => {
    const values = filled();
    expect(stepErrors('personal', values)).toEqual({ 'personal.nationalId': 'Invalid National ID!' });
    expect(stepErrors('job', values)).toEqual({});
    values.personal.nationalId = '2345 6789 0123';
    values.job.employmentType = 'Contractor - 1099';
    expect(stepErrors('job', values)).toEqual({ contract: ONBOARDING_MESSAGES.contractRequired });
    values.contract.vendorName = 'Northwind Staffing';
    expect(stepErrors('job', values)).toEqual({
      'contract.startDate': ONBOARDING_MESSAGES.requiredDate,
      'contract.endDate': ONBOARDING_MESSAGES.requiredDate,
      'contract.billingRate': ONBOARDING_MESSAGES.billingRate,
      'contract.currencyId': ONBOARDING_MESSAGES.unknownCurrency,
    });
  });

  it('sends no empty fields, no shown manager name, and a contract only for contractors', () => {
    const values = filled();
    values.contract.vendorName = 'Left over';
    const row = toRowInput(values);
    expect(row.job).not.toHaveProperty('managerName');
    expect(row.job).not.toHaveProperty('buildingId');
    expect(row).not.toHaveProperty('contract');
    expect(row.personal).toMatchObject({ firstName: 'Meera', lastName: 'Kulkarni' });
    // A draft keeps the manager's name, to show it again on resuming.
    expect(onboardingFormValues(toDraftData(values)).job.managerName).toBe('Priya Sharma');
  });

  it('sends the user to the first step a server refusal names', () => {
    expect(stepOfErrors({ 'job.workEmail': 'taken', 'policies.leave': 'x' })).toBe('job');
    expect(stepOfErrors({ 'personal.nationalId': 'x' })).toBe('personal');
    expect(stepOfErrors({ contract: 'x' })).toBe('job');
  });
});
