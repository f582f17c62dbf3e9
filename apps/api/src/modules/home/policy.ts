import { hasAccess } from '@tenure/domain/access';
import { DECIDER_ACCESS_KEYS } from '@tenure/domain/home';
import type { Viewer } from '../../platform/viewer.ts';

/*
 * What the home page offers whom. Home shows only the caller's own data, so it has no record to
 * refuse; were it to, the rule of every module applies: a record the viewer may not know exists
 * is a 404 (notFound), one they may know of but not act on a 403 (forbidden).
 */

/**
 * Whether the home page should offer the user their pending actions: they hold a key to decide
 * others' requests, have reportees, or something already waits for them (an approver by hierarchy
 * whose role says otherwise). A plain employee decides nothing, so "0 waiting" would mislead.
 */
export function decidesRequests(v: Viewer, reporteeCount: number, pendingActionsCount: number): boolean {
  return (
    pendingActionsCount > 0 || reporteeCount > 0 || DECIDER_ACCESS_KEYS.some((key) => hasAccess(v.permissions, key))
  );
}
