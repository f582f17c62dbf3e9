import { sql } from 'drizzle-orm';
import type { VendorView } from '@tenure/domain/vendors';
import { queryRows, type Tx } from '../../../platform/db.ts';

const selectVendors = (where: ReturnType<typeof sql>, lock = false) => sql`
  select v.id, v.name, v.vendor_type_id as "vendorTypeId", m.name as "vendorType", v.contact_name as "contactName",
         v.contact_email as "contactEmail", v.is_active as "isActive",
         (select count(*)::int from consultant_contracts c where lower(c.vendor_name) = lower(v.name)) as contracts
    from vendors v left join master_values m on m.id = v.vendor_type_id
   where ${where}
   order by lower(v.name)
   ${lock ? sql`for update of v` : sql``}`;

export const listVendors = (tx: Tx, activeOnly: boolean) =>
  queryRows<VendorView>(tx, selectVendors(activeOnly ? sql`v.is_active` : sql`true`));

/** `lock` holds the row until commit, so concurrent edits of one vendor apply one after the other. */
export async function findVendor(tx: Tx, id: string, lock = false): Promise<VendorView | undefined> {
  return (await queryRows<VendorView>(tx, selectVendors(sql`v.id = ${id}`, lock)))[0];
}

export async function nameTakenByOther(tx: Tx, name: string, exceptId?: string): Promise<boolean> {
  const rows = await queryRows(
    tx,
    sql`select 1 from vendors where lower(name) = lower(${name}) and id is distinct from ${exceptId ?? null}::uuid`,
  );
  return rows.length > 0;
}

export async function isVendorType(tx: Tx, id: string): Promise<boolean> {
  return (
    (await queryRows(tx, sql`select 1 from master_values where id = ${id} and master_type = 'VendorType'`)).length > 0
  );
}

/** A renamed vendor keeps its consultants: their contracts name it by its new name. */
export const renameOnContracts = (tx: Tx, from: string, to: string) =>
  tx.execute(
    sql`update consultant_contracts set vendor_name = ${to}, updated_at = now() where lower(vendor_name) = lower(${from}) and vendor_name <> ${to}`,
  );
