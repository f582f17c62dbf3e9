import { section } from '@tenure/domain/access';
import { canSeeComponentKind, type BizComponentKind } from '@tenure/domain/org';
import { forbidden } from '../../platform/errors.ts';
import type { Viewer } from '../../platform/viewer.ts';

/*
 * Who may see or change the organisation's records. Refusal rule: a record the viewer may not
 * know exists is a 404 (notFound); one they may know of but not act on is a 403 (forbidden).
 * The tabs of the organisation structure are known to everyone who sees the page, so a hidden
 * tab's component type is a 403.
 */

/** Masters, geography, locations and departments are changed by master-data admins only. */
export const MASTER_DATA = { requires: section('ADMINISTRATION', 'MasterData'), scope: 'all' } as const;
/** Viewing the organisation structure and hierarchy. */
export const VIEW_ORGANIZATION = { requires: section('ORGANIZATION', 'Organization'), scope: 'all' } as const;
/** Changing the organisation structure (its component types and components). */
export const SETUP_ORGANIZATION = {
  requires: section('ADMINISTRATION', 'SetupOrganizationStructure'),
  scope: 'all',
} as const;

/** Whether the viewer sees components of this kind (SPEC §6: some tabs need their own section). */
export const canSeeComponent = (v: Viewer, kind: BizComponentKind) => canSeeComponentKind(kind, v.permissions);

export function assertCanSeeComponent(v: Viewer, kind: BizComponentKind): void {
  if (!canSeeComponent(v, kind)) throw forbidden();
}
