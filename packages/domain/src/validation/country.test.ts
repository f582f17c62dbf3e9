import { describe, expect, it } from 'vitest';
import {
  countryOfEntity,
  internationalPhoneField,
  nationalIdField,
  phoneField,
  postalCodeField,
  validateInternationalPhone,
  validateNationalId,
  validatePhone,
  validatePostalCode,
  VALIDATION_MESSAGES,
  type Country,
} from './index.ts';
import { MESSAGES } from '../messages.ts';

type Examples = Record<Country, { valid: string[]; invalid: string[] }>;

describe('countryOfEntity', () => {
  it('reads the country from the legal entity code prefix', () => {
    expect(countryOfEntity('US-NY-01')).toBe('US');
    expect(countryOfEntity('IN-KA-01')).toBe('IN');
    expect(countryOfEntity('SG-01')).toBe('SG');
    expect(countryOfEntity('cr-sj-01')).toBe('CR');
  });

  it('falls back to DEFAULT for other countries or no entity', () => {
    expect(countryOfEntity('GB-LON-01')).toBe('DEFAULT');
    expect(countryOfEntity('USA-01')).toBe('DEFAULT');
    expect(countryOfEntity('')).toBe('DEFAULT');
    expect(countryOfEntity(null)).toBe('DEFAULT');
  });
});

const POSTAL_CODES: Examples = {
  US: { valid: ['10001', '123456789', '12345-6789'], invalid: ['1234', '123456', '12345-678', 'ABCDE'] },
  SG: { valid: ['1234', '12345', '238859'], invalid: ['123', '1234567', '23885A'] },
  IN: { valid: ['560001'], invalid: ['56001', '5600012', '560 001'] },
  CR: { valid: ['10101'], invalid: ['1010', '101010'] },
  DEFAULT: { valid: ['110001'], invalid: ['11000', '1100011'] },
};

const PHONES: Examples = {
  US: {
    valid: ['2025550143', '(555) 123-4567', '555-123-4567', '555.123.4567'],
    invalid: ['555123456', '(555)  123 - 4567', '555-123-456a', '15551234567'],
  },
  SG: { valid: ['6123456', '91234567', '65 9123 4567', '12345678901'], invalid: ['612345', '123456789012'] },
  IN: { valid: ['9876543210', '6123456789', '98765 43210'], invalid: ['5876543210', '987654321', '09876543210'] },
  CR: { valid: ['22123456', '8312-3456'], invalid: ['2212345', '221234567'] },
  DEFAULT: { valid: ['0123456789'], invalid: ['012345678', '01234567890', 'phone'] },
};

const INTERNATIONAL_PHONES: Examples = {
  US: { valid: ['+12025550143', '+1 (555) 123-4567'], invalid: ['2025550143', '+91 2025550143', '+1 202555014'] },
  SG: { valid: ['+6591234567', '+65 9123 4567'], invalid: ['+6691234567', '91234567', '+65 123456'] },
  IN: { valid: ['+919876543210', '+91 98765 43210'], invalid: ['+91 58765 43210', '+1 9876543210', '919876543210'] },
  CR: { valid: ['+50622123456', '+506 8312-3456'], invalid: ['+50622123', '+50522123456'] },
  DEFAULT: { valid: ['+442079460958', '+44 20 7946 0958'], invalid: ['442079460958', '+1234567', '+1234567890123456'] },
};

const NATIONAL_IDS: Examples = {
  US: { valid: ['123-45-6789'], invalid: ['123456789', '123-456-789'] },
  IN: {
    valid: ['234567890123', '2345 6789 0123'],
    invalid: ['134567890123', '23456789012', '2345 67890123', '2345-6789-0123'],
  },
  SG: {
    valid: ['S1234567D', 'T0123456A', 'F1234567N', 'G7654321X', 'M1234567K', 's1234567d'],
    invalid: ['A1234567D', 'S123456D', 'S12345678', '1234567D'],
  },
  CR: { valid: ['123456789', '123456789012', '1-2345-6789'], invalid: ['12345678', '1234567890123', '12-345-6789'] },
  DEFAULT: { valid: ['123456789012'], invalid: ['12345678901', '1234567890123', '1234-5678-9012'] },
};

const RULES = [
  {
    rule: 'postal code',
    validate: validatePostalCode,
    field: postalCodeField,
    examples: POSTAL_CODES,
    message: MESSAGES.invalidZip,
  },
  { rule: 'phone', validate: validatePhone, field: phoneField, examples: PHONES, message: MESSAGES.invalidPhone },
  {
    rule: 'international phone',
    validate: validateInternationalPhone,
    field: internationalPhoneField,
    examples: INTERNATIONAL_PHONES,
    message: MESSAGES.invalidPhone,
  },
  {
    rule: 'national ID',
    validate: validateNationalId,
    field: nationalIdField,
    examples: NATIONAL_IDS,
    message: 'Invalid National ID!',
  },
];

const COUNTRIES: Country[] = ['US', 'IN', 'SG', 'CR', 'DEFAULT'];

describe.each(RULES)('$rule', ({ validate, field, examples, message }) => {
  describe.each(COUNTRIES)('in %s', (country) => {
    it.each(examples[country].valid)('accepts %j', (value) => {
      expect(validate(country, value)).toBeNull();
      expect(field(country).safeParse(value).success).toBe(true);
    });

    it.each(examples[country].invalid)('refuses %j with the spec message', (value) => {
      expect(validate(country, value)).toBe(message);
      const parsed = field(country).safeParse(value);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(message);
    });
  });
});

describe('country rules', () => {
  it('ignore surrounding blanks, as a form field would', () => {
    expect(validatePostalCode('IN', ' 560001 ')).toBeNull();
    expect(postalCodeField('IN').parse(' 560001 ')).toBe('560001');
  });

  it('limit a formatted US phone number to 14 characters', () => {
    expect('(555) 123-4567').toHaveLength(14);
    expect(validatePhone('US', '(555) 123-4567')).toBeNull();
    expect(validatePhone('US', '(555) 123 - 4567')).toBe(MESSAGES.invalidPhone);
  });

  it('export the national ID message for forms', () => {
    expect(VALIDATION_MESSAGES.invalidNationalId).toBe('Invalid National ID!');
  });
});
