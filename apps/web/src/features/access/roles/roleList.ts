import type { RoleView } from '@tenure/domain/access';

export const ROLE_SORTS = ['name', 'users', 'status'] as const;
export type RoleSort = (typeof ROLE_SORTS)[number];

/** Roles whose name or description contains every typed word, whatever the case. */
export function filterRoles(roles: readonly RoleView[], search: string): RoleView[] {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return roles.filter((role) => words.every((word) => `${role.name} ${role.description}`.toLowerCase().includes(word)));
}

const byName = (a: RoleView, b: RoleView) => a.name.localeCompare(b.name);

/** By name; by most users first; or active roles first. Ties go by name. */
export function sortRoles(roles: readonly RoleView[], sort: RoleSort): RoleView[] {
  const order: Record<RoleSort, (a: RoleView, b: RoleView) => number> = {
    name: byName,
    users: (a, b) => b.userCount - a.userCount || byName(a, b),
    status: (a, b) => Number(b.isActive) - Number(a.isActive) || byName(a, b),
  };
  return [...roles].sort(order[sort]);
}
