import { sql } from 'drizzle-orm';
import { DEFAULT_NUMBER_PATTERN, type NumberPatternInput } from '@tenure/domain/onboarding';
import { jsonParam, queryRows, type Tx } from '../../platform/db.ts';

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

/** The patterns of these entities. */
export function patternsOf(tx: Tx, entityIds: readonly string[]) {
  return queryRows<{ entity_id: string; prefix: string; padding: number }>(
    tx,
    sql`select * from (${PATTERNS}) p where p.entity_id::text in (select jsonb_array_elements_text(${jsonParam([...new Set(entityIds)])}))`,
  );
}

/**
 * Raises each prefix's counter by its count under the counters' row locks, taken in prefix order
 * (`raises` sorted by prefix); answers the first value each raise gives.
 */
export async function raiseCounters(tx: Tx, raises: readonly { prefix: string; count: number }[]) {
  await tx.execute(ensureCounters(raises.map((r) => r.prefix)));
  return queryRows<{ prefix: string; first: number }>(
    tx,
    sql`with locked as (
          select prefix from employee_number_counters
           where prefix in (select jsonb_array_elements_text(${jsonParam(raises.map((r) => r.prefix))})) order by prefix for update)
        update employee_number_counters c set last_value = c.last_value + n.count
          from jsonb_to_recordset(${jsonParam(raises)}) as n(prefix text, count int)
         where c.prefix = n.prefix and c.prefix in (select prefix from locked)
        returning c.prefix, c.last_value - n.count + 1 as first`,
  );
}

/** Every entity's pattern with its counter's last value and the highest number already given with its prefix. */
export function patternRows(tx: Tx) {
  return queryRows<{
    code: string;
    name: string;
    prefix: string;
    padding: number;
    last: number | null;
    highest: number | null;
  }>(
    tx,
    sql`select p.code, p.name, p.prefix, p.padding, c.last_value as last,
               (select max(substring(e.employee_number from length(p.prefix) + 1)::bigint) from employees e
                 where e.employee_number ~ ('^' || p.prefix || '[0-9]{1,9}$')) as highest
          from (${PATTERNS}) p left join employee_number_counters c on c.prefix = p.prefix
         order by p.code`,
  );
}

export async function entityIdByCode(tx: Tx, legalEntityCode: string): Promise<string | null> {
  const [entity] = await queryRows<{ id: string }>(
    tx,
    sql`select id from legal_entities where upper(code) = upper(${legalEntityCode})`,
  );
  return entity?.id ?? null;
}

/** The entity's own pattern row (null when it uses the default). */
export async function ownPattern(tx: Tx, entityId: string): Promise<{ prefix: string; padding: number } | null> {
  const [row] = await queryRows<{ prefix: string; padding: number }>(
    tx,
    sql`select prefix, padding from employee_number_patterns where legal_entity_id = ${entityId}`,
  );
  return row ?? null;
}

export async function savePattern(tx: Tx, entityId: string, input: NumberPatternInput, userId: string): Promise<void> {
  await tx.execute(sql`
    insert into employee_number_patterns (tenant_id, legal_entity_id, prefix, padding, updated_by)
    values (current_setting('app.tenant_id'), ${entityId}, ${input.prefix}, ${input.padding}, ${userId})
    on conflict (tenant_id, legal_entity_id) do update set prefix = excluded.prefix, padding = excluded.padding, updated_by = excluded.updated_by, updated_at = now()`);
}

export async function employeeNumberTaken(tx: Tx, employeeNumber: string): Promise<boolean> {
  const [row] = await queryRows<{ taken: boolean }>(
    tx,
    sql`select exists (select 1 from employees where employee_number = ${employeeNumber}) as taken`,
  );
  return row!.taken;
}
