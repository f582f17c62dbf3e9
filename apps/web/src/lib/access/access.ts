import { hasAccess, type AccessKey, type PermissionMap } from '@tenure/domain/access';
import type { FlagKey } from '@tenure/domain/flags';

/** Everything the §6 menu rules and the route guards look at. */
export interface AccessContext {
  permissions: PermissionMap;
  flags: Partial<Record<FlagKey, boolean>>;
  isEmployee: boolean;
  isReportingManager: boolean;
  isContractor: boolean;
  isDesignatedApprover: boolean;
  assignedAsProjectManager: boolean;
  isEsopAllotted: boolean;
  /** SPEC §6: a Resigned user with an exit survey assigned (the exit survey menu entry). */
  hasExitSurvey: boolean;
}

/** What a route or menu group needs: all of `all`, at least one of `anyOf`, and `when` when given. */
export interface AccessRequirement {
  all?: readonly AccessKey[];
  anyOf?: readonly AccessKey[];
  when?: (ctx: AccessContext) => boolean;
}

export function meetsRequirement(requirement: AccessRequirement, ctx: AccessContext): boolean {
  const { all = [], anyOf, when } = requirement;
  if (!all.every((key) => hasAccess(ctx.permissions, key))) return false;
  if (anyOf && !anyOf.some((key) => hasAccess(ctx.permissions, key))) return false;
  return when ? when(ctx) : true;
}

/** A flag the tenant has not turned on hides the route as if it did not exist. */
export function isFlagOn(flag: FlagKey | undefined, ctx: AccessContext): boolean {
  return flag === undefined || ctx.flags[flag] === true;
}
