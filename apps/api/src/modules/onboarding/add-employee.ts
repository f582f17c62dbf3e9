import { sql } from 'drizzle-orm';
import { isContractor } from '@tenure/domain/access';
import { ONBOARDING_MESSAGES, parseOnboardingRow, type DraftType, type OnboardedView } from '@tenure/domain/onboarding';
import type { Tx } from '../../platform/db.ts';
import { badRequest, toFieldErrors } from '../../platform/errors.ts';
import { onboardEmployees, type OnboardingContext } from './onboard-employees.ts';

/** A 400 naming each field (dotted paths of the form: 'personal.nationalId'). */
function refused(fieldErrors: Record<string, string>): never {
  throw badRequest(Object.values(fieldErrors)[0] ?? ONBOARDING_MESSAGES.unknownMasterValue, fieldErrors);
}

/**
 * The stepped form's completion: one person through the batch service, in the request's one
 * transaction; the draft it was resumed from (if any) goes with it. The consultant form takes
 * only the contractor types; Add Employee takes every employment type (SPEC §6 lists the
 * contractor types among them).
 */
export async function addEmployee(
  tx: Tx,
  ctx: OnboardingContext,
  raw: unknown,
  kind: Exclude<DraftType, 'jobOnboarding'>,
  draftId: string | undefined,
): Promise<{ view: OnboardedView; mailIds: string[] }> {
  const parsed = parseOnboardingRow(raw);
  if (!parsed.success) refused(toFieldErrors(parsed.error.issues));
  if (kind === 'consultant' && !isContractor(parsed.data.job.employmentType)) refused({ 'job.employmentType': ONBOARDING_MESSAGES.notAContractor });
  const outcome = await onboardEmployees(tx, ctx, [parsed.data]);
  if (outcome.errors.length > 0) refused(Object.fromEntries(outcome.errors.map((e) => [e.field, e.message])));
  if (draftId) await tx.execute(sql`delete from onboarding_drafts where id = ${draftId}`);
  const [created] = outcome.created;
  return { view: { employeeId: created!.employeeId, employeeNumber: created!.employeeNumber, displayName: created!.displayName, username: created!.username }, mailIds: outcome.mailIds };
}
