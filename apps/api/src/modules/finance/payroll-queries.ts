import { sql } from 'drizzle-orm';
import {
  PAYROLL_COUNTRIES,
  type RateSetInput,
  type RateSetSummary,
  type RateSetView,
  type SimulationEmployeeOption,
  type SimulationEntityOption,
  type SimulationInput,
  type SimulationListQuery,
  type SimulationSummary,
  type SimulationView,
} from '@tenure/domain/finance/payroll';
import { escapeLike, jsonParam, queryRows, type Tx } from '../../platform/db.ts';
import { employedOn } from '../../platform/employment.ts';

// Payroll simulation: statutory rate sets per country and year, saved simulations.

export const rateSetSummaries = (tx: Tx) =>
  queryRows<Omit<RateSetSummary, 'updatedAt'> & { updatedAt: string }>(
    tx,
    sql`select country, year, source, updated_at as "updatedAt" from payroll_rate_sets order by country, year desc`,
  );

export async function findRateSetRow(tx: Tx, country: string, year: number) {
  const [row] = await queryRows<Omit<RateSetView, 'updatedAt'> & { updatedAt: string | Date }>(
    tx,
    sql`select country, year, source, rates, updated_at as "updatedAt" from payroll_rate_sets where country = ${country} and year = ${year}`,
  );
  return row;
}

export async function saveRateSetRow(
  tx: Tx,
  tenantCode: string,
  updatedBy: string | null,
  country: string,
  year: number,
  input: RateSetInput,
) {
  await tx.execute(sql`insert into payroll_rate_sets (tenant_id, country, year, source, rates, updated_by)
                       values (${tenantCode}, ${country}, ${year}, ${input.source}, ${jsonParam(input.rates)}, ${updatedBy})
                       on conflict (tenant_id, country, year) do update set source = excluded.source, rates = excluded.rates,
                                                                           updated_by = excluded.updated_by, updated_at = now()`);
}

export type StoredRow = Omit<SimulationSummary, 'updatedAt' | 'scenarioA' | 'scenarioB' | 'headcount'> & {
  entityId: string;
  members: SimulationView['members'];
  scenarioInputA: SimulationView['scenarioInputs']['a'];
  scenarioInputB: SimulationView['scenarioInputs']['b'];
  updatedAt: string;
};

const columns = sql`s.id, s.name, e.country_id as country, e.code as "entityCode", e.name as "entityName", s.legal_entity_id as "entityId",
                    s.year, s.subject, s.members, s.scenario_a as "scenarioInputA", s.scenario_b as "scenarioInputB", s.updated_at as "updatedAt"`;

/** Active legal entities of the countries the engine covers. */
export const simulationEntities = (tx: Tx) =>
  queryRows<SimulationEntityOption>(
    tx,
    sql`select id, code, name, country_id as country from legal_entities
         where is_active and country_id = any(${`{${PAYROLL_COUNTRIES.join(',')}}`}::text[]) order by code`,
  );

/** The people who work at an entity today (serving notice included). */
export const employeesOfEntity = (tx: Tx, entityId: string) =>
  queryRows<SimulationEmployeeOption>(
    tx,
    sql`select id, employee_number as "employeeNumber", coalesce(nullif(trim(full_name), ''), first_name || ' ' || last_name) as name
          from employees e where legal_entity_id = ${entityId} and ${employedOn()} order by name, employee_number`,
  );

export function simulationPage(tx: Tx, query: SimulationListQuery) {
  const search = query.search ? `%${escapeLike(query.search)}%` : null;
  return queryRows<StoredRow & { total: number }>(
    tx,
    sql`select ${columns}, count(*) over ()::int as total
          from payroll_simulations s join legal_entities e on e.id = s.legal_entity_id
         where ${search ? sql`(lower(s.name) like ${search} or lower(e.code) like ${search})` : sql`true`}
         order by s.updated_at desc, s.id
         limit ${query.size} offset ${(query.page - 1) * query.size}`,
  );
}

export async function findSimulation(tx: Tx, id: string) {
  const [row] = await queryRows<StoredRow>(
    tx,
    sql`select ${columns} from payroll_simulations s join legal_entities e on e.id = s.legal_entity_id where s.id = ${id}`,
  );
  return row;
}

export async function entityCountry(tx: Tx, entityId: string) {
  const [entity] = await queryRows<{ country: string }>(
    tx,
    sql`select country_id as country from legal_entities where id = ${entityId}`,
  );
  return entity?.country;
}

/** Which of these employee ids exist. */
export const knownEmployeeIds = async (tx: Tx, ids: readonly string[]) =>
  new Set(
    (
      await queryRows<{ id: string }>(tx, sql`select id from employees where id = any(${`{${ids.join(',')}}`}::uuid[])`)
    ).map((f) => f.id),
  );

export async function insertSimulation(
  tx: Tx,
  tenantCode: string,
  createdBy: string | null,
  input: SimulationInput,
): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into payroll_simulations (tenant_id, name, legal_entity_id, year, subject, members, scenario_a, scenario_b, created_by)
        values (${tenantCode}, ${input.name}, ${input.entityId}, ${input.year}, ${input.subject}, ${jsonParam(input.members)},
                ${jsonParam(input.scenarioA)}, ${jsonParam(input.scenarioB)}, ${createdBy}) returning id`,
  );
  return row!.id;
}

/** The stored row, locked, or undefined when there is none. */
export async function lockSimulation(tx: Tx, id: string) {
  const [before] = await queryRows<Record<string, unknown>>(
    tx,
    sql`select * from payroll_simulations where id = ${id} for update`,
  );
  return before;
}

export async function updateSimulationRow(tx: Tx, id: string, input: SimulationInput) {
  await tx.execute(sql`update payroll_simulations set name = ${input.name}, legal_entity_id = ${input.entityId}, year = ${input.year}, subject = ${input.subject},
                         members = ${jsonParam(input.members)}, scenario_a = ${jsonParam(input.scenarioA)}, scenario_b = ${jsonParam(input.scenarioB)}, updated_at = now()
                       where id = ${id}`);
}

/** The deleted row, or undefined when there was none. */
export async function deleteSimulationRow(tx: Tx, id: string) {
  const [before] = await queryRows<Record<string, unknown>>(
    tx,
    sql`delete from payroll_simulations where id = ${id} returning *`,
  );
  return before;
}
