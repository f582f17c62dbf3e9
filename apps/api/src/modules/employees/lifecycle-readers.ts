import { sql } from 'drizzle-orm';
import { LONG_LEAVE_DAYS, type LifecycleChange, type LifecycleEvent } from '@tenure/domain/employees';
import type { ExitReasonCategory, LeaveTreatment, ResignationStatus } from '@tenure/domain/offboarding';
import { queryRows, type Tx } from '../../platform/db.ts';

/** One source of an employee's journey; the journey is every reader's events merged by date. */
export type LifecycleReader = (tx: Tx, employeeId: string) => Promise<LifecycleEvent[]>;

const day = (value: Date | string) =>
  typeof value === 'string' && value.length === 10 ? value : new Date(value).toISOString().slice(0, 10);
const recorded = (value: unknown) => (value == null || value === '' ? null : String(value));
const change = (field: LifecycleChange['field'], before: unknown, after: unknown): LifecycleChange[] => [
  { field, from: recorded(before), to: recorded(after) },
];

/** Joining day, with the entity joined: the one the first applied entity transfer left, or else today's. */
const joining: LifecycleReader = async (tx, employeeId) => {
  const rows = await queryRows<{ date: string; entity: string }>(
    tx,
    sql`select e.date_of_joining::text as date, coalesce(first_move.entity, le.name) as entity
          from employees e join legal_entities le on le.id = e.legal_entity_id
          left join lateral (
            select fe.name as entity from transfer_requests t join legal_entities fe on fe.id = t.from_legal_entity_id
             where t.employee_id = e.id and t.status = 'Applied' and t.from_legal_entity_id <> t.to_legal_entity_id
             order by t.effective_date, t.applied_at limit 1) first_move on true
         where e.id = ${employeeId}`,
  );
  return rows.map((r) => ({ kind: 'joined', date: r.date, name: r.entity }));
};

/**
 * Promotions among the roles HR recorded in the Employment section: an entry whose designation
 * differs from the entry before it. The first entry is the joining; an entry an applied transfer
 * started is that transfer's event.
 */
const employmentHistory: LifecycleReader = async (tx, employeeId) => {
  const rows = await queryRows<{ designation: string; previous: string | null; startDate: string }>(
    tx,
    sql`select h.designation, h.previous, h."startDate" from (
          select x.designation, lag(x.designation) over (order by x."startDate") as previous, x."startDate"
            from employee_profile_sections s
           cross join lateral jsonb_to_recordset(s.data -> 'entries') as x(designation text, "startDate" text)
           where s.employee_id = ${employeeId} and s.section = 'employmentHistory' and x."startDate" is not null) h
         where h.previous is distinct from h.designation and h.previous is not null
           and h."startDate" not in (select effective_date::text from transfer_requests where employee_id = ${employeeId} and status = 'Applied')`,
  );
  return rows.map((r) => ({
    kind: 'designationChange',
    date: r.startDate,
    changes: change('designation', r.previous, r.designation),
  }));
};

interface AuditRow {
  action: string;
  at: Date | string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** Names of the departments and managers the entry names by id or number. */
  names: Record<string, string> | null;
}

/** The bulk-update fields that are milestones. */
const BULK_FIELDS: Partial<Record<string, { kind: LifecycleEvent['kind']; field: LifecycleChange['field'] }>> = {
  designation: { kind: 'designationChange', field: 'designation' },
  department: { kind: 'departmentChange', field: 'department' },
  location: { kind: 'departmentChange', field: 'location' },
  manager: { kind: 'managerChange', field: 'manager' },
};

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
      if (before.designation !== after.designation)
        events.push({
          kind: 'designationChange',
          date: day(r.at),
          changes: change('designation', before.designation, after.designation),
        });
      if (before.departmentId !== after.departmentId)
        events.push({
          kind: 'departmentChange',
          date: day(r.at),
          changes: change('department', name(before.departmentId), name(after.departmentId)),
        });
    } else if (r.action === 'employee.reporting-manager.update') {
      events.push({
        kind: 'managerChange',
        date: day(r.at),
        changes: change('manager', name(before.managerEmployeeNumber), name(after.managerEmployeeNumber)),
      });
    } else if (r.action === 'employee.bulk-update') {
      const field = BULK_FIELDS[String(after.field)];
      const date = typeof after.effectiveDate === 'string' ? after.effectiveDate : day(r.at);
      if (field)
        events.push({ kind: field.kind, date, changes: change(field.field, name(before.value), name(after.value)) });
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
    ...(r.first ? [{ kind: 'firstLeave' as const, date: r.date, name: r.type }] : []),
    ...(r.days >= LONG_LEAVE_DAYS ? [{ kind: 'longLeave' as const, date: r.date, name: r.type, days: r.days }] : []),
  ]);
};

/** Resignations, their decisions, and the completed exit on the last working day. */
const resignations: LifecycleReader = async (tx, employeeId) => {
  const rows = await queryRows<{
    kind: 'resignation' | 'resignationDecision' | 'exit';
    at: string;
    category: ExitReasonCategory | null;
    reason: string | null;
    status: ResignationStatus | null;
  }>(
    tx,
    sql`select 'resignation' as kind, r.created_at::date::text as at, r.reason_category as category, r.reason, null as status from resignations r where r.employee_id = ${employeeId}
        union all
        select 'resignationDecision', d.created_at::date::text, null, null, d.to_status from approval_decisions d join resignations r on r.id = d.request_id
         where d.request_type = 'resignation' and r.employee_id = ${employeeId}
        union all
        select 'exit', r.last_working_day::text, null, null, null from resignations r where r.employee_id = ${employeeId} and r.exit_status = 'Completed'`,
  );
  return rows.map((r): LifecycleEvent => ({
    kind: r.kind,
    date: r.at,
    ...(r.category ? { reasonCategory: r.category } : r.kind === 'resignation' && r.reason ? { reason: r.reason } : {}),
    ...(r.status ? { status: r.status } : {}),
  }));
};

type Moved = Record<
  `${'from' | 'to'}${'Entity' | 'Department' | 'Location' | 'Manager' | 'Designation'}`,
  string | null
>;

/** What a transfer moves, in the order it reads, with the event kind it makes when it is the first that changed. */
const TRANSFER_FIELDS = [
  { field: 'legalEntity', from: 'fromEntity', to: 'toEntity', kind: 'entityChange' },
  { field: 'department', from: 'fromDepartment', to: 'toDepartment', kind: 'departmentChange' },
  { field: 'location', from: 'fromLocation', to: 'toLocation', kind: 'departmentChange' },
  { field: 'manager', from: 'fromManager', to: 'toManager', kind: 'managerChange' },
  { field: 'designation', from: 'fromDesignation', to: 'toDesignation', kind: 'designationChange' },
] as const satisfies readonly {
  field: LifecycleChange['field'];
  from: keyof Moved;
  to: keyof Moved;
  kind: LifecycleEvent['kind'];
}[];

/** Applied transfers on their effective date: only what each changed (a transfer leaves the rest as it was), and an entity change's leave treatment. */
const transfers: LifecycleReader = async (tx, employeeId) => {
  const rows = await queryRows<Moved & { at: string; leaveTreatment: LeaveTreatment | null }>(
    tx,
    sql`select t.effective_date::text as at, fe.name as "fromEntity", te.name as "toEntity", fd.name as "fromDepartment", td.name as "toDepartment",
               fl.name as "fromLocation", tl.name as "toLocation", fm.display_name as "fromManager", tm.display_name as "toManager",
               t.from_designation as "fromDesignation", t.to_designation as "toDesignation",
               case when t.from_legal_entity_id <> t.to_legal_entity_id then t.leave_treatment end as "leaveTreatment"
          from transfer_requests t
          join legal_entities fe on fe.id = t.from_legal_entity_id join legal_entities te on te.id = t.to_legal_entity_id
          left join departments fd on fd.id = t.from_department_id left join departments td on td.id = t.to_department_id
          left join locations fl on fl.id = t.from_location_id left join locations tl on tl.id = t.to_location_id
          left join employees fm on fm.id = t.from_manager_id left join employees tm on tm.id = t.to_manager_id
         where t.employee_id = ${employeeId} and t.status = 'Applied'
         order by t.effective_date, t.applied_at`,
  );
  return rows.flatMap((r): LifecycleEvent[] => {
    const moved = TRANSFER_FIELDS.filter((f) => r[f.from] !== r[f.to]);
    if (moved.length === 0) return [];
    const changes = moved.flatMap((f) => change(f.field, r[f.from], r[f.to]));
    return [
      { kind: moved[0]!.kind, date: r.at, changes, ...(r.leaveTreatment ? { leaveTreatment: r.leaveTreatment } : {}) },
    ];
  });
};

/** The sources a higher module computes (policies: the end of probation by the probation plan), each filled in once. */
export type ContributedSource = 'probationEnd';
const contributed = new Map<ContributedSource, LifecycleReader>();

/**
 * A higher module fills in a source of the journey when its routes are registered, so employees
 * (the lower module) never imports it. Registering again (another app in the same process) replaces it.
 */
export function contributeLifecycleReader(source: ContributedSource, reader: LifecycleReader): void {
  contributed.set(source, reader);
}

const slot =
  (source: ContributedSource): LifecycleReader =>
  (tx, employeeId) =>
    contributed.get(source)?.(tx, employeeId) ?? Promise.resolve([]);

/** Every source, in the order same-day events read best (joining first, the exit last). Add a source here. */
export const LIFECYCLE_READERS: readonly LifecycleReader[] = [
  joining,
  slot('probationEnd'),
  employmentHistory,
  auditedChanges,
  transfers,
  leaveMilestones,
  resignations,
];
