import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../platform/db.ts';

const LEVELS = [
  { level: 1, name: 'Beginner', description: 'Knows the basics; needs guidance on most tasks.' },
  { level: 2, name: 'Developing', description: 'Handles routine tasks with occasional help.' },
  { level: 3, name: 'Proficient', description: 'Works independently on typical tasks.' },
  { level: 4, name: 'Advanced', description: 'Handles complex work and guides others.' },
  { level: 5, name: 'Expert', description: 'Recognised authority; sets direction and standards.' },
];

/** Category → skill → sub-skills. */
const CATALOGUE: Record<string, Record<string, string[]>> = {
  Engineering: {
    TypeScript: ['Type system', 'Node.js'],
    React: ['Hooks', 'Performance tuning'],
    Java: ['Spring Boot', 'JVM tuning'],
    Python: ['Django', 'Scripting'],
    'SQL and PostgreSQL': ['Query tuning', 'Schema design'],
    'Cloud (AWS)': ['Networking', 'Serverless'],
    Kubernetes: ['Helm', 'Operations'],
    'Automated testing': ['Unit testing', 'End-to-end testing'],
    'System design': ['Distributed systems', 'API design'],
  },
  Data: {
    'Data analysis': ['Excel', 'Statistics'],
    'Machine learning': ['Supervised learning', 'MLOps'],
    'Data engineering': ['ETL pipelines', 'Data modelling'],
    'Power BI': ['DAX', 'Dashboards'],
    'Data governance': ['Privacy', 'Data quality'],
  },
  Management: {
    'People management': ['Coaching', 'Performance reviews'],
    'Project management': ['Agile', 'Risk management'],
    'Stakeholder management': ['Expectation setting', 'Escalations'],
    Budgeting: ['Forecasting', 'Cost control'],
    Hiring: ['Interviewing', 'Onboarding'],
    'Strategic planning': ['OKRs', 'Roadmapping'],
  },
  Communication: {
    'Technical writing': ['Documentation', 'Design documents'],
    Presentation: ['Storytelling', 'Executive briefings'],
    Negotiation: ['Contracts', 'Conflict resolution'],
    'Customer communication': ['Support', 'Account reviews'],
    Facilitation: ['Workshops', 'Retrospectives'],
  },
};

const FRAMEWORKS = [
  {
    name: 'Software Engineer competencies',
    description: 'What a Software Engineer is expected to bring.',
    designation: 'Software Engineer',
    competencies: [
      ['TypeScript', 3],
      ['React', 3],
      ['SQL and PostgreSQL', 2],
      ['Automated testing', 3],
      ['Technical writing', 2],
    ] as const,
  },
  {
    name: 'Engineering Manager competencies',
    description: 'Leading engineering teams and delivery.',
    designation: 'Engineering Manager',
    competencies: [
      ['People management', 4],
      ['Project management', 3],
      ['System design', 3],
      ['Stakeholder management', 3],
      ['Hiring', 3],
    ] as const,
  },
];

const VALUES = [
  {
    name: 'Customer first',
    description: 'We start from what our customers need.',
    behaviours: [
      'Listens to customers before proposing solutions',
      'Follows up until the problem is solved',
      'Shares customer feedback with the team',
    ],
  },
  {
    name: 'Own it',
    description: 'We take responsibility for outcomes.',
    behaviours: [
      'Commits to clear deadlines and keeps them',
      'Raises risks early',
      'Fixes problems rather than assigning blame',
    ],
  },
  {
    name: 'Grow together',
    description: 'We learn and help others learn.',
    behaviours: ['Gives honest, kind feedback', 'Shares knowledge openly', 'Mentors newer colleagues'],
  },
  {
    name: 'Act with integrity',
    description: 'We do the right thing, also when nobody is watching.',
    behaviours: ['Is transparent about mistakes', 'Respects confidentiality', 'Treats everyone fairly'],
  },
  {
    name: 'Keep it simple',
    description: 'We prefer clear, simple solutions.',
    behaviours: ['Removes needless steps', 'Explains ideas in plain words'],
  },
];

const KPIS = [
  {
    name: 'On-time delivery',
    formula: 'milestones delivered on time / milestones due × 100',
    unit: 'percent',
    target: 90,
    direction: 'higher',
    mapsTo: 'Engineering Manager',
  },
  {
    name: 'Escaped defects',
    formula: 'production defects found per release',
    unit: 'number',
    target: 2,
    direction: 'lower',
    mapsTo: 'Software Engineer',
  },
  {
    name: 'Code review turnaround',
    formula: 'median hours from review request to first review',
    unit: 'hours',
    target: 24,
    direction: 'lower',
    mapsTo: 'Software Engineer',
  },
  {
    name: 'Team attrition',
    formula: 'leavers in the year / average headcount × 100',
    unit: 'percent',
    target: 10,
    direction: 'lower',
    mapsTo: 'Engineering Manager',
  },
];

/** Skills of the named demo people: [employee number, skill, level, years, status]. */
const NAMED_ENTRIES: [string, string, number, number, 'approved' | 'pending' | 'rejected'][] = [
  ['EMP0006', 'TypeScript', 3, 4, 'approved'],
  ['EMP0006', 'React', 3, 3, 'approved'],
  ['EMP0006', 'SQL and PostgreSQL', 2, 2, 'approved'],
  ['EMP0005', 'People management', 4, 8, 'approved'],
  ['EMP0005', 'System design', 4, 10, 'approved'],
  ['EMP0005', 'Project management', 3, 6, 'approved'],
  ['EMP0010', 'Kubernetes', 4, 5, 'approved'],
  ['EMP0010', 'Cloud (AWS)', 4, 6, 'pending'],
  ['EMP0007', 'Java', 4, 7, 'pending'],
  ['EMP0003', 'People management', 5, 15, 'approved'],
  ['EMP0003', 'Hiring', 5, 12, 'approved'],
  ['EMP0008', 'Project management', 4, 9, 'approved'],
  ['EMP0008', 'Stakeholder management', 4, 9, 'approved'],
  ['EMP0011', 'Budgeting', 5, 11, 'approved'],
  ['EMP0011', 'Power BI', 2, 1, 'rejected'],
];

const ALL_SKILLS = Object.values(CATALOGUE).flatMap((skills) => Object.keys(skills));

/**
 * Skills demo: the catalogue (4 categories, 25 skills with sub-skills, 5 levels), two competency
 * frameworks, five company values and four KPIs with their mappings, and employee skills in every
 * state, so the matrix, the approval page and My Actions have content. The generated people get
 * two or three approved skills each, chosen from their employee number.
 */
export async function seedPerformanceSkills(tx: Tx, tenantId: string): Promise<void> {
  if (tenantId !== 'demo') return;
  for (const l of LEVELS) {
    await tx.execute(
      sql`insert into proficiency_levels (tenant_id, level, name, description) values (${tenantId}, ${l.level}, ${l.name}, ${l.description})`,
    );
  }
  for (const [category, skills] of Object.entries(CATALOGUE)) {
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into skill_categories (tenant_id, name) values (${tenantId}, ${category}) returning id`,
    );
    for (const [skill, subs] of Object.entries(skills)) {
      const [s] = await queryRows<{ id: string }>(
        tx,
        sql`insert into skills (tenant_id, category_id, name) values (${tenantId}, ${row!.id}, ${skill}) returning id`,
      );
      for (const sub of subs)
        await tx.execute(
          sql`insert into sub_skills (tenant_id, skill_id, name) values (${tenantId}, ${s!.id}, ${sub})`,
        );
    }
  }

  for (const f of FRAMEWORKS) {
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into performance_frameworks (tenant_id, name, description) values (${tenantId}, ${f.name}, ${f.description}) returning id`,
    );
    for (const [position, [skill, level]] of f.competencies.entries()) {
      await tx.execute(sql`insert into framework_competencies (tenant_id, framework_id, skill_id, expected_level, position)
                           select ${tenantId}, ${row!.id}, id, ${level}, ${position} from skills where name = ${skill}`);
    }
    await tx.execute(
      sql`insert into performance_mappings (tenant_id, subject_type, subject_id, target_type, target_value) values (${tenantId}, 'framework', ${row!.id}, 'designation', ${f.designation})`,
    );
  }
  for (const v of VALUES) {
    await tx.execute(
      sql`insert into company_values (tenant_id, name, description, behaviours) values (${tenantId}, ${v.name}, ${v.description}, ${JSON.stringify(v.behaviours)}::jsonb)`,
    );
  }
  for (const k of KPIS) {
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into performance_kpis (tenant_id, name, formula, unit, target, direction) values (${tenantId}, ${k.name}, ${k.formula}, ${k.unit}, ${k.target}, ${k.direction}) returning id`,
    );
    await tx.execute(
      sql`insert into performance_mappings (tenant_id, subject_type, subject_id, target_type, target_value) values (${tenantId}, 'kpi', ${row!.id}, 'designation', ${k.mapsTo})`,
    );
  }

  const entries: { number: string; skill: string; level: number; years: number; status: string }[] = NAMED_ENTRIES.map(
    ([number, skill, level, years, status]) => ({ number, skill, level, years, status }),
  );
  const generated = await queryRows<{ employee_number: string }>(
    tx,
    sql`select employee_number from employees where status = 'Active' and employee_number > 'EMP0012' order by employee_number limit 80`,
  );
  for (const [i, { employee_number }] of generated.entries()) {
    for (let k = 0; k < 2 + (i % 2); k++) {
      const skill = ALL_SKILLS[(i * 7 + k * 11) % ALL_SKILLS.length]!;
      entries.push({
        number: employee_number,
        skill,
        level: 1 + ((i + k * 2) % 5),
        years: 1 + ((i + k) % 9),
        status: i % 13 === 5 && k === 0 ? 'pending' : 'approved',
      });
    }
  }
  for (const [i, e] of entries.entries()) {
    const decided = e.status !== 'pending';
    await tx.execute(sql`
      insert into employee_skills (tenant_id, employee_id, skill_id, level, years_of_experience, last_used, status, approver_id, decided_by, decided_at, decision_reason, created_at)
      select ${tenantId}, emp.id, s.id, ${e.level}, ${e.years}, current_date - ${(i % 200) + 10}::int, ${e.status}, emp.manager_id,
             ${decided ? sql`emp.manager_id` : sql`null`}, ${decided ? sql`now() - interval '5 days'` : sql`null`},
             ${e.status === 'rejected' ? 'Please attach a certificate or a project you used it on.' : null}, now() - interval '10 days'
        from employees emp, skills s where emp.employee_number = ${e.number} and s.name = ${e.skill}
      on conflict do nothing`);
  }
}
