import { describe, expect, it } from 'vitest';
import { CATALOGUE, MODULES } from '@tenure/domain/access';
import {
  EDITOR_MODULES,
  checkState,
  filterModules,
  permissionMapOfSelection,
  selectedKeys,
  toggleAll,
  toggleKey,
} from './roleKeys.ts';

const admin = EDITOR_MODULES.find((m) => m.module === 'ADMINISTRATION')!;

describe('role editor keys', () => {
  it('lists every module and key of the catalogue with a readable name', () => {
    expect(EDITOR_MODULES.map((m) => m.module)).toEqual([...MODULES]);
    for (const module of EDITOR_MODULES) {
      expect(module.keys).toHaveLength(
        CATALOGUE[module.module].sections.length + CATALOGUE[module.module].features.length,
      );
    }
    expect(admin.keys.find((k) => k.key === 'ManageRoles')).toMatchObject({
      id: 'ADMINISTRATION.featureAccess.ManageRoles',
      name: 'Manage roles',
    });
  });

  it('turns a selection into a permission map and back', () => {
    const selection = new Set(['ADMINISTRATION.featureAccess.ManageRoles', 'DASHBOARD.sectionAccess.Dashboard']);
    const map = permissionMapOfSelection(selection);
    expect(map).toEqual({
      DASHBOARD: { sectionAccess: { Dashboard: true }, featureAccess: {} },
      ADMINISTRATION: { sectionAccess: {}, featureAccess: { ManageRoles: true } },
    });
    expect(selectedKeys(map)).toEqual(selection);
    expect(selectedKeys({ DASHBOARD: { sectionAccess: { Dashboard: false }, featureAccess: {} } }).size).toBe(0);
  });

  it('filters keys by name, description or key, and shows a whole module when its name matches', () => {
    const roles = filterModules('roles');
    expect(roles.flatMap((m) => m.keys.map((k) => k.key))).toEqual(
      expect.arrayContaining(['ManageRoles', 'ManageUserEntityRoles']),
    );
    expect(
      roles.every((m) => m.keys.length < CATALOGUE[m.module].sections.length + CATALOGUE[m.module].features.length),
    ).toBe(true);
    expect(filterModules('leave management')[0]!.keys).toHaveLength(5);
    expect(filterModules('  ')).toHaveLength(MODULES.length);
    expect(filterModules('zzz-nothing')).toEqual([]);
  });

  it('select-all is checked, indeterminate or clear, and toggles the listed keys only', () => {
    const two = admin.keys.slice(0, 2);
    expect(checkState(two, new Set())).toBe('none');
    const one = toggleKey(two[0]!.id, new Set());
    expect(checkState(two, one)).toBe('some');
    const both = toggleAll(two, one);
    expect(checkState(two, both)).toBe('all');
    expect(checkState(admin.keys, both)).toBe('some');
    expect(toggleAll(two, both).size).toBe(0);
    expect(toggleKey(two[0]!.id, one).size).toBe(0);
  });
});
