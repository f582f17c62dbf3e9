import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { PayrollRates, ScenarioInput, SimulationMember } from '@tenure/domain/finance/payroll';
import { createdAt, id, tenantId, tenantIsolation, tenantReference, updatedAt } from './columns.ts';
import { employees } from './employees.ts';
import { legalEntities } from './org.ts';

/** The statutory rates of one country and year that HR keeps (issue 21): data, with their published source. */
export const payrollRateSets = pgTable(
  'payroll_rate_sets',
  {
    tenantId: tenantId(),
    country: text('country').notNull(),
    year: integer('year').notNull(),
    source: text('source').notNull(),
    rates: jsonb('rates').$type<PayrollRates>().notNull(),
    updatedBy: uuid('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantReference('payroll_rate_sets_updated_by_fk', t, t.updatedBy, employees).onDelete('set null'),
    primaryKey({ columns: [t.tenantId, t.country, t.year] }),
    tenantIsolation('payroll_rate_sets'),
  ],
);

/** A saved gross-to-net simulation: its people and one or two scenarios. Results are computed on reading, from the rate set. */
export const payrollSimulations = pgTable(
  'payroll_simulations',
  {
    id: id(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    legalEntityId: uuid('legal_entity_id').notNull(),
    year: integer('year').notNull(),
    subject: text('subject').$type<'person' | 'group'>().notNull(),
    members: jsonb('members').$type<SimulationMember[]>().notNull(),
    scenarioA: jsonb('scenario_a').$type<ScenarioInput>().notNull(),
    scenarioB: jsonb('scenario_b').$type<ScenarioInput>(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'payroll_simulations_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('payroll_simulations_legal_entity_id_fk', t, t.legalEntityId, legalEntities),
    tenantReference('payroll_simulations_created_by_fk', t, t.createdBy, employees).onDelete('set null'),
    index('payroll_simulations_updated').on(t.tenantId, t.updatedAt),
    tenantIsolation('payroll_simulations'),
  ],
);
