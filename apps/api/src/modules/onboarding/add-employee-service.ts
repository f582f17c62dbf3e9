import { isContractor } from '@tenure/domain/access';
import { ONBOARDING_MESSAGES, parseOnboardingRow, type DraftType, type OnboardedView } from '@tenure/domain/onboarding';
import type { Tx } from '../../platform/db.ts';
import { entitiesInScope } from '../../platform/entity-grants.ts';
import { badRequest, toFieldErrors } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { onboardEmployees, type OnboardingContext } from './onboarding-service.ts';
import { deleteDraftById } from './draft-queries.ts';
import type { OnboardingRequestInput } from './route-input.ts';

/** One person from the stepped form: the body as sent (parsed here by its country's rules), the form it came from and the draft it was resumed from. */
export interface AddEmployeeInput extends OnboardingRequestInput {
  row: unknown;
  kind: Exclude<DraftType, 'jobOnboarding'>;
  draftId: string | undefined;
}

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
  v: Viewer,
  input: AddEmployeeInput,
  deps: { mailer: Mailer },
): Promise<{ view: OnboardedView; mailIds: string[] }> {
  const { kind, draftId } = input;
  const parsed = parseOnboardingRow(input.row);
  if (!parsed.success) refused(toFieldErrors(parsed.error.issues));
  if (kind === 'consultant' && !isContractor(parsed.data.job.employmentType))
    refused({ 'job.employmentType': ONBOARDING_MESSAGES.notAContractor });
  const ctx: OnboardingContext = {
    tenant: { code: v.tenantCode, name: input.tenantName },
    actorUserId: v.userId,
    entities: entitiesInScope(v.scope),
    permissions: v.permissions,
    requestId: v.requestId,
    flags: input.flags,
    mailer: deps.mailer,
    origin: input.origin,
  };
  const outcome = await onboardEmployees(tx, ctx, [parsed.data]);
  if (outcome.errors.length > 0) refused(Object.fromEntries(outcome.errors.map((e) => [e.field, e.message])));
  if (draftId) await deleteDraftById(tx, draftId);
  const [created] = outcome.created;
  return {
    view: {
      employeeId: created!.employeeId,
      employeeNumber: created!.employeeNumber,
      displayName: created!.displayName,
      username: created!.username,
    },
    mailIds: outcome.mailIds,
  };
}
