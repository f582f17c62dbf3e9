import { sql } from 'drizzle-orm';
import { LONG_LEAVE_DAYS, type LifecycleEvent } from '@tenure/domain/employees';
import { addDays } from '@tenure/domain/policies';
import { probationSettings } from '@tenure/domain/policies';
import { queryRows, type Tx } from '../../platform/db.ts';
import { effectivePlanOf } from '../../platform/effective-plans.ts';

/** One source of an employee's journey; the journey is every reader's events merged by date. */
export type LifecycleReader = (tx: Tx, employeeId: string) => Promise<LifecycleEvent[]>;

const day = (value: Date | string) => (typeof value === 'string' && value.length === 10 ? value : new Date(value).toISOString().slice(0, 10));
const change = (before: unknown, after: unknown) => `${before == null || before === '' ? '—' : String(before)} → ${after == null || after === '' ? '—' : String(after)}`;

/** Joining day, with the entity joined. */
const joining: LifecycleReader = async (tx, employeeId) => {
  const rows = await queryRows<{ date: string; entity: string }>(
    tx,
    sql`select e.date_of_joining::text as date, le.name as entity from employees e join legal_entities le on le.id = e.legal_entity_id where e.id = ${employeeId}`,
  );
  return rows.map((r) => ({ kind: 'joined', date: r.date, detail: r.entity }));
};

/** The end of probation by the employee's effective probation plan (may lie ahead). */
const probationEnd: LifecycleReader = async (tx, employeeId) => {
  const [row] = await queryRows<{ joined: string; settings: unknown }>(
    tx,
    sql`select e.date_of_joining::text as joined, p.settings from employees e cross join lateral (${effectivePlanOf('probation')}) p where e.id = ${employeeId}`,
  );
  const parsed = probationSettings.safeParse(row?.settings);
  if (!row || !parsed.success) return [];
  const { duration, unit } = parsed.data;
  if (unit === 'days' || unit === 'weeks') return [{ kind: 'probationEnd', date: addDays(row.joined, unit === 'days' ? duration : duration * 7), detail: null }];
  const d = new Date(`${row.joined}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + (unit === 'years' ? duration * 12 : duration));
  return [{ kind: 'probationEnd', date: d.toISOString().slice(0, 10), detail: null }];
};

/** Earlier roles in the company as HR recorded them in the Employment section. */
const employmentHistory: LifecycleReader = async (tx, employeeId) => {
  const rows = await queryRows<{ designation: string; departmentName: string; startDate: string }>(
    tx,
    sql`select x.designation, x."departmentName", x."startDate" from employee_profile_sections s
          cross join lateral jsonb_to_recordset(s.data -> 'entries') as x(designation text, "departmentName" text, "startDate" text)
         where s.employee_id = ${employeeId} and s.section = 'employmentHistory' and x."startDate" is not null`,
  );
  return rows.map((r) => ({ kind: 'designationChange', date: r.startDate, detail: `${r.designation}, ${r.departmentName}` }));
};

interface AuditRow {
  action: string;
  at: Date | string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** Names of the departments and managers the entry names by id or number. */
  names: Record<string, string> | null;
}

/** Designation, department and manager changes from the audit trail (profile edits, the manager change, bulk updates). */
const auditedChanges: LifecycleReader = async (tx, employeeId) => {
  const rows = await queryRows<AuditRow>(
    tx,
    sql`select a.action, a.created_at as at, a.before, a.after,
               (select jsonb_object_agg(k, n) from (
                  select d.id::text as k, d.name as n from departments d
                   where d.id::text in (a.before ->> 'departmentId', a.after ->> 'departmentId', a.before ->> 'value', a.after ->> 'value')
                  union all
                  select m.employee_number, m.display_name from employees m
                   where m.employee_number in (a.before ->> 'managerEmployeeNumber', a.after ->> 'managerEmployeeNumber', a.before ->> 'value', a.after ->> 'value')) names) as names
          from audit_log a
         where a.entity = 'employee' and a.entity_id = ${employeeId}::text
           and a.action in ('employee.profile.update', 'employee.reporting-manager.update', 'employee.bulk-update')
         order by a.created_at, a.id`,
  );
  const events: LifecycleEvent[] = [];
  for (const r of rows) {
    const before = r.before ?? {};
    const after = r.after ?? {};
    const name = (value: unknown) => (typeof value === 'string' ? (r.names?.[value] ?? value) : value);
    if (r.action === 'employee.profile.update' && after.section === 'workDetails') {
      if (before.designation !== after.designation) events.push({ kind: 'designationChange', date: day(r.at), detail: change(before.designation, after.designation) });
      if (before.departmentId !== after.departmentId) events.push({ kind: 'departmentChange', date: day(r.at), detail: change(name(before.departmentId), name(after.departmentId)) });
    } else if (r.action === 'employee.reporting-manager.update') {
      events.push({ kind: 'managerChange', date: day(r.at), detail: change(name(before.managerEmployeeNumber), name(after.managerEmployeeNumber)) });
    } else if (r.action === 'employee.bulk-update') {
      const kind = ({ designation: 'designationChange', department: 'departmentChange', manager: 'managerChange', legalEntity: 'entityChange' } as const)[String(after.field)];
      const date = typeof after.effectiveDate === 'string' ? after.effectiveDate : day(r.at);
      if (kind) events.push({ kind, date, detail: change(name(before.value), name(after.value)) });
    }
  }
  return events;
};

/** The first approved leave, and every approved leave of LONG_LEAVE_DAYS days or more. */
const leaveMilestones: LifecycleReader = async (tx, employeeId) => {
  const rows = await queryRows<{ date: string; type: string; days: number; first: boolean }>(
    tx,
    sql`select l.start_date::text as date, t.name as type, l.days::float8 as days, row_number() over (order by l.start_date, l.id) = 1 as first
          from leave_requests l join leave_types t on t.id = l.leave_type_id
         where l.employee_id = ${employeeId} and l.status = 'approved'`,
  );
  return rows.flatMap((r): LifecycleEvent[] => [
    ...(r.first ? [{ kind: 'firstLeave' as const, date: r.date, detail: r.type }] : []),
    ...(r.days >= LONG_LEAVE_DAYS ? [{ kind: 'longLeave' as const, date: r.date, detail: `${r.type}, ${r.days}` }] : []),
  ]);
};

/** Resignations, their decisions, and the completed exit on the last working day. */
const resignations: LifecycleReader = async (tx, employeeId) => {
  const rows = await queryRows<{ kind: 'resignation' | 'resignationDecision' | 'exit'; at: string; detail: string | null }>(
    tx,
    sql`select 'resignation' as kind, r.created_at::date::text as at, coalesce(r.reason_category, r.reason) as detail from resignations r where r.employee_id = ${employeeId}
        union all
        select 'resignationDecision', d.created_at::date::text, d.to_status from approval_decisions d join resignations r on r.id = d.request_id
         where d.request_type = 'resignation' and r.employee_id = ${employeeId}
        union all
        select 'exit', r.last_working_day::text, null from resignations r where r.employee_id = ${employeeId} and r.exit_status = 'Completed'`,
  );
  return rows.map((r) => ({ kind: r.kind, date: r.at, detail: r.detail }));
};

/** Applied transfers on their effective date: the entity (with its leave treatment) or, within one entity, the department and location. */
const transfers: LifecycleReader = async (tx, employeeId) => {
  const rows = await queryRows<{ at: string; entityChanged: boolean; detail: string }>(
    tx,
    sql`select t.effective_date::text as at, t.from_legal_entity_id <> t.to_legal_entity_id as "entityChanged",
               concat_ws(', ', case when t.from_legal_entity_id <> t.to_legal_entity_id then fe.code || ' → ' || te.code end,
                         case when t.to_department_id is distinct from t.from_department_id then coalesce(fd.name, '—') || ' → ' || coalesce(td.name, '—') end,
                         case when t.to_location_id is distinct from t.from_location_id then coalesce(fl.name, '—') || ' → ' || coalesce(tl.name, '—') end,
                         case when t.from_legal_entity_id <> t.to_legal_entity_id then 'leave: ' || t.leave_treatment end) as detail
          from transfer_requests t
          join legal_entities fe on fe.id = t.from_legal_entity_id join legal_entities te on te.id = t.to_legal_entity_id
          left join departments fd on fd.id = t.from_department_id left join departments td on td.id = t.to_department_id
          left join locations fl on fl.id = t.from_location_id left join locations tl on tl.id = t.to_location_id
         where t.employee_id = ${employeeId} and t.status = 'Applied'`,
  );
  return rows.map((r) => ({ kind: r.entityChanged ? 'entityChange' : 'departmentChange', date: r.at, detail: r.detail || null }));
};

/** Every source, in the order same-day events read best (joining first, the exit last). Add a source here. */
export const LIFECYCLE_READERS: readonly LifecycleReader[] = [joining, probationEnd, employmentHistory, auditedChanges, transfers, leaveMilestones, resignations];
