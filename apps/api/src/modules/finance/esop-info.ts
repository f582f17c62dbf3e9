import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../platform/db.ts';
import { forbidden } from '../../platform/errors.ts';
import { isEsopAllotted } from './esop-allotment.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { managesEsop } from './access.ts';

/** SPEC §3 ESOP info, for the employee themselves or ESOP HR; the documents go only to an employee who holds a grant. */
export async function esopInfo(tx: Tx, v: Viewer, employeeId: string) {
  if (v.employeeId !== employeeId && !managesEsop(v)) throw forbidden();
  const none = { isAllotted: false, esopUserManual: null, esopUserManualName: null, esopFAQ: null, esopFAQName: null };
  if (!(await isEsopAllotted(tx, employeeId))) return none;
  const docs = await queryRows<{ kind: string; fileName: string; content: Uint8Array }>(tx, sql`select kind, file_name as "fileName", content from esop_documents`);
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
