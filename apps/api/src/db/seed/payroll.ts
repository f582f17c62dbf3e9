import { sql } from 'drizzle-orm';
import {
  PUBLISHED_RATE_SETS_2025,
  PUBLISHED_RATE_SETS_2026,
  type ScenarioInput,
  type SimulationMember,
} from '@tenure/domain/finance/payroll';
import { jsonParam, queryRows, type Tx } from '../../platform/db.ts';

const scenario = (s: Partial<ScenarioInput> & { name: string }): ScenarioInput => ({
  raisePercent: 0,
  bonus: 0,
  filingStatus: null,
  state: null,
  regime: null,
  declaredDeductions: null,
  age: null,
  ...s,
});

/** The published 2025 and 2026 rates of the four countries, and two simulations HR has saved (issue 21). */
export async function seedPayroll(tx: Tx, tenantId: string): Promise<void> {
  for (const set of [...PUBLISHED_RATE_SETS_2025, ...PUBLISHED_RATE_SETS_2026]) {
    await tx.execute(sql`insert into payroll_rate_sets (tenant_id, country, year, source, rates)
                         values (${tenantId}, ${set.rates.country}, ${set.year}, ${set.source}, ${jsonParam(set.rates)})`);
  }
  const entities = await queryRows<{ id: string; code: string; employeeId: string | null; name: string | null }>(
    tx,
    sql`select e.id, e.code, p.id as "employeeId", p.first_name || ' ' || p.last_name as name
          from legal_entities e
          left join lateral (select id, first_name, last_name from employees where legal_entity_id = e.id and status = 'Active' order by employee_number limit 1) p on true
         where e.tenant_id = ${tenantId} and e.code in ('IN-KA-01', 'US-NY-01')`,
  );
  const india = entities.find((e) => e.code === 'IN-KA-01');
  const us = entities.find((e) => e.code === 'US-NY-01');
  const insert = (
    name: string,
    entityId: string,
    subject: 'person' | 'group',
    members: SimulationMember[],
    a: ScenarioInput,
    b: ScenarioInput,
  ) =>
    tx.execute(sql`insert into payroll_simulations (tenant_id, name, legal_entity_id, year, subject, members, scenario_a, scenario_b)
                   values (${tenantId}, ${name}, ${entityId}, 2025, ${subject}, ${jsonParam(members)}, ${jsonParam(a)}, ${jsonParam(b)})`);
  if (india?.employeeId) {
    await insert(
      'Annual review — new or old regime',
      india.id,
      'person',
      [{ employeeId: india.employeeId, label: india.name!, headcount: 1, grossAnnual: 1800000 }],
      scenario({ name: 'Current, new regime', regime: 'new', state: 'KA' }),
      scenario({
        name: '10% raise, old regime',
        raisePercent: 10,
        regime: 'old',
        state: 'KA',
        declaredDeductions: 150000,
      }),
    );
  }
  if (us) {
    await insert(
      'New York engineering hiring plan',
      us.id,
      'group',
      [
        { employeeId: null, label: 'Software engineers', headcount: 6, grossAnnual: 140000 },
        { employeeId: null, label: 'Engineering managers', headcount: 2, grossAnnual: 210000 },
      ],
      scenario({ name: 'Plan', filingStatus: 'single', state: 'NY' }),
      scenario({ name: 'Plan with a $15,000 bonus each', filingStatus: 'single', state: 'NY', bonus: 15000 }),
    );
  }
}
