import { sql } from 'drizzle-orm';
import { jsonParam, queryRows, type Tx } from '../../platform/db.ts';
import { recomputeProgress } from '../../modules/performance/index.ts';

const GOAL_TYPES = ['Business', 'Customer', 'Operational excellence', 'Development'];
const GOAL_STATUSES = ['Not started', 'On track', 'At risk', 'Behind', 'Completed'];

type Kr = {
  title: string;
  unit: 'number' | 'percent' | 'currency' | 'yesNo';
  startValue?: number;
  targetValue: number;
  weight: number;
  current?: number;
};

/** About ten library templates for a few departments and designations. */
const LIBRARY: {
  title: string;
  type: string;
  department: string | null;
  designation: string | null;
  description: string;
  krs: Kr[];
}[] = [
  {
    title: 'Improve code quality',
    type: 'Operational excellence',
    department: 'Product Engineering',
    designation: 'Software Engineer',
    description: 'Fewer defects reach production.',
    krs: [
      { title: 'Unit test coverage of owned services', unit: 'percent', startValue: 60, targetValue: 85, weight: 60 },
      { title: 'Production defects per quarter', unit: 'number', startValue: 12, targetValue: 4, weight: 40 },
    ],
  },
  {
    title: 'Grow technical depth',
    type: 'Development',
    department: 'Product Engineering',
    designation: null,
    description: 'Learn and share one new area of the stack.',
    krs: [
      { title: 'Complete a certification', unit: 'yesNo', targetValue: 1, weight: 50 },
      { title: 'Internal tech talks given', unit: 'number', targetValue: 2, weight: 50 },
    ],
  },
  {
    title: 'Deliver sprint commitments',
    type: 'Business',
    department: 'Product Engineering',
    designation: null,
    description: 'Predictable delivery of planned work.',
    krs: [
      { title: 'Sprint commitment met', unit: 'percent', targetValue: 90, weight: 70 },
      { title: 'Release notes published for every release', unit: 'yesNo', targetValue: 1, weight: 30 },
    ],
  },
  {
    title: 'Keep the platform available',
    type: 'Operational excellence',
    department: 'Platform',
    designation: null,
    description: 'Uptime and fast recovery.',
    krs: [
      { title: 'Monthly uptime', unit: 'percent', startValue: 99, targetValue: 99.9, weight: 60 },
      { title: 'Mean time to recover (minutes)', unit: 'number', startValue: 60, targetValue: 20, weight: 40 },
    ],
  },
  {
    title: 'Reduce cloud spend',
    type: 'Business',
    department: 'Platform',
    designation: 'Platform Lead',
    description: 'Right-size infrastructure.',
    krs: [{ title: 'Monthly cloud savings (USD)', unit: 'currency', targetValue: 15000, weight: 100 }],
  },
  {
    title: 'Meet the sales quota',
    type: 'Business',
    department: 'Sales',
    designation: null,
    description: 'New bookings for the year.',
    krs: [
      { title: 'New bookings (USD)', unit: 'currency', targetValue: 1200000, weight: 70 },
      { title: 'Qualified opportunities created', unit: 'number', targetValue: 40, weight: 30 },
    ],
  },
  {
    title: 'Delight key accounts',
    type: 'Customer',
    department: 'Sales',
    designation: null,
    description: 'Retention of top customers.',
    krs: [
      { title: 'Net revenue retention', unit: 'percent', startValue: 95, targetValue: 110, weight: 60 },
      { title: 'Quarterly business reviews held', unit: 'number', targetValue: 12, weight: 40 },
    ],
  },
  {
    title: 'Speed up hiring',
    type: 'Operational excellence',
    department: 'Human Resources',
    designation: null,
    description: 'Shorter time to fill open roles.',
    krs: [
      { title: 'Average days to fill a role', unit: 'number', startValue: 55, targetValue: 35, weight: 60 },
      { title: 'Offer acceptance rate', unit: 'percent', startValue: 70, targetValue: 85, weight: 40 },
    ],
  },
  {
    title: 'Close the books faster',
    type: 'Operational excellence',
    department: 'Finance',
    designation: null,
    description: 'Month-end close in fewer days.',
    krs: [
      { title: 'Working days to close', unit: 'number', startValue: 8, targetValue: 4, weight: 70 },
      { title: 'Automated reconciliations live', unit: 'yesNo', targetValue: 1, weight: 30 },
    ],
  },
  {
    title: 'Mentor a colleague',
    type: 'Development',
    department: null,
    designation: null,
    description: 'Every senior person mentors someone.',
    krs: [{ title: 'Mentoring sessions held', unit: 'number', targetValue: 10, weight: 100 }],
  },
];

/**
 * Goals demo: goal types, statuses and this year's goal period for every tenant; for the demo
 * tenant a company objective, manager01's team goal aligned to it, his team's goals in several
 * states, and the goal library.
 */
export async function seedPerformanceGoals(tx: Tx, tenantId: string): Promise<void> {
  for (const [kind, names] of [
    ['type', GOAL_TYPES],
    ['status', GOAL_STATUSES],
  ] as const) {
    for (const [i, name] of names.entries()) {
      await tx.execute(
        sql`insert into goal_masters (tenant_id, kind, name, sort_order) values (${tenantId}, ${kind}, ${name}, ${i + 1})`,
      );
    }
  }
  const year = new Date().getUTCFullYear();
  const start = `${year}-01-01`;
  const end = `${year}-12-31`;
  const [period] = await queryRows<{ id: string }>(
    tx,
    sql`insert into goal_periods (tenant_id, name, start_date, end_date) values (${tenantId}, ${`FY ${year}`}, ${start}, ${end}) returning id`,
  );
  if (tenantId !== 'demo') return;

  const master = async (kind: string, name: string) =>
    (await queryRows<{ id: string }>(tx, sql`select id from goal_masters where kind = ${kind} and name = ${name}`))[0]!
      .id;
  const person = async (number: string) =>
    (
      await queryRows<{ id: string; managerId: string | null }>(
        tx,
        sql`select id, manager_id as "managerId" from employees where employee_number = ${number}`,
      )
    )[0]!;
  const hr = await person('EMP0003');
  const manager = await person('EMP0005');

  async function goal(g: {
    level: string;
    title: string;
    type: string;
    status?: string;
    owner?: string;
    parent?: string;
    weight?: number;
    approval: string;
    reason?: string;
    krs: Kr[];
  }) {
    const owner = g.owner ? await person(g.owner) : null;
    const decided = g.approval === 'approved' || g.approval === 'rejected';
    const approver = g.level === 'individual' && g.approval !== 'approved' ? (owner?.managerId ?? null) : null;
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into goals (tenant_id, period_id, level, title, goal_type_id, goal_status_id, owner_id, parent_id, weight, start_date, end_date, status, approver_id, created_by, decided_by, decided_at, decision_reason)
          values (${tenantId}, ${period!.id}, ${g.level}, ${g.title}, ${await master('type', g.type)}, ${g.status ? await master('status', g.status) : null}, ${owner?.id ?? null},
                  ${g.parent ?? null}, ${g.weight ?? 100}, ${start}, ${end}, ${g.approval}, ${approver}, ${owner?.id ?? hr.id},
                  ${decided ? (g.level === 'company' ? hr.id : manager.id) : null}, ${decided ? sql`now() - interval '20 days'` : null}, ${g.reason ?? null})
          returning id`,
    );
    const krs = g.krs.map((k, i) => ({
      title: k.title,
      unit: k.unit,
      start_value: k.startValue ?? 0,
      target_value: k.targetValue,
      current_value: k.current ?? k.startValue ?? 0,
      weight: k.weight,
      sort_order: i,
    }));
    if (krs.length) {
      await tx.execute(sql`insert into key_results (tenant_id, goal_id, title, unit, start_value, target_value, current_value, weight, sort_order)
        select ${tenantId}, ${row!.id}, title, unit, start_value, target_value, current_value, weight, sort_order
          from jsonb_to_recordset(${jsonParam(krs)}) as k(title text, unit text, start_value numeric, target_value numeric, current_value numeric, weight numeric, sort_order int)`);
    }
    await recomputeProgress(tx, row!.id);
    return row!.id;
  }

  const objective = await goal({
    level: 'company',
    title: 'Be the most reliable HR platform in our market',
    type: 'Customer',
    status: 'On track',
    approval: 'approved',
    krs: [],
  });
  await goal({
    level: 'company',
    title: 'Grow recurring revenue by 30%',
    type: 'Business',
    status: 'On track',
    approval: 'approved',
    krs: [
      {
        title: 'Annual recurring revenue (USD)',
        unit: 'currency',
        startValue: 10000000,
        targetValue: 13000000,
        weight: 100,
        current: 11200000,
      },
    ],
  });
  const team = await goal({
    level: 'team',
    title: 'Raise platform reliability to 99.9% uptime',
    type: 'Operational excellence',
    status: 'On track',
    owner: 'EMP0005',
    parent: objective,
    weight: 50,
    approval: 'approved',
    krs: [{ title: 'Monthly uptime', unit: 'percent', startValue: 99, targetValue: 99.9, weight: 100, current: 99.5 }],
  });
  await goal({
    level: 'individual',
    title: 'Cut the API error rate in half',
    type: 'Operational excellence',
    status: 'On track',
    owner: 'EMP0006',
    parent: team,
    weight: 30,
    approval: 'approved',
    krs: [
      {
        title: 'Error rate (per 10,000 requests)',
        unit: 'number',
        startValue: 20,
        targetValue: 10,
        weight: 60,
        current: 14,
      },
      { title: 'Alerting runbook published', unit: 'yesNo', targetValue: 1, weight: 40, current: 1 },
    ],
  });
  await goal({
    level: 'individual',
    title: 'Learn Kubernetes operations',
    type: 'Development',
    owner: 'EMP0006',
    approval: 'draft',
    krs: [{ title: 'Complete the CKA course', unit: 'percent', targetValue: 100, weight: 100 }],
  });
  await goal({
    level: 'individual',
    title: 'Automate the deployment pipeline',
    type: 'Operational excellence',
    status: 'Not started',
    owner: 'EMP0010',
    parent: team,
    weight: 30,
    approval: 'pending',
    krs: [
      { title: 'Services deployed by the pipeline', unit: 'percent', targetValue: 100, weight: 70 },
      { title: 'Rollback drill done', unit: 'yesNo', targetValue: 1, weight: 30 },
    ],
  });
  await goal({
    level: 'individual',
    title: 'Document the integration APIs',
    type: 'Customer',
    owner: 'EMP0007',
    approval: 'rejected',
    reason: 'Covered by the docs team this year; pick a delivery goal instead.',
    krs: [{ title: 'Endpoints documented', unit: 'number', targetValue: 40, weight: 100 }],
  });

  for (const t of LIBRARY) {
    await tx.execute(sql`insert into goal_library_templates (tenant_id, title, description, goal_type_id, department_id, designation, key_results)
      values (${tenantId}, ${t.title}, ${t.description}, ${await master('type', t.type)},
              ${t.department ? sql`(select id from departments where name = ${t.department})` : null}, ${t.designation},
              ${jsonParam(t.krs.map((k) => ({ title: k.title, unit: k.unit, startValue: k.startValue ?? 0, targetValue: k.targetValue, weight: k.weight })))})`);
  }
}
