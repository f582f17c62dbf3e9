import { describe, expect, it } from 'vitest';
import { emptyEntry, isRequiredField, sectionErrors, toFormValues, toSectionInput } from './sectionForm.ts';

describe('profile section forms', () => {
  it('turns a section into form strings and back, leaving empty optional fields and blank addresses out', () => {
    const values = toFormValues('contact', {
      mobilePhone: '9845010002',
      currentAddress: { line1: '12 MG Road', city: 'Bengaluru', postalCode: '560001', country: 'India' },
    });
    expect(values).toMatchObject({
      personalEmail: '',
      mobilePhone: '9845010002',
      currentAddress: { line1: '12 MG Road', line2: '' },
      permanentAddress: { line1: '' },
    });
    expect(toSectionInput('contact', { ...values, personalEmail: '  ' })).toEqual({
      mobilePhone: '9845010002',
      currentAddress: { line1: '12 MG Road', city: 'Bengaluru', postalCode: '560001', country: 'India' },
    });
  });

  it('maps list sections entry by entry, with numbers and check boxes', () => {
    const values = toFormValues('education', {
      entries: [{ qualification: 'B.E.', institution: 'Christ University', startYear: 2000 }],
    });
    expect(values).toEqual({
      entries: [
        {
          qualification: 'B.E.',
          institution: 'Christ University',
          fieldOfStudy: '',
          startYear: '2000',
          endYear: '',
          grade: '',
        },
      ],
    });
    expect(toSectionInput('education', values)).toEqual({
      entries: [{ qualification: 'B.E.', institution: 'Christ University', startYear: 2000 }],
    });
    expect(emptyEntry('family')).toEqual({
      name: '',
      relationship: '',
      dateOfBirth: '',
      phone: '',
      isDependent: false,
    });
    expect(
      toSectionInput('family', { entries: [{ ...emptyEntry('family'), name: 'Sam', relationship: 'Spouse' }] }),
    ).toEqual({
      entries: [{ name: 'Sam', relationship: 'Spouse', isDependent: false }],
    });
  });

  it('checks with the country rules of the employee and puts errors on their fields', () => {
    const initial = toFormValues('personal', { firstName: 'Rahul', lastName: 'Verma' });
    const errors = sectionErrors('personal', 'IN', initial, { ...initial, nationalId: '1234' });
    expect(Object.keys(errors)).toEqual(['nationalId']);
    expect(sectionErrors('personal', 'IN', initial, { ...initial, nationalId: '234567890123' })).toEqual({});
    const entries = sectionErrors(
      'emergencyContacts',
      'US',
      { entries: [] },
      { entries: [{ name: 'Ann', relationship: 'Sister', phone: '12', email: '' }] },
    );
    expect(Object.keys(errors).length + Object.keys(entries).length).toBe(2);
    expect(entries).toHaveProperty(['entries.0.phone']);
  });

  it('lets an unchanged masked value through (the server keeps the stored one) but checks a changed one', () => {
    const initial = toFormValues('bankDetails', {
      bankName: 'HDFC',
      accountHolderName: 'Priya',
      accountNumber: '**********5838',
    });
    expect(sectionErrors('bankDetails', 'IN', initial, initial)).toEqual({});
    expect(Object.keys(sectionErrors('bankDetails', 'IN', initial, { ...initial, accountNumber: 'abc' }))).toEqual([
      'accountNumber',
    ]);
  });

  it('reads which fields are required from the shared schema', () => {
    expect(isRequiredField('personal', 'IN', 'firstName')).toBe(true);
    expect(isRequiredField('personal', 'IN', 'middleName')).toBe(false);
    expect(isRequiredField('contact', 'IN', 'currentAddress.line1')).toBe(true);
    expect(isRequiredField('education', 'IN', 'startYear')).toBe(true);
    expect(isRequiredField('family', 'IN', 'isDependent')).toBe(false);
  });
});
