import { sql } from 'drizzle-orm';
import type { TransferOptionsView } from '@tenure/domain/offboarding';
import { readTogether, type Tx } from '../../platform/db.ts';

type Options = Omit<TransferOptionsView, 'designations'> & { designations: { name: string }[] };

/** The initiation form's pickers in one round trip. */
export async function transferOptions(tx: Tx): Promise<TransferOptionsView> {
  const o = await readTogether<Options>(tx, {
    legalEntities: sql`select id, code, name from legal_entities where is_active order by code`,
    departments: sql`select id, name from departments where is_active order by lower(name)`,
    locations: sql`select id, name from locations where is_active order by lower(name)`,
    designations: sql`select name from master_values where is_active and master_type = 'Designation' order by order_id nulls last, lower(name)`,
  });
  return { ...o, designations: o.designations.map((d) => d.name) };
}
