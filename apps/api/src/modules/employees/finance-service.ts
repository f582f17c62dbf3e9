import type { Tx } from '../../platform/db.ts';
import { forbidden } from '../../platform/errors.ts';
import { approverFlagsOf } from '../../platform/approver-flags.ts';
import { esopDocumentRows, isEsopAllotted } from './finance-queries.ts';
import { loadEmployee } from './profile-service.ts';
import { type Viewer } from '../../platform/viewer.ts';
import { isHr } from './viewer.ts';

/** Self, or HR for anyone. */
function assertSelfOrHr(v: Viewer, employeeId: string) {
  if (v.employeeId !== employeeId && !isHr(v)) throw forbidden();
}

export async function approverFlags(tx: Tx, v: Viewer, employeeNumber: string) {
  const row = await loadEmployee(tx, employeeNumber);
  assertSelfOrHr(v, row.id);
  return approverFlagsOf(tx, row.id);
}

/** SPEC §3 ESOP info; the documents go only to an employee who holds ESOPs. */
export async function esopInfo(tx: Tx, v: Viewer, employeeId: string) {
  assertSelfOrHr(v, employeeId);
  const none = { isAllotted: false, esopUserManual: null, esopUserManualName: null, esopFAQ: null, esopFAQName: null };
  if (!(await isEsopAllotted(tx, employeeId))) return none;
  const docs = await esopDocumentRows(tx);
  const manual = docs.find((d) => d.kind === 'userManual');
  const faq = docs.find((d) => d.kind === 'faq');
  return {
    isAllotted: true,
    esopUserManual: manual ? Buffer.from(manual.content).toString('base64') : null,
    esopUserManualName: manual?.fileName ?? null,
    esopFAQ: faq ? Buffer.from(faq.content).toString('base64') : null,
    esopFAQName: faq?.fileName ?? null,
  };
}
