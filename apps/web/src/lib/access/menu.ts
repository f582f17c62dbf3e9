import { isEmptyPermissionMap } from '@tenure/domain/access';
import { isFlagOn, meetsRequirement, type AccessContext } from './access.ts';
import { DESTINATIONS, MENU_GROUPS, MENU_GROUP_SPECS, type Destination, type MenuGroupId } from './destinations.ts';

export interface MenuGroup {
  id: MenuGroupId;
  items: readonly Destination[];
}

function isOpen(destination: Destination, ctx: AccessContext): boolean {
  return isFlagOn(destination.flag, ctx) && meetsRequirement(destination.requires, ctx);
}

/** The sidebar of SPEC §6: groups the user may open, each with the entries they may reach. Empty map, empty menu. */
export function buildMenu(ctx: AccessContext): MenuGroup[] {
  if (isEmptyPermissionMap(ctx.permissions)) return [];
  return MENU_GROUPS.flatMap((id) => {
    const spec = MENU_GROUP_SPECS.find((g) => g.id === id);
    if (!spec || !isFlagOn(spec.flag, ctx) || (spec.requires && !meetsRequirement(spec.requires, ctx))) return [];
    const items = DESTINATIONS.filter((d) => d.menu === id && isOpen(d, ctx));
    return items.length > 0 ? [{ id, items }] : [];
  });
}

export type RouteAccess = 'allowed' | 'notAuthorized' | 'notFound';

/**
 * A page whose flags are all off does not exist for the tenant (not found); otherwise the user
 * needs the requirement of at least one destination on that path (not authorized).
 */
export function routeAccess(path: string, ctx: AccessContext): RouteAccess {
  const onPath = DESTINATIONS.filter((d) => d.path === path && isFlagOn(d.flag, ctx));
  if (onPath.length === 0) return 'notFound';
  return onPath.some((d) => meetsRequirement(d.requires, ctx)) ? 'allowed' : 'notAuthorized';
}

/** One route per path; destinations sharing a path (tabs) share the page. */
export const ROUTED_DESTINATIONS: readonly Destination[] = DESTINATIONS.filter(
  (d, index) => DESTINATIONS.findIndex((other) => other.path === d.path) === index,
);
