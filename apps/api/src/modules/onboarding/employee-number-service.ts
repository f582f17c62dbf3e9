import { sql } from 'drizzle-orm';
import {
  DEFAULT_NUMBER_PATTERN,
  formatEmployeeNumber,
  ONBOARDING_MESSAGES,
  type NumberPatternInput,
  type NumberPatternView,
} from '@tenure/domain/onboarding';
import { recordAudit } from '../../platform/audit.ts';
import { jsonParam, queryRows, type Tx } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { auditActor, type Viewer } from '../../platform/viewer.ts';

/** Each entity's pattern: its own row, else the default. */
const PATTERNS = sql`
  select le.id as entity_id, le.code, le.name,
         coalesce(p.prefix, ${DEFAULT_NUMBER_PATTERN.prefix}) as prefix, coalesce(p.padding, ${DEFAULT_NUMBER_PATTERN.padding}) as padding
    from legal_entities le left join employee_number_patterns p on p.legal_entity_id = le.id`;

/**
 * A counter starts after the highest number already given with its prefix (a tenant that typed
 * EMP0001–EMP0042 before turning generation on continues at EMP0043).
 */
const ensureCounters = (prefixes: readonly string[]) => sql`
  insert into employee_number_counters (tenant_id, prefix, last_value)
  select current_setting('app.tenant_id'), p.prefix,
         coalesce((select max(substring(e.employee_number from length(p.prefix) + 1)::bigint) from employees e
                    where e.employee_number ~ ('^' || p.prefix || '[0-9]{1,9}$')), 0)
    from jsonb_array_elements_text(${jsonParam(prefixes)}) as p(prefix)
  on conflict do nothing`;

/**
 * Gives the next numbers to onboardings in these entities (one per entry, in order): the counters
 * of their prefixes are raised under their row locks, taken in prefix order so that two batches
 * never wait on each other crosswise. The locks hold until the onboarding commits, so numbers are
 * gap-free: a rolled-back onboarding gives its numbers back.
 */
export async function assignEmployeeNumbers(tx: Tx, entityIds: readonly string[]): Promise<string[]> {
  if (entityIds.length === 0) return [];
  const patterns = await queryRows<{ entity_id: string; prefix: string; padding: number }>(
    tx,
    sql`select * from (${PATTERNS}) p where p.entity_id::text in (select jsonb_array_elements_text(${jsonParam([...new Set(entityIds)])}))`,
  );
  const patternOf = new Map(patterns.map((p) => [p.entity_id, p]));
  const needed = new Map<string, number>();
  for (const id of entityIds) {
    const { prefix } = patternOf.get(id)!;
    needed.set(prefix, (needed.get(prefix) ?? 0) + 1);
  }
  const prefixes = [...needed.keys()].sort();
  await tx.execute(ensureCounters(prefixes));
  const raised = await queryRows<{ prefix: string; first: number }>(
    tx,
    sql`with locked as (
          select prefix from employee_number_counters
           where prefix in (select jsonb_array_elements_text(${jsonParam(prefixes)})) order by prefix for update)
        update employee_number_counters c set last_value = c.last_value + n.count
          from jsonb_to_recordset(${jsonParam(prefixes.map((prefix) => ({ prefix, count: needed.get(prefix) })))}) as n(prefix text, count int)
         where c.prefix = n.prefix and c.prefix in (select prefix from locked)
        returning c.prefix, c.last_value - n.count + 1 as first`,
  );
  const next = new Map(raised.map((r) => [r.prefix, Number(r.first)]));
  return entityIds.map((id) => {
    const { prefix, padding } = patternOf.get(id)!;
    const value = next.get(prefix)!;
    next.set(prefix, value + 1);
    return formatEmployeeNumber(prefix, padding, value);
  });
}

/** Every entity's pattern with the number its next onboarding gets. */
export async function listNumberPatterns(tx: Tx): Promise<NumberPatternView[]> {
  const rows = await queryRows<{ code: string; name: string; prefix: string; padding: number; last: number | null; highest: number | null }>(
    tx,
    sql`select p.code, p.name, p.prefix, p.padding, c.last_value as last,
               (select max(substring(e.employee_number from length(p.prefix) + 1)::bigint) from employees e
                 where e.employee_number ~ ('^' || p.prefix || '[0-9]{1,9}$')) as highest
          from (${PATTERNS}) p left join employee_number_counters c on c.prefix = p.prefix
         order by p.code`,
  );
  return rows.map((r) => ({
    legalEntityCode: r.code,
    legalEntityName: r.name,
    prefix: r.prefix,
    padding: r.padding,
    nextNumber: formatEmployeeNumber(r.prefix, r.padding, Number(r.last ?? r.highest ?? 0) + 1),
  }));
}

/** HR sets an entity's pattern; numbers already given keep theirs. */
export async function setNumberPattern(tx: Tx, v: Viewer, legalEntityCode: string, input: NumberPatternInput): Promise<NumberPatternView> {
  const [entity] = await queryRows<{ id: string }>(tx, sql`select id from legal_entities where upper(code) = upper(${legalEntityCode})`);
  if (!entity) throw notFound(ONBOARDING_MESSAGES.unknownLegalEntity);
  const [before] = await queryRows(tx, sql`select prefix, padding from employee_number_patterns where legal_entity_id = ${entity.id}`);
  await tx.execute(sql`
    insert into employee_number_patterns (tenant_id, legal_entity_id, prefix, padding, updated_by)
    values (current_setting('app.tenant_id'), ${entity.id}, ${input.prefix}, ${input.padding}, ${v.userId})
    on conflict (tenant_id, legal_entity_id) do update set prefix = excluded.prefix, padding = excluded.padding, updated_by = excluded.updated_by, updated_at = now()`);
  await recordAudit(tx, { ...auditActor(v), action: 'onboarding.number-pattern.set', entity: 'legal_entity', entityId: entity.id, before: before ?? null, after: input });
  return (await listNumberPatterns(tx)).find((p) => p.legalEntityCode.toUpperCase() === legalEntityCode.toUpperCase())!;
}

/** Whether a typed employee number is free (the form checks while the user types). */
export async function isEmployeeNumberFree(tx: Tx, employeeNumber: string): Promise<boolean> {
  const [row] = await queryRows<{ taken: boolean }>(tx, sql`select exists (select 1 from employees where employee_number = ${employeeNumber}) as taken`);
  return !row!.taken;
}
