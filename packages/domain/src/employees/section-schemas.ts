import { z } from 'zod';
import { EMPLOYMENT_TYPES } from '../access/employment.ts';
import { MESSAGES } from '../messages.ts';
import {
  BLOOD_GROUPS,
  COUNTRY_NAMES,
  GENDERS,
  MARITAL_STATUSES,
  NATIONALITIES,
  nationalIdField,
  phoneField,
  postalCodeField,
  type Country,
} from '../validation/index.ts';
import { patterns } from '../validation/patterns.ts';
import type { EditableSectionKey } from './sections.ts';
import { EMPLOYEE_MESSAGES } from './messages.ts';

/*
 * One zod schema per editable profile section. `sectionInputSchema(section, country)` is what a
 * form and the API both validate with; the country (from the employee's legal entity code)
 * decides postal code, phone and national ID rules. Optional fields are omitted when empty.
 * `sectionViewSchemas` has the same shapes without the value rules, because responses carry
 * masked values ('********0123') that the input rules would refuse.
 */

interface FieldRules {
  postalCode: z.ZodType<string>;
  phone: z.ZodType<string>;
  nationalId: z.ZodType<string>;
  pattern: (re: RegExp, message: string) => z.ZodType<string>;
  /** A value of one of the shared lists (validation/person-lists.ts). */
  choice: (list: readonly string[]) => z.ZodType<string>;
}

const inputRules = (country: Country): FieldRules => ({
  postalCode: postalCodeField(country),
  phone: phoneField(country),
  nationalId: nationalIdField(country),
  pattern: (re, message) => z.string().trim().regex(re, message),
  choice: (list) =>
    z
      .string()
      .trim()
      .refine((value) => list.includes(value), EMPLOYEE_MESSAGES.chooseFromList),
});

const VIEW_RULES: FieldRules = {
  postalCode: z.string(),
  phone: z.string(),
  nationalId: z.string(),
  pattern: () => z.string(),
  choice: () => z.string(),
};

const text = (max = 100) => z.string().trim().min(1, MESSAGES.tooShort).max(max, MESSAGES.tooLong);
const optionalText = (max = 100) => text(max).optional();
const isoDate = z.iso.date(MESSAGES.invalidDate);
const email = z.string().trim().regex(patterns.email, MESSAGES.invalidEmail);

const address = (r: FieldRules) =>
  z.object({
    line1: text(200),
    line2: optionalText(200),
    city: text(),
    state: optionalText(),
    postalCode: r.postalCode,
    country: r.choice(COUNTRY_NAMES),
  });

const period = { startDate: isoDate, endDate: isoDate.optional() };
const endNotBeforeStart: [
  (e: { startDate: string; endDate?: string | undefined }) => boolean,
  { message: string; path: string[] },
] = [(e) => !e.endDate || e.endDate >= e.startDate, { message: EMPLOYEE_MESSAGES.endBeforeStart, path: ['endDate'] }];

function sectionSchemas(r: FieldRules) {
  return {
    personal: z.object({
      firstName: text(),
      middleName: optionalText(),
      lastName: text(),
      fullName: optionalText(200),
      gender: r.choice(GENDERS).optional(),
      dateOfBirth: isoDate.optional(),
      bloodGroup: r.choice(BLOOD_GROUPS).optional(),
      maritalStatus: r.choice(MARITAL_STATUSES).optional(),
      nationality: r.choice(NATIONALITIES).optional(),
      nationalId: r.nationalId.optional(),
    }),
    contact: z.object({
      personalEmail: email.optional(),
      mobilePhone: r.phone,
      alternatePhone: r.phone.optional(),
      currentAddress: address(r).optional(),
      permanentAddress: address(r).optional(),
    }),
    passport: z.object({
      passportNumber: r.pattern(patterns.passportNumber, EMPLOYEE_MESSAGES.invalidPassportNumber),
      issuingCountry: r.choice(COUNTRY_NAMES),
      placeOfIssue: optionalText(),
      issueDate: isoDate,
      expiryDate: isoDate,
    }),
    drivingLicence: z.object({
      licenceNumber: r.pattern(patterns.drivingLicence, EMPLOYEE_MESSAGES.invalidDrivingLicence),
      issuingAuthority: optionalText(),
      expiryDate: isoDate,
    }),
    workDetails: z.object({
      jobTitle: optionalText(),
      designation: text(),
      grade: optionalText(20),
      departmentId: z.uuid(),
      locationId: z.uuid(),
      /** Where at the location: a building of it and a floor of that building, both optional. */
      buildingId: z.uuid().nullish(),
      floorId: z.uuid().nullish(),
      employmentType: z.enum(EMPLOYMENT_TYPES),
      dateOfJoining: isoDate,
      workEmail: email,
    }),
    tax: z.object({
      taxIdentificationNumber: r.pattern(/^[A-Za-z0-9-]{5,20}$/, EMPLOYEE_MESSAGES.invalidTaxNumber),
      taxRegime: optionalText(60),
    }),
    workExperience: entries(
      z
        .object({ employerName: text(), jobTitle: text(), location: optionalText(), ...period })
        .refine(...endNotBeforeStart),
    ),
    visa: entries(
      z.object({
        country: r.choice(COUNTRY_NAMES),
        visaType: text(60),
        visaNumber: optionalText(30),
        issueDate: isoDate,
        expiryDate: isoDate,
      }),
    ),
    education: entries(
      z.object({
        qualification: text(),
        institution: text(200),
        fieldOfStudy: optionalText(),
        startYear: z.number().int().min(1950).max(2100),
        endYear: z.number().int().min(1950).max(2100).optional(),
        grade: optionalText(20),
      }),
    ),
    employmentHistory: entries(
      z
        .object({ designation: text(), departmentName: text(), legalEntityCode: optionalText(20), ...period })
        .refine(...endNotBeforeStart),
    ),
    workStatus: z.object({
      citizenshipStatus: text(60),
      workPermitType: optionalText(60),
      workPermitExpiry: isoDate.optional(),
    }),
    family: entries(
      z.object({
        name: text(),
        relationship: text(40),
        dateOfBirth: isoDate.optional(),
        phone: r.phone.optional(),
        isDependent: z.boolean().default(false),
      }),
    ),
    emergencyContacts: entries(
      z.object({ name: text(), relationship: text(40), phone: r.phone, email: email.optional() }),
    ),
    nativeDetails: z.object({
      hometown: text(),
      state: optionalText(),
      country: r.choice(COUNTRY_NAMES),
      motherTongue: optionalText(40),
    }),
    bankDetails: z.object({
      bankName: text(),
      accountHolderName: text(),
      accountNumber: r.pattern(/^[0-9]{6,20}$/, EMPLOYEE_MESSAGES.invalidAccountNumber),
      branchCode: optionalText(20),
      swiftCode: r.pattern(patterns.swift, EMPLOYEE_MESSAGES.invalidSwift).optional(),
    }),
    hiringDetails: z.object({
      source: text(60),
      subSource: r.pattern(patterns.subSource, MESSAGES.tooShort).optional(),
      recruiter: optionalText(),
      offerDate: isoDate.optional(),
    }),
  } satisfies Record<EditableSectionKey, z.ZodType>;
}

/** A list section is sent whole: `{ entries: [...] }` replaces what was there. */
function entries<T extends z.ZodType>(entry: T) {
  return z.object({ entries: z.array(entry).max(50) });
}

export const sectionInputSchemas = (country: Country) => sectionSchemas(inputRules(country));
export const sectionViewSchemas = sectionSchemas(VIEW_RULES);

export type SectionInputSchemas = ReturnType<typeof sectionSchemas>;
export type SectionInput<S extends EditableSectionKey> = z.infer<SectionInputSchemas[S]>;

export function sectionInputSchema<S extends EditableSectionKey>(section: S, country: Country): SectionInputSchemas[S] {
  return sectionInputSchemas(country)[section];
}
