import { sql, type SQL } from 'drizzle-orm';
import {
  MASTER_AUDIT_ACTIONS,
  MASTER_AUDIT_NON_FIELDS,
  masterAuditSource,
  type ReportColumn,
  type ReportRow,
} from '@tenure/domain/reports';
import { pageClause, queryRows } from '../../platform/db.ts';
import { countedPage, type ReportDefinition } from '../../platform/reports.ts';
import { shownStatusSql } from './list-queries.ts';
import {
  column,
  EMPLOYEE_COLUMNS,
  EMPLOYEE_SORTS,
  employeeColumnsSql,
  employeeJoinsSql,
  employedPeoplePage,
  orderBySql,
  reportEmployeeWhere,
  sectionField,
  sectionJoinSql,
} from './reports-columns.ts';

const hidden = (key: string, heading: string, type: ReportColumn['type'] = 'text') =>
  column(key, heading, type, { sortable: false, hidden: true });

/**
 * The profile of the people employed on `to`, one row each: the work details shown, the other
 * sections' fields (personal, contact, work status, hiring, native details, education, emergency
 * contact, passport and licence expiry, bank and tax without their numbers) hidden until the viewer
 * picks them. The sensitive numbers stay in the Confidential Information report; the phone is masked.
 */
export const masterReport: ReportDefinition = {
  route: '/employee-master-report',
  accessKey: 'TrEmployeeMasterReport',
  description: 'Every employee with the profile fields you pick: work details, personal, contact, hiring and more.',
  columns: [
    ...EMPLOYEE_COLUMNS,
    column('designation', 'Designation', 'text'),
    column('employmentType', 'Employment Type', 'text'),
    column('status', 'Status', 'text'),
    column('dateOfJoining', 'Date of Joining', 'date'),
    column('reportingManager', 'Reporting Manager', 'text', { sortable: false }),
    column('workEmail', 'Work Email', 'text', { sortable: false }),
    hidden('jobTitle', 'Job Title'),
    hidden('grade', 'Grade'),
    hidden('level', 'Level'),
    hidden('gender', 'Gender'),
    hidden('dateOfBirth', 'Date of Birth', 'date'),
    hidden('bloodGroup', 'Blood Group'),
    hidden('maritalStatus', 'Marital Status'),
    hidden('nationality', 'Nationality'),
    column('phone', 'Phone', 'text', { masked: true, sortable: false, hidden: true }),
    hidden('citizenshipStatus', 'Citizenship Status'),
    hidden('workPermitType', 'Work Permit Type'),
    hidden('workPermitExpiry', 'Work Permit Expiry', 'date'),
    hidden('hiringSource', 'Hiring Source'),
    hidden('recruiter', 'Recruiter'),
    hidden('offerDate', 'Offer Date', 'date'),
    hidden('hometown', 'Hometown'),
    hidden('motherTongue', 'Mother Tongue'),
    hidden('latestQualification', 'Latest Qualification'),
    hidden('emergencyContact', 'Emergency Contact'),
    hidden('passportExpiry', 'Passport Expiry', 'date'),
    hidden('drivingLicenceExpiry', 'Driving Licence Expiry', 'date'),
    hidden('bankName', 'Bank Name'),
    hidden('taxRegime', 'Tax Regime'),
  ],
  filters: [],
  defaultSort: 'employeeName',
  chart: null,
  query: (tx, _v, f, sort, page) =>
    employedPeoplePage(tx, f, sort, page, {
      select: sql`employees.designation, employees.employment_type as "employmentType", ${shownStatusSql} as status,
                  employees.date_of_joining::text as "dateOfJoining", manager.display_name as "reportingManager",
                  employees.email as "workEmail", employees.job_title as "jobTitle", employees.grade, employees.level,
                  employees.gender, employees.date_of_birth::text as "dateOfBirth",
                  ${sectionField('personal', 'bloodGroup')} as "bloodGroup",
                  ${sectionField('personal', 'maritalStatus')} as "maritalStatus",
                  ${sectionField('personal', 'nationality')} as nationality,
                  employees.phone,
                  ${sectionField('workStatus', 'citizenshipStatus')} as "citizenshipStatus",
                  ${sectionField('workStatus', 'workPermitType')} as "workPermitType",
                  ${sectionField('workStatus', 'workPermitExpiry')} as "workPermitExpiry",
                  ${sectionField('hiringDetails', 'source')} as "hiringSource",
                  ${sectionField('hiringDetails', 'recruiter')} as recruiter,
                  ${sectionField('hiringDetails', 'offerDate')} as "offerDate",
                  ${sectionField('nativeDetails', 'hometown')} as hometown,
                  ${sectionField('nativeDetails', 'motherTongue')} as "motherTongue",
                  (select x ->> 'qualification' from jsonb_array_elements(education.data -> 'entries') x
                    order by (x ->> 'startYear')::int desc nulls last limit 1) as "latestQualification",
                  ${sectionField('emergencyContacts', 'entries,0,name')} as "emergencyContact",
                  ${sectionField('passport', 'expiryDate')} as "passportExpiry",
                  ${sectionField('drivingLicence', 'expiryDate')} as "drivingLicenceExpiry",
                  ${sectionField('bankDetails', 'bankName')} as "bankName",
                  ${sectionField('tax', 'taxRegime')} as "taxRegime"`,
      joins: sql`left join employees manager on manager.id = employees.manager_id
                 ${sql.join(
                   (
                     [
                       'personal',
                       'workStatus',
                       'hiringDetails',
                       'nativeDetails',
                       'education',
                       'emergencyContacts',
                       'passport',
                       'drivingLicence',
                       'bankDetails',
                       'tax',
                     ] as const
                   ).map(sectionJoinSql),
                   sql` `,
                 )}`,
      sorts: {
        ...EMPLOYEE_SORTS,
        designation: sql`lower(employees.designation)`,
        employmentType: sql`employees.employment_type`,
        status: shownStatusSql,
        dateOfJoining: sql`employees.date_of_joining`,
      },
    }),
};

/** The audit entries that changed an employee's master data on a day of the range, one row per field changed. */
const changesSql = (where: SQL, from: string, to: string) => sql`
  with entries as (
    select a.id, a.action, a.created_at, a.actor_user_id, a.request_id, a.before, a.after, employees.id as employee_id
      from audit_log a join employees on employees.id::text = a.entity_id
     where a.entity = 'employee'
       and a.action in (${sql.join(
         MASTER_AUDIT_ACTIONS.map((action) => sql`${action}`),
         sql`, `,
       )})
       and (a.created_at at time zone 'UTC')::date between ${from}::date and ${to}::date
       and ${where}),
  changes as (
    select e.*, e.after ->> 'field' as field, e.before ->> 'value' as old_value, e.after ->> 'value' as new_value
      from entries e where e.action = 'employee.bulk-update'
    union all
    select e.*, concat_ws('.', e.after ->> 'section', k.key), e.before -> k.key #>> '{}', e.after -> k.key #>> '{}'
      from entries e
     cross join lateral jsonb_object_keys(coalesce(e.before, '{}'::jsonb) || coalesce(e.after, '{}'::jsonb)) as k(key)
     where e.action <> 'employee.bulk-update'
       and k.key not in (${sql.join(
         MASTER_AUDIT_NON_FIELDS.map((key) => sql`${key}`),
         sql`, `,
       )})
       and nullif(e.before -> k.key, 'null'::jsonb) is distinct from nullif(e.after -> k.key, 'null'::jsonb))`;

/** A value as a person reads it: a department, location or building the log names by id shows its name. */
const namedValue = (
  value: SQL,
) => sql`case when ${value} ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
  then coalesce((select d.name from departments d where d.id = ${value}::uuid), (select l.name from locations l where l.id = ${value}::uuid),
                (select b.name from buildings b where b.id = ${value}::uuid), ${value})
  else ${value} end`;

const AUDIT_SORTS = {
  ...EMPLOYEE_SORTS,
  changedAt: sql`changes.created_at`,
  field: sql`changes.field`,
};

/**
 * Changes to employees' master data from the audit log (MASTER_AUDIT_ACTIONS): one row per field
 * whose value differs between the entry's before and after, with who, when and where from
 * (masterAuditSource). Sensitive values are in the log masked already (the profile writes them so).
 */
export const masterAuditReport: ReportDefinition = {
  route: '/employee-master-audit-report',
  accessKey: 'TrEmployeeMasterAuditReport',
  description: 'Who changed which employee field, from what to what, when, and from a page, an upload or the system.',
  columns: [
    ...EMPLOYEE_COLUMNS,
    column('changedAt', 'Changed At', 'datetime'),
    column('field', 'Field', 'text'),
    column('oldValue', 'Old Value', 'text', { sortable: false }),
    column('newValue', 'New Value', 'text', { sortable: false }),
    column('changedBy', 'Changed By', 'text', { sortable: false }),
    column('source', 'Source', 'text', { sortable: false }),
  ],
  filters: [],
  defaultSort: 'employeeName',
  chart: null,
  async query(tx, _v, f, sort, page) {
    const rows = await queryRows<
      ReportRow & { total: number; action: string; actorUserId: string | null; requestId: string | null }
    >(
      tx,
      sql`${changesSql(await reportEmployeeWhere(tx, f), f.from, f.to)}
          select ${employeeColumnsSql}, to_char(changes.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "changedAt",
                 changes.field, ${namedValue(sql`changes.old_value`)} as "oldValue", ${namedValue(sql`changes.new_value`)} as "newValue",
                 coalesce(actor.display_name, u.username) as "changedBy",
                 changes.action, changes.actor_user_id as "actorUserId", changes.request_id as "requestId",
                 count(*) over ()::int as total
            from changes
            join employees on employees.id = changes.employee_id
            ${employeeJoinsSql}
            left join users u on u.id = changes.actor_user_id
            left join employees actor on actor.id = u.employee_id
           ${orderBySql(AUDIT_SORTS, sort.key, sort.order)}, changes.created_at, changes.id, changes.field
           ${pageClause(page.limit, page.offset)}`,
    );
    return countedPage(
      rows.map(({ action, actorUserId, requestId, ...row }) => ({
        ...row,
        source: masterAuditSource({ action, actorUserId, requestId }),
      })),
    );
  },
};
