import type { SQL } from 'drizzle-orm';
import { section } from '@tenure/domain/access';
import { entitiesInScope } from '../../platform/entity-grants.ts';
import type { Viewer } from '../../platform/viewer.ts';

/*
 * Who may see what in the vendors module. Refusal rule: a record the viewer may not know exists is a
 * 404 (notFound); one they may know but not act on is a 403 (forbidden). The dashboard has no single
 * records: a viewer simply sees the consultants of the entities below, and the route's access key
 * (config.access) refuses a viewer without the dashboard with a 403.
 */

/** The key that opens the vendor dashboard, in whichever legal entity a role of the viewer grants it. */
export const VENDOR_DASHBOARD = section('CLIENTS_AND_PROJECTS', 'VendorDashboard');

/** The legal entities whose consultants the viewer sees: the route's entity scope (where a role of theirs grants the dashboard). */
export const dashboardEntities = (v: Viewer): SQL => entitiesInScope(v.scope);
