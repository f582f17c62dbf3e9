/**
 * Performance data of the 20,000-employee bench tenant (once): goal types, statuses and this
 * year's period as every tenant has them, 30 library templates of three key results each, and a
 * skill catalogue (5 levels, 4 categories of 10 skills, a framework for the largest designation)
 * with five approved skills for every employee.
 */
import { sql } from 'drizzle-orm';
import { seedPerformanceGoals } from '../../apps/api/src/db/seed/performance-goals.ts';
import { APP_ROLE, queryRows, type Db, type Tx } from '../../apps/api/src/platform/db.ts';
import { BENCH_TENANT } from './seed-large.ts';

export const BENCH_TEMPLATES = 30;
const TEMPLATE_PREFIX = 'Bench library goal';
const SKILLS = 40;
const SKILLS_PER_PERSON = 5;

/** Runs `work` as the API's role in the bench tenant (row-level security as the API has it). */
export function inBenchTenant<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('role', ${APP_ROLE}, true), set_config('app.tenant_id', ${BENCH_TENANT}, true)`,
    );
    return work(tx);
  });
}

/** The goal masters, the period and the library; returns what the assignment needs. */
export async function seedBenchGoals(db: Db): Promise<{ periodId: string; templateIds: string[] }> {
  return inBenchTenant(db, async (tx) => {
    const [masters] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from goal_masters`);
    if (masters!.n === 0) await seedPerformanceGoals(tx, BENCH_TENANT);
    await tx.execute(sql`
      insert into goal_library_templates (tenant_id, title, description, goal_type_id, key_results)
      select ${BENCH_TENANT}, ${TEMPLATE_PREFIX} || ' ' || lpad(n::text, 2, '0'), 'A goal of the bench library.',
             (select id from goal_masters where kind = 'type' order by sort_order limit 1),
             jsonb_build_array(
               jsonb_build_object('title', 'Deliverables shipped', 'unit', 'number', 'startValue', 0, 'targetValue', 10, 'weight', 50),
               jsonb_build_object('title', 'Quality score', 'unit', 'percent', 'startValue', 60, 'targetValue', 90, 'weight', 30),
               jsonb_build_object('title', 'Retrospective held', 'unit', 'yesNo', 'startValue', 0, 'targetValue', 1, 'weight', 20))
        from generate_series(1, ${BENCH_TEMPLATES}) n
       where not exists (select 1 from goal_library_templates where title like ${`${TEMPLATE_PREFIX} %`})`);
    const templates = await queryRows<{ id: string }>(
      tx,
      sql`select id from goal_library_templates where title like ${`${TEMPLATE_PREFIX} %`} order by title`,
    );
    const [period] = await queryRows<{ id: string }>(
      tx,
      sql`select id from goal_periods where current_date between start_date and end_date order by start_date limit 1`,
    );
    return { periodId: period!.id, templateIds: templates.map((t) => t.id) };
  });
}

/** Removes the goals given from the bench library (their key results go with them), so runs repeat. */
export async function removeBenchGoals(db: Db): Promise<number> {
  return inBenchTenant(db, async (tx) => {
    const [row] = await queryRows<{ n: number }>(
      tx,
      sql`with d as (delete from goals where template_id in (select id from goal_library_templates where title like ${`${TEMPLATE_PREFIX} %`}) returning 1)
          select count(*)::int as n from d`,
    );
    return row!.n;
  });
}

/** The skill catalogue and every employee's approved skills; returns the skills' ids. */
export async function seedBenchSkills(db: Db): Promise<string[]> {
  return inBenchTenant(db, async (tx) => {
    const [levels] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from proficiency_levels`);
    if (levels!.n === 0) {
      await tx.execute(sql`insert into proficiency_levels (tenant_id, level, name, description)
                           select ${BENCH_TENANT}, l, 'Level ' || l, 'Proficiency level ' || l from generate_series(1, 5) l`);
      await tx.execute(
        sql`insert into skill_categories (tenant_id, name) select ${BENCH_TENANT}, 'Category ' || c from generate_series(1, 4) c`,
      );
      await tx.execute(sql`insert into skills (tenant_id, category_id, name)
                           select ${BENCH_TENANT}, c.id, 'Skill ' || lpad(s::text, 2, '0')
                             from generate_series(1, ${SKILLS}) s join skill_categories c on c.name = 'Category ' || ((s - 1) % 4 + 1)`);
      // Each person's five skills and levels follow from their place in the list, so the matrix has every combination.
      await tx.execute(sql`
        with people as (select id, manager_id, row_number() over (order by employee_number) as i from employees where status not in ('Inactive', 'Resigned')),
             catalogue as (select id, row_number() over (order by name) - 1 as k from skills)
        insert into employee_skills (tenant_id, employee_id, skill_id, level, years_of_experience, last_used, status, approver_id, decided_by, decided_at)
        select ${BENCH_TENANT}, p.id, c.id, 1 + (p.i + n) % 5, 1 + (p.i + n) % 10, current_date - ((p.i % 300)::int), 'approved', p.manager_id, p.manager_id, now()
          from people p cross join generate_series(0, ${SKILLS_PER_PERSON - 1}) n join catalogue c on c.k = (p.i * 7 + n * 13) % ${SKILLS}`);
      const [framework] = await queryRows<{ id: string }>(
        tx,
        sql`insert into performance_frameworks (tenant_id, name, description) values (${BENCH_TENANT}, 'Bench framework', 'Required skills of the largest level.') returning id`,
      );
      await tx.execute(sql`insert into framework_competencies (tenant_id, framework_id, skill_id, expected_level, position)
                           select ${BENCH_TENANT}, ${framework!.id}, id, 3, row_number() over (order by name) from skills where name in ('Skill 01', 'Skill 02', 'Skill 03')`);
      await tx.execute(sql`insert into performance_mappings (tenant_id, subject_type, subject_id, target_type, target_value)
                           values (${BENCH_TENANT}, 'framework', ${framework!.id}, 'designation', 'Level 8 role')`);
    }
    const skills = await queryRows<{ id: string }>(tx, sql`select id from skills order by name`);
    return skills.map((s) => s.id);
  });
}
