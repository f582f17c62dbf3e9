import { sql } from 'drizzle-orm';
import type { ConsultantView } from '@tenure/domain/onboarding';
import { queryRows, type Tx } from '../../platform/db.ts';
import { employedOn } from '../../platform/employment.ts';

/** Current consultants and contractors with their contracts, the soonest ending first. */
export function consultantRows(tx: Tx): Promise<ConsultantView[]> {
  return queryRows<ConsultantView>(
    tx,
    sql`select e.employee_number as "employeeNumber", e.display_name as "displayName", e.employment_type as "employmentType",
               c.vendor_name as "vendorName", m.name as "vendorType", c.start_date::text as "startDate", c.end_date::text as "endDate",
               c.billing_rate::float8 as "billingRate", c.currency_id as "currencyId"
          from consultant_contracts c
          join employees e on e.id = c.employee_id and ${employedOn()}
          left join master_values m on m.id = c.vendor_type_id
         order by c.end_date, e.display_name`,
  );
}

/** Contracts of people employed on `asOf` that end on one of `days`. */
export function contractsEndingOn(tx: Tx, asOf: string, days: readonly string[]) {
  return queryRows<{ legal_entity_id: string; name: string; number: string; vendor: string; end_date: string }>(
    tx,
    sql`select e.legal_entity_id, e.display_name as name, e.employee_number as number, c.vendor_name as vendor, c.end_date::text as end_date
          from consultant_contracts c join employees e on e.id = c.employee_id and ${employedOn(asOf)}
         where c.end_date::text in (select jsonb_array_elements_text(${JSON.stringify(days)}::jsonb))`,
  );
}
