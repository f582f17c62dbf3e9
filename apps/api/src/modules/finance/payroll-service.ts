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
import type { Tx } from '../../platform/db.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { auditActor, type Viewer } from '../../platform/viewer.ts';
import { PAYROLL_EXPORT_FORMATS, exportSimulation } from './payroll-export.ts';
import * as q from './payroll-queries.ts';
import { findRateSet, loadRateSet } from './payroll-rate-service.ts';

const headcountOf = (members: readonly { headcount: number }[]) => members.reduce((n, m) => n + m.headcount, 0);

/** Active legal entities of the countries the engine covers. */
export const simulationEntities = (tx: Tx, _v: Viewer): Promise<SimulationEntityOption[]> => q.simulationEntities(tx);

/** The people who work at an entity today (serving notice included), to name the person a simulation is about. */
export const simulationEmployees = (
  tx: Tx,
  _v: Viewer,
  input: { entityId: string },
): Promise<SimulationEmployeeOption[]> => q.employeesOfEntity(tx, input.entityId);

export async function listSimulations(tx: Tx, _v: Viewer, query: SimulationListQuery) {
  const rows = await q.simulationPage(tx, query);
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
async function loadSimulation(tx: Tx, id: string): Promise<SimulationView> {
  const r = await q.findSimulation(tx, id);
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
  const country = await q.entityCountry(tx, input.entityId);
  if (!country) throw badRequest(PAYROLL_MESSAGES.entityUnknown, { entityId: PAYROLL_MESSAGES.entityUnknown });
  const entity = { country };
  if (!PAYROLL_COUNTRIES.includes(entity.country as PayrollCountry))
    throw badRequest(PAYROLL_MESSAGES.countryUnsupported, { entityId: PAYROLL_MESSAGES.countryUnsupported });
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
    const known = await q.knownEmployeeIds(tx, employeeIds);
    input.members.forEach((m, i) => {
      if (m.employeeId && !known.has(m.employeeId))
        errors[`members.${i}.employeeId`] = PAYROLL_MESSAGES.employeeUnknown;
    });
  }
  if (Object.keys(errors).length > 0) throw badRequest(Object.values(errors)[0]!, errors);
}

export async function createSimulation(tx: Tx, v: Viewer, input: SimulationInput): Promise<SimulationView> {
  await checkInput(tx, input);
  const id = await q.insertSimulation(tx, v.tenantCode, v.employeeId, input);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'payroll.simulation.create',
    entity: 'payroll_simulation',
    entityId: id,
    after: input,
  });
  return loadSimulation(tx, id);
}

export async function updateSimulation(tx: Tx, v: Viewer, id: string, input: SimulationInput): Promise<SimulationView> {
  const before = await q.lockSimulation(tx, id);
  if (!before) throw notFound();
  await checkInput(tx, input);
  await q.updateSimulationRow(tx, id, input);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'payroll.simulation.update',
    entity: 'payroll_simulation',
    entityId: id,
    before,
    after: input,
  });
  return loadSimulation(tx, id);
}

export async function deleteSimulation(tx: Tx, v: Viewer, id: string): Promise<void> {
  const before = await q.deleteSimulationRow(tx, id);
  if (!before) throw notFound();
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'payroll.simulation.delete',
    entity: 'payroll_simulation',
    entityId: id,
    before,
  });
}

export const simulation = (tx: Tx, _v: Viewer, id: string) => loadSimulation(tx, id);

/** A simulation as an Excel workbook or a PDF. */
export async function simulationFile(
  tx: Tx,
  _v: Viewer,
  input: { id: string; format: (typeof PAYROLL_EXPORT_FORMATS)[number] },
) {
  return exportSimulation(await loadSimulation(tx, input.id), input.format);
}
