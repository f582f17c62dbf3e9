import { sql } from 'drizzle-orm';
import { MY_TEAM_LIMIT } from '@tenure/domain/employees';
import { activeQuickLinks } from '../../apps/api/src/modules/employees/quick-links-queries.ts';
import { directoryRows, employeeListRows } from '../../apps/api/src/modules/employees/list-queries.ts';
import { searchEmployees } from '../../apps/api/src/modules/employees/queries.ts';
import { MAX_HIERARCHY_DEPTH } from '../../apps/api/src/modules/employees/hierarchy.ts';
import { subtreeMembers } from '../../apps/api/src/modules/employees/team-queries.ts';
import { queryRows, withTenant, type Db } from '../../apps/api/src/platform/db.ts';
import { BENCH_TENANT } from './seed-large.ts';

/** What a scenario needs from the data (ids), looked up once before the run. */
export interface ScenarioContext {
  departmentId: string;
  managerId: string;
  terms: string[];
  next: number;
}

export interface Scenario {
  name: string;
  user: string;
  prepare(db: Db): Promise<ScenarioContext>;
  path(ctx: ScenarioContext): string;
  /** The same database work the endpoint does, run directly (same tenant transaction, no HTTP). */
  direct(db: Db, ctx: ScenarioContext): Promise<unknown>;
  /** Printed for reference, without the p95 target, for this reason. */
  noTarget?: string;
}

async function prepare(db: Db): Promise<ScenarioContext> {
  const [ids] = await queryRows<{ departmentId: string; managerId: string }>(
    db,
    sql`select (select id from departments where tenant_id = ${BENCH_TENANT} and name = 'Department 3') as "departmentId",
               (select id from employees where tenant_id = ${BENCH_TENANT} and employee_number = 'B000007') as "managerId"`,
  );
  // Searches rotate through prefixes of names and numbers, as people type them.
  return { ...ids!, terms: ['aar', 'gup', 'wen', 'B0123', 'sal', 'pri', 'tan', 'zho'], next: 0 };
}

const term = (ctx: ScenarioContext) => ctx.terms[ctx.next++ % ctx.terms.length]!;
const inBench = <T>(db: Db, work: Parameters<typeof withTenant<T>>[2]) =>
  withTenant(db, { tenantCode: BENCH_TENANT }, work);

export const PEOPLE_SCENARIOS: Scenario[] = [
  {
    // The platform's own cost (HTTP, session check, tenant transaction) around one tiny query.
    name: 'floor: quick links',
    user: 'benchhr',
    prepare,
    path: () => '/api/hrms/hris/employee/quick-links',
    direct: (db) => inBench(db, (tx) => activeQuickLinks(tx)),
  },
  {
    name: 'header search',
    user: 'benchhr',
    prepare,
    path: (ctx) => `/api/hrms/hris/employee/search?query=${term(ctx)}`,
    direct: (db, ctx) => inBench(db, (tx) => searchEmployees(tx, term(ctx))),
  },
  {
    name: '/employees page 1, department filter',
    user: 'benchhr',
    prepare,
    path: (ctx) => `/api/hrms/hris/employee?page=1&size=20&departmentId=${ctx.departmentId}`,
    direct: (db, ctx) =>
      inBench(db, (tx) =>
        employeeListRows(
          tx,
          { departmentId: ctx.departmentId, sort: 'employeeName', order: 'asc' },
          { limit: 20, offset: 0 },
        ),
      ),
  },
  {
    // What /employees shows first: 50 rows of everyone, by name, with the total.
    name: '/employees page 1, 50 rows',
    user: 'benchhr',
    prepare,
    path: () => '/api/hrms/hris/employee?page=1&size=50&sort=employeeName&order=asc',
    direct: (db) =>
      inBench(db, (tx) => employeeListRows(tx, { sort: 'employeeName', order: 'asc' }, { limit: 50, offset: 0 })),
  },
  {
    // What /employee-directory shows first: 20 cards of everyone, no search, with the total.
    name: 'directory page 1, 20 cards',
    user: 'benchemp',
    prepare,
    path: () => '/api/hrms/hris/employee/directory?page=1&size=20',
    direct: (db) => inBench(db, (tx) => directoryRows(tx, {}, { limit: 20, offset: 0 })),
  },
  {
    // The directory's search, for comparison: a page of the directory should cost no more.
    name: 'directory search, 20 cards',
    user: 'benchemp',
    prepare,
    path: (ctx) => `/api/hrms/hris/employee/directory?page=1&size=20&search=${term(ctx)}`,
    direct: (db, ctx) => inBench(db, (tx) => directoryRows(tx, { search: term(ctx) }, { limit: 20, offset: 0 })),
  },
  {
    name: 'my team (direct reportees)',
    user: 'benchmgr',
    prepare,
    path: () => '/api/hrms/hris/employee/my-team',
    direct: (db, ctx) => inBench(db, (tx) => subtreeMembers(tx, ctx.managerId, 1, { limit: MY_TEAM_LIMIT })),
  },
  {
    // What the reporting-team page asks for: the first page of the whole subtree, with its total.
    name: 'reportee subtree, page of 25',
    user: 'benchmgr',
    prepare,
    path: () => '/api/hrms/hris/employee/my-team?indirect=true&page=1&size=25',
    direct: (db, ctx) => inBench(db, (tx) => subtreeMembers(tx, ctx.managerId, MAX_HIERARCHY_DEPTH, { limit: 25 })),
  },
  {
    // The API's whole-subtree answer (up to the fixed team size): every one of the 799 people.
    name: 'reportee subtree, all 799',
    noTarget:
      'the whole subtree in one answer (799 cards, ~220 kB) is measured for reference: the subtree target is met by the page the ' +
      'reporting-team page asks for (row above); 799 rows cost ~10 ms of CPU per request, more than concurrency 20 on 2 cores allows for 25 ms',
    user: 'benchmgr',
    prepare,
    path: () => '/api/hrms/hris/employee/indirect-reportees',
    direct: (db, ctx) =>
      inBench(db, (tx) => subtreeMembers(tx, ctx.managerId, MAX_HIERARCHY_DEPTH, { limit: MY_TEAM_LIMIT })),
  },
];
