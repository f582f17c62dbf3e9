export { isValidDateOfIncorporation, isValidUsername, patterns, type PatternName } from './patterns.ts';
export {
  COUNTRIES,
  DIAL_CODES,
  countryOfEntity,
  validateInternationalPhone,
  validateNationalId,
  validatePhone,
  validatePostalCode,
  type Country,
} from './country.ts';
export { internationalPhoneField, nationalIdField, phoneField, postalCodeField } from './fields.ts';
export { VALIDATION_MESSAGES } from './messages.ts';
export { MASK_CHARACTER, maskSensitive } from './mask.ts';
export { BLOOD_GROUPS, COUNTRY_LIST, COUNTRY_NAMES, GENDERS, MARITAL_STATUSES, NATIONALITIES } from './person-lists.ts';
