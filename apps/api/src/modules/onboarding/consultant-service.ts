import { CONTRACT_END_REMINDER_DAYS, type ConsultantView } from '@tenure/domain/onboarding';
import { addDays } from '@tenure/domain/policies';
import type { Tx } from '../../platform/db.ts';
import type { Mailer } from '../../platform/mail.ts';
import { notifyMany, type Notice, type Recipient } from '../../platform/notifications.ts';
import { consultantRows, contractsEndingOn } from './consultant-queries.ts';
import { hrRecipients } from './onboarding-queries.ts';

/** Current consultants and contractors with their contracts, the soonest ending first. */
export function listConsultants(tx: Tx): Promise<ConsultantView[]> {
  return consultantRows(tx);
}

/**
 * HR of each consultant's entity hears, on the day, of every contract ending in exactly 30 or 7
 * days (CONTRACT_END_REMINDER_DAYS). The queue runs the job once per tenant and day, so each
 * reminder goes out once. Returns the outbox ids and how many contracts were due.
 */
export async function remindContractEnds(tx: Tx, tenantCode: string, mailer: Mailer, asOf: string) {
  const days = CONTRACT_END_REMINDER_DAYS.map((n) => addDays(asOf, n));
  const due = await contractsEndingOn(tx, asOf, days);
  if (due.length === 0) return { mailIds: [], reminded: 0 };
  const notices: Notice[] = [];
  // One query per entity with contracts due (a handful), not per contract.
  const hrOf = new Map<string, Recipient[]>();
  for (const entityId of new Set(due.map((d) => d.legal_entity_id)))
    hrOf.set(entityId, await hrRecipients(tx, [entityId], null));
  for (const contract of due) {
    const recipients = hrOf.get(contract.legal_entity_id)!;
    const inDays = CONTRACT_END_REMINDER_DAYS[days.indexOf(contract.end_date)]!;
    for (const r of recipients) {
      notices.push({
        tenantCode,
        to: r,
        says: (texts) =>
          texts.contractEnds({
            name: contract.name,
            number: contract.number,
            vendor: contract.vendor,
            endDate: contract.end_date,
            days: inDays,
          }),
        link: `/employee-profile?empNumber=${encodeURIComponent(contract.number)}`,
      });
    }
  }
  return { mailIds: await notifyMany(tx, mailer, notices), reminded: due.length };
}
