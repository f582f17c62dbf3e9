import { describe, expect, it } from 'vitest';
import type { RoleView } from '@tenure/domain/access';
import { filterRoles, sortRoles } from './roleList.ts';

const role = (name: string, userCount: number, isActive = true, description = ''): RoleView => ({
  id: name,
  code: null,
  name,
  description,
  permissions: {},
  isActive,
  userCount,
});
const roles = [role('Employee', 12), role('Auditor', 0, false, 'Reads the audit report'), role('HR Director', 1)];

describe('roles list', () => {
  it('finds roles by words of their name or description', () => {
    expect(filterRoles(roles, 'AUDIT').map((r) => r.name)).toEqual(['Auditor']);
    expect(filterRoles(roles, 'reads report').map((r) => r.name)).toEqual(['Auditor']);
    expect(filterRoles(roles, ' ')).toHaveLength(3);
  });

  it('sorts by name, by users (most first) or active first', () => {
    expect(sortRoles(roles, 'name').map((r) => r.name)).toEqual(['Auditor', 'Employee', 'HR Director']);
    expect(sortRoles(roles, 'users').map((r) => r.name)).toEqual(['Employee', 'HR Director', 'Auditor']);
    expect(sortRoles(roles, 'status').map((r) => r.name)).toEqual(['Employee', 'HR Director', 'Auditor']);
  });
});
