import { sql } from 'drizzle-orm';
import { CONTRACT_END_REMINDER_DAYS, ONBOARDING_MESSAGES, type ConsultantView } from '@tenure/domain/onboarding';
import { addDays } from '@tenure/domain/policies';
import { queryRows, type Tx } from '../../platform/db.ts';
import type { Mailer } from '../../platform/mail.ts';
import { notifyMany, tenantDateFormat, type Notice } from '../../platform/notifications.ts';
import { hrOfEntities } from './hr-recipients.ts';
import { employedOn } from '../../platform/employment.ts';

/** Current consultants and contractors with their contracts, the soonest ending first. */
export function listConsultants(tx: Tx): Promise<ConsultantView[]> {
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

/**
 * HR of each consultant's entity hears, on the day, of every contract ending in exactly 30 or 7
 * days (CONTRACT_END_REMINDER_DAYS). The queue runs the job once per tenant and day, so each
 * reminder goes out once. Returns the outbox ids and how many contracts were due.
 */
export async function remindContractEnds(tx: Tx, tenantCode: string, mailer: Mailer, asOf: string) {
  const days = CONTRACT_END_REMINDER_DAYS.map((n) => addDays(asOf, n));
  const due = await queryRows<{ legal_entity_id: string; name: string; number: string; vendor: string; end_date: string }>(
    tx,
    sql`select e.legal_entity_id, e.display_name as name, e.employee_number as number, c.vendor_name as vendor, c.end_date::text as end_date
          from consultant_contracts c join employees e on e.id = c.employee_id and ${employedOn(asOf)}
         where c.end_date::text in (select jsonb_array_elements_text(${JSON.stringify(days)}::jsonb))`,
  );
  if (due.length === 0) return { mailIds: [], reminded: 0 };
  const format = await tenantDateFormat(tx, tenantCode);
  const notices: Notice[] = [];
  // One query per entity with contracts due (a handful), not per contract.
  const hrOf = new Map<string, { user_id: string; email: string }[]>();
  for (const entityId of new Set(due.map((d) => d.legal_entity_id))) hrOf.set(entityId, await queryRows(tx, hrOfEntities([entityId], null)));
  for (const contract of due) {
    const recipients = hrOf.get(contract.legal_entity_id)!;
    const inDays = CONTRACT_END_REMINDER_DAYS[days.indexOf(contract.end_date)]!;
    for (const r of recipients) {
      notices.push({
        tenantCode,
        to: { userId: r.user_id, email: r.email },
        title: ONBOARDING_MESSAGES.contractEndTitle(contract.name, inDays),
        body: ONBOARDING_MESSAGES.contractEndBody(contract.name, contract.number, contract.vendor, contract.end_date, format),
        link: `/employee-profile?empNumber=${encodeURIComponent(contract.number)}`,
      });
    }
  }
  return { mailIds: await notifyMany(tx, mailer, notices), reminded: due.length };
}
