import { sql } from 'drizzle-orm';
import {
  PAYROLL_COUNTRIES,
  PAYROLL_CURRENCY,
  PAYROLL_MESSAGES,
  scenarioErrors,
  simulateScenario,
  type PayrollCountry,
  type SimulationInput,
  type SimulationEmployeeOption,
  type SimulationEntityOption,
  type SimulationListQuery,
  type SimulationSummary,
  type SimulationView,
} from '@tenure/domain/finance/payroll';
import { recordAudit } from '../../platform/audit.ts';
import { escapeLike, jsonParam, queryRows, type Tx } from '../../platform/db.ts';
import { employedOn } from '../../platform/employment.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { auditActor, type Viewer } from '../../platform/viewer.ts';
import { findRateSet, loadRateSet } from './payroll-rate-service.ts';

type StoredRow = Omit<SimulationSummary, 'updatedAt' | 'scenarioA' | 'scenarioB' | 'headcount'> & {
  entityId: string;
  members: SimulationView['members'];
  scenarioInputA: SimulationView['scenarioInputs']['a'];
  scenarioInputB: SimulationView['scenarioInputs']['b'];
  updatedAt: string;
};

const columns = sql`s.id, s.name, e.country_id as country, e.code as "entityCode", e.name as "entityName", s.legal_entity_id as "entityId",
                    s.year, s.subject, s.members, s.scenario_a as "scenarioInputA", s.scenario_b as "scenarioInputB", s.updated_at as "updatedAt"`;

const headcountOf = (members: readonly { headcount: number }[]) => members.reduce((n, m) => n + m.headcount, 0);

/** Active legal entities of the countries the engine covers. */
export async function simulationEntities(tx: Tx): Promise<SimulationEntityOption[]> {
  return queryRows<SimulationEntityOption>(
    tx,
    sql`select id, code, name, country_id as country from legal_entities
         where is_active and country_id = any(${`{${PAYROLL_COUNTRIES.join(',')}}`}::text[]) order by code`,
  );
}

/** The people who work at an entity today (serving notice included), to name the person a simulation is about. */
export async function simulationEmployees(tx: Tx, entityId: string): Promise<SimulationEmployeeOption[]> {
  return queryRows<SimulationEmployeeOption>(
    tx,
    sql`select id, employee_number as "employeeNumber", coalesce(nullif(trim(full_name), ''), first_name || ' ' || last_name) as name
          from employees e where legal_entity_id = ${entityId} and ${employedOn()} order by name, employee_number`,
  );
}

export async function listSimulations(tx: Tx, query: SimulationListQuery) {
  const search = query.search ? `%${escapeLike(query.search)}%` : null;
  const rows = await queryRows<StoredRow & { total: number }>(
    tx,
    sql`select ${columns}, count(*) over ()::int as total
          from payroll_simulations s join legal_entities e on e.id = s.legal_entity_id
         where ${search ? sql`(lower(s.name) like ${search} or lower(e.code) like ${search})` : sql`true`}
         order by s.updated_at desc, s.id
         limit ${query.size} offset ${(query.page - 1) * query.size}`,
  );
  return {
    items: rows.map((r): SimulationSummary => ({
      id: r.id,
      name: r.name,
      country: r.country,
      entityCode: r.entityCode,
      entityName: r.entityName,
      year: r.year,
      subject: r.subject,
      headcount: headcountOf(r.members),
      scenarioA: r.scenarioInputA.name,
      scenarioB: r.scenarioInputB?.name ?? null,
      updatedAt: new Date(r.updatedAt).toISOString(),
    })),
    total: rows[0]?.total ?? 0,
    page: query.page,
    size: query.size,
  };
}

/** A simulation with both scenarios computed under the current rates of its country and year. */
export async function loadSimulation(tx: Tx, id: string): Promise<SimulationView> {
  const [r] = await queryRows<StoredRow>(tx, sql`select ${columns} from payroll_simulations s join legal_entities e on e.id = s.legal_entity_id where s.id = ${id}`);
  if (!r) throw notFound();
  const rateSet = await loadRateSet(tx, r.country, r.year);
  return {
    id: r.id,
    name: r.name,
    country: r.country,
    entityId: r.entityId,
    entityCode: r.entityCode,
    entityName: r.entityName,
    currency: PAYROLL_CURRENCY[r.country],
    year: r.year,
    subject: r.subject,
    headcount: headcountOf(r.members),
    members: r.members,
    scenarioA: r.scenarioInputA.name,
    scenarioB: r.scenarioInputB?.name ?? null,
    scenarioInputs: { a: r.scenarioInputA, b: r.scenarioInputB },
    rateSet: { country: rateSet.country, year: rateSet.year, source: rateSet.source, updatedAt: rateSet.updatedAt },
    results: {
      a: simulateScenario(rateSet.rates, r.members, r.scenarioInputA),
      b: r.scenarioInputB ? simulateScenario(rateSet.rates, r.members, r.scenarioInputB) : null,
    },
    updatedAt: new Date(r.updatedAt).toISOString(),
  };
}

/** Checks what zod cannot: the entity's country has rates for the year, the scenarios fit them, the employees exist. */
async function checkInput(tx: Tx, input: SimulationInput): Promise<void> {
  const [entity] = await queryRows<{ country: string }>(tx, sql`select country_id as country from legal_entities where id = ${input.entityId}`);
  if (!entity) throw badRequest(PAYROLL_MESSAGES.entityUnknown, { entityId: PAYROLL_MESSAGES.entityUnknown });
  if (!PAYROLL_COUNTRIES.includes(entity.country as PayrollCountry)) throw badRequest(PAYROLL_MESSAGES.countryUnsupported, { entityId: PAYROLL_MESSAGES.countryUnsupported });
  const rateSet = await findRateSet(tx, entity.country, input.year);
  if (!rateSet) {
    const message = PAYROLL_MESSAGES.noRateSet(entity.country, input.year);
    throw badRequest(message, { year: message });
  }
  const errors: Record<string, string> = {
    ...scenarioErrors(rateSet.rates, input.scenarioA, 'scenarioA'),
    ...(input.scenarioB ? scenarioErrors(rateSet.rates, input.scenarioB, 'scenarioB') : {}),
  };
  const employeeIds = input.members.flatMap((m) => (m.employeeId ? [m.employeeId] : []));
  if (employeeIds.length > 0) {
    const found = await queryRows<{ id: string }>(tx, sql`select id from employees where id = any(${`{${employeeIds.join(',')}}`}::uuid[])`);
    const known = new Set(found.map((f) => f.id));
    input.members.forEach((m, i) => {
      if (m.employeeId && !known.has(m.employeeId)) errors[`members.${i}.employeeId`] = PAYROLL_MESSAGES.employeeUnknown;
    });
  }
  if (Object.keys(errors).length > 0) throw badRequest(Object.values(errors)[0]!, errors);
}

export async function createSimulation(tx: Tx, v: Viewer, input: SimulationInput): Promise<SimulationView> {
  await checkInput(tx, input);
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into payroll_simulations (tenant_id, name, legal_entity_id, year, subject, members, scenario_a, scenario_b, created_by)
        values (${v.tenantCode}, ${input.name}, ${input.entityId}, ${input.year}, ${input.subject}, ${jsonParam(input.members)},
                ${jsonParam(input.scenarioA)}, ${jsonParam(input.scenarioB)}, ${v.employeeId}) returning id`,
  );
  await recordAudit(tx, { ...auditActor(v), action: 'payroll.simulation.create', entity: 'payroll_simulation', entityId: row!.id, after: input });
  return loadSimulation(tx, row!.id);
}

export async function updateSimulation(tx: Tx, v: Viewer, id: string, input: SimulationInput): Promise<SimulationView> {
  const [before] = await queryRows<Record<string, unknown>>(tx, sql`select * from payroll_simulations where id = ${id} for update`);
  if (!before) throw notFound();
  await checkInput(tx, input);
  await tx.execute(sql`update payroll_simulations set name = ${input.name}, legal_entity_id = ${input.entityId}, year = ${input.year}, subject = ${input.subject},
                         members = ${jsonParam(input.members)}, scenario_a = ${jsonParam(input.scenarioA)}, scenario_b = ${jsonParam(input.scenarioB)}, updated_at = now()
                       where id = ${id}`);
  await recordAudit(tx, { ...auditActor(v), action: 'payroll.simulation.update', entity: 'payroll_simulation', entityId: id, before, after: input });
  return loadSimulation(tx, id);
}

export async function deleteSimulation(tx: Tx, v: Viewer, id: string): Promise<void> {
  const [before] = await queryRows<Record<string, unknown>>(tx, sql`delete from payroll_simulations where id = ${id} returning *`);
  if (!before) throw notFound();
  await recordAudit(tx, { ...auditActor(v), action: 'payroll.simulation.delete', entity: 'payroll_simulation', entityId: id, before });
}
