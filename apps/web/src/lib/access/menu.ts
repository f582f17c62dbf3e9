import { matchPath } from 'react-router';
import { isEmptyPermissionMap } from '@tenure/domain/access';
import { isFlagOn, meetsRequirement, type AccessContext } from './access.ts';
import { MENU_GROUPS, MENU_GROUP_SPECS, type FeatureRoute, type MenuGroupId } from './routes.ts';

export interface MenuGroup {
  id: MenuGroupId;
  items: readonly FeatureRoute[];
}

let installed: readonly FeatureRoute[] = [];

/**
 * The app shell hands over every feature's routes once, before the first render (app/router.tsx):
 * the menu and the guards of every page, and the pages that ask whether a link may be shown, read them.
 */
export function installRoutes(routes: readonly FeatureRoute[]): void {
  installed = routes;
}

function isOpen(route: FeatureRoute, ctx: AccessContext): boolean {
  return isFlagOn(route.flag, ctx) && meetsRequirement(route.requires, ctx);
}

/** The sidebar of SPEC §6: groups the user may open, each with the entries they may reach. Empty map, empty menu. */
export function buildMenu(ctx: AccessContext): MenuGroup[] {
  if (isEmptyPermissionMap(ctx.permissions)) return [];
  return MENU_GROUPS.flatMap((id) => {
    const spec = MENU_GROUP_SPECS.find((g) => g.id === id);
    if (!spec || !isFlagOn(spec.flag, ctx) || (spec.requires && !meetsRequirement(spec.requires, ctx))) return [];
    const items = installed
      .filter((route) => route.menu?.group === id && isOpen(route, ctx))
      .sort((a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0));
    return items.length > 0 ? [{ id, items }] : [];
  });
}

export type RouteAccess = 'allowed' | 'notAuthorized' | 'notFound';

/**
 * A page whose flags are all off does not exist for the tenant (not found); otherwise the user
 * needs the requirement of at least one route on that path (not authorized).
 */
export function routeAccess(path: string, ctx: AccessContext): RouteAccess {
  const onPath = installed.filter((route) => route.path === path && isFlagOn(route.flag, ctx));
  if (onPath.length === 0) return 'notFound';
  return onPath.some((route) => meetsRequirement(route.requires, ctx)) ? 'allowed' : 'notAuthorized';
}

/** Whether the page at this address shows the header only (SPEC §2 /pms-self-review "no sidebar"). */
export function hidesSidebar(pathname: string): boolean {
  return installed.some((route) => route.withoutSidebar === true && matchPath(route.path, pathname) !== null);
}
