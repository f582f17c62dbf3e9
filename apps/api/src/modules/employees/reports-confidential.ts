import { sql } from 'drizzle-orm';
import { piiShowsAddress, type ReportColumn } from '@tenure/domain/reports';
import { tenantPreset, type ReportDefinition } from '../../platform/reports.ts';
import {
  column,
  EMPLOYEE_COLUMNS,
  EMPLOYEE_SORTS,
  employedPeoplePage,
  sectionField,
  sectionJoinSql,
} from './reports-columns.ts';

/** A masked column: personal data shown by its last characters unless an HR director reveals it; never sorted. */
const masked = (key: string, heading: string) => column(key, heading, 'text', { masked: true, sortable: false });
const plain = (key: string, heading: string) => column(key, heading, 'text', { sortable: false });

/**
 * National ids, passport, tax and bank details of the people employed on `to`: the profile's
 * sensitive fields (SENSITIVE_FIELDS) masked as the profile masks them, revealed only by the
 * engine's audited reveal; every page viewed is audited as well (auditViews).
 */
export const confidentialReport: ReportDefinition = {
  route: '/employee-confidential-information-report',
  accessKey: 'TrEmployeeConfidentialInformationReport',
  description: 'National id, passport, tax and bank details of each employee, masked; every view is audited.',
  columns: [
    ...EMPLOYEE_COLUMNS,
    masked('nationalId', 'National ID'),
    masked('passportNumber', 'Passport Number'),
    masked('taxIdentificationNumber', 'Tax Identification Number'),
    plain('taxRegime', 'Tax Regime'),
    plain('bankName', 'Bank Name'),
    plain('accountHolderName', 'Account Holder'),
    masked('accountNumber', 'Account Number'),
    plain('branchCode', 'Branch Code'),
    plain('swiftCode', 'SWIFT Code'),
  ],
  filters: [],
  defaultSort: 'employeeName',
  chart: null,
  auditViews: true,
  query: (tx, _v, f, sort, page) =>
    employedPeoplePage(tx, f, sort, page, {
      select: sql`${sectionField('personal', 'nationalId')} as "nationalId",
                  ${sectionField('passport', 'passportNumber')} as "passportNumber",
                  ${sectionField('tax', 'taxIdentificationNumber')} as "taxIdentificationNumber",
                  ${sectionField('tax', 'taxRegime')} as "taxRegime",
                  ${sectionField('bankDetails', 'bankName')} as "bankName",
                  ${sectionField('bankDetails', 'accountHolderName')} as "accountHolderName",
                  ${sectionField('bankDetails', 'accountNumber')} as "accountNumber",
                  ${sectionField('bankDetails', 'branchCode')} as "branchCode",
                  ${sectionField('bankDetails', 'swiftCode')} as "swiftCode"`,
      joins: sql`${sectionJoinSql('personal')} ${sectionJoinSql('passport')} ${sectionJoinSql('tax')} ${sectionJoinSql('bankDetails')}`,
      sorts: EMPLOYEE_SORTS,
    }),
};

/** An address of the contact section on one line (the parts given, comma separated). */
const addressSql = (field: 'currentAddress' | 'permanentAddress') =>
  sql`nullif(concat_ws(', ', ${sql.join(
    ['line1', 'line2', 'city', 'state', 'postalCode', 'country'].map((part) =>
      sectionField('contact', `${field},${part}`),
    ),
    sql`, `,
  )}), '')`;

const PII_COLUMNS: readonly ReportColumn[] = [
  ...EMPLOYEE_COLUMNS,
  column('gender', 'Gender', 'text'),
  column('dateOfBirth', 'Date of Birth', 'date'),
  plain('nationality', 'Nationality'),
  plain('maritalStatus', 'Marital Status'),
  plain('workEmail', 'Work Email'),
  masked('personalEmail', 'Personal Email'),
  masked('mobilePhone', 'Mobile Phone'),
  plain('currentAddress', 'Current Address'),
  plain('permanentAddress', 'Permanent Address'),
];
const ADDRESS_COLUMNS = ['currentAddress', 'permanentAddress'];

/**
 * Personal data of the people employed on `to`. SPEC §2: no address under the production preset
 * (piiShowsAddress): the address columns are left out of the definition, the rows and the exports.
 */
export const piiReport: ReportDefinition = {
  route: '/employee-pii-report',
  accessKey: 'TrEmployeePiiReport',
  description:
    'Personal data of each employee: birth date, nationality, personal contacts and, where allowed, addresses.',
  columns: PII_COLUMNS,
  columnsFor: (preset) =>
    piiShowsAddress(preset) ? PII_COLUMNS : PII_COLUMNS.filter((c) => !ADDRESS_COLUMNS.includes(c.key)),
  filters: [],
  defaultSort: 'employeeName',
  chart: null,
  async query(tx, v, f, sort, page) {
    const addresses = piiShowsAddress(await tenantPreset(tx, v.tenantCode))
      ? sql`, ${addressSql('currentAddress')} as "currentAddress", ${addressSql('permanentAddress')} as "permanentAddress"`
      : sql``;
    return employedPeoplePage(tx, f, sort, page, {
      select: sql`employees.gender, employees.date_of_birth::text as "dateOfBirth",
                  ${sectionField('personal', 'nationality')} as nationality,
                  ${sectionField('personal', 'maritalStatus')} as "maritalStatus",
                  employees.email as "workEmail",
                  ${sectionField('contact', 'personalEmail')} as "personalEmail",
                  coalesce(${sectionField('contact', 'mobilePhone')}, employees.phone) as "mobilePhone"
                  ${addresses}`,
      joins: sql`${sectionJoinSql('personal')} ${sectionJoinSql('contact')}`,
      sorts: {
        ...EMPLOYEE_SORTS,
        gender: sql`employees.gender`,
        dateOfBirth: sql`employees.date_of_birth`,
      },
    });
  },
};
