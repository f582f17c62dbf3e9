import { describe, expect, it } from 'vitest';
import {
  describeAccessKey,
  feature,
  hasAccess,
  isEmptyPermissionMap,
  keysNotHeld,
  mergePermissionMaps,
  permissionMapOf,
  permissionMapSchema,
  section,
  type PermissionMap,
} from './index.ts';

const dashboard = section('DASHBOARD', 'Dashboard');
const chatbot = feature('DASHBOARD', 'ShowChatbot');
const myTeam = section('EMPLOYEE', 'MyTeam');

describe('access keys', () => {
  it('refuses a misspelt key or a key of another module at compile time', () => {
    // @ts-expect-error 'Dashbord' is not a DASHBOARD section
    const misspelt = section('DASHBOARD', 'Dashbord');
    // @ts-expect-error MyTeam belongs to EMPLOYEE
    const wrongModule = section('DASHBOARD', 'MyTeam');
    // @ts-expect-error ShowChatbot is a feature, not a section
    const wrongKind = section('DASHBOARD', 'ShowChatbot');
    const granted = permissionMapOf([dashboard, chatbot, myTeam]);
    expect([misspelt, wrongModule, wrongKind].map((key) => hasAccess(granted, key))).toEqual([false, false, false]);
  });

  it('describes a key for logs', () => {
    expect(describeAccessKey(dashboard)).toBe('DASHBOARD.section.Dashboard');
    expect(describeAccessKey(chatbot)).toBe('DASHBOARD.feature.ShowChatbot');
  });
});

describe('hasAccess', () => {
  const map: PermissionMap = {
    DASHBOARD: { sectionAccess: { Dashboard: true }, featureAccess: { ShowChatbot: false } },
  };

  it('grants a key set to true', () => {
    expect(hasAccess(map, dashboard)).toBe(true);
  });

  it('refuses a key set to false, absent, or in an absent module', () => {
    expect(hasAccess(map, chatbot)).toBe(false);
    expect(hasAccess({}, dashboard)).toBe(false);
    expect(hasAccess(map, myTeam)).toBe(false);
  });

  it('does not confuse a section with a feature of the same module', () => {
    const sectionsOnly: PermissionMap = {
      DASHBOARD: { sectionAccess: { ShowChatbot: true }, featureAccess: {} },
    };
    expect(hasAccess(sectionsOnly, chatbot)).toBe(false);
  });
});

describe('mergePermissionMaps', () => {
  it('grants a key when any role grants it, whatever the order', () => {
    const grants: PermissionMap = { DASHBOARD: { sectionAccess: { Dashboard: true }, featureAccess: {} } };
    const denies: PermissionMap = { DASHBOARD: { sectionAccess: { Dashboard: false }, featureAccess: {} } };
    expect(hasAccess(mergePermissionMaps([grants, denies]), dashboard)).toBe(true);
    expect(hasAccess(mergePermissionMaps([denies, grants]), dashboard)).toBe(true);
  });

  it('unites modules and keeps keys no role grants as false', () => {
    const merged = mergePermissionMaps([
      permissionMapOf([dashboard]),
      { EMPLOYEE: { sectionAccess: { MyTeam: true, HrEmployeeList: false }, featureAccess: {} } },
    ]);
    expect(merged).toEqual({
      DASHBOARD: { sectionAccess: { Dashboard: true }, featureAccess: {} },
      EMPLOYEE: { sectionAccess: { MyTeam: true, HrEmployeeList: false }, featureAccess: {} },
    });
  });

  it('does not modify the maps it merges', () => {
    const first = permissionMapOf([dashboard]);
    mergePermissionMaps([first, permissionMapOf([chatbot])]);
    expect(first).toEqual({ DASHBOARD: { sectionAccess: { Dashboard: true }, featureAccess: {} } });
  });

  it('of no maps is empty', () => {
    expect(mergePermissionMaps([])).toEqual({});
  });
});

describe('isEmptyPermissionMap', () => {
  it('is true for no modules or only false keys', () => {
    expect(isEmptyPermissionMap({})).toBe(true);
    expect(
      isEmptyPermissionMap({
        DASHBOARD: { sectionAccess: { Dashboard: false }, featureAccess: { ShowChatbot: false } },
      }),
    ).toBe(true);
  });

  it('is false as soon as one key is granted', () => {
    expect(isEmptyPermissionMap(permissionMapOf([chatbot]))).toBe(false);
  });
});

describe('permissionMapSchema', () => {
  it('accepts a map of catalogue keys', () => {
    const map = permissionMapOf([dashboard, chatbot, myTeam]);
    expect(permissionMapSchema.parse(map)).toEqual(map);
  });

  it('refuses an unknown module', () => {
    expect(permissionMapSchema.safeParse({ PAYROLL: { sectionAccess: {}, featureAccess: {} } }).success).toBe(false);
  });

  it('refuses an unknown section or feature, or a key of the wrong kind', () => {
    const unknownSection = { DASHBOARD: { sectionAccess: { Dashbord: true }, featureAccess: {} } };
    const sectionAsFeature = { DASHBOARD: { sectionAccess: {}, featureAccess: { Dashboard: true } } };
    expect(permissionMapSchema.safeParse(unknownSection).success).toBe(false);
    expect(permissionMapSchema.safeParse(sectionAsFeature).success).toBe(false);
  });

  it('refuses values that are not booleans and modules without both maps', () => {
    expect(
      permissionMapSchema.safeParse({ DASHBOARD: { sectionAccess: { Dashboard: 'yes' }, featureAccess: {} } }).success,
    ).toBe(false);
    expect(permissionMapSchema.safeParse({ DASHBOARD: { sectionAccess: { Dashboard: true } } }).success).toBe(false);
  });
});

describe('keysNotHeld', () => {
  it('names every key a grant turns on that the holder lacks, and nothing else', () => {
    const held = permissionMapOf([dashboard, chatbot]);
    const granted: PermissionMap = {
      DASHBOARD: { sectionAccess: { Dashboard: true }, featureAccess: { ShowChatbot: false } },
      EMPLOYEE: {
        sectionAccess: { MyTeam: true, HrEmployeeList: false },
        featureAccess: { EmployeeGlobalSearch: true },
      },
    };
    expect(keysNotHeld(held, granted)).toEqual([
      'EMPLOYEE.sectionAccess.MyTeam',
      'EMPLOYEE.featureAccess.EmployeeGlobalSearch',
    ]);
    expect(keysNotHeld(held, permissionMapOf([dashboard]))).toEqual([]);
    expect(keysNotHeld({}, {})).toEqual([]);
  });

  it('does not count a key the holder has set to false as held', () => {
    const held: PermissionMap = { EMPLOYEE: { sectionAccess: { MyTeam: false }, featureAccess: {} } };
    expect(keysNotHeld(held, permissionMapOf([myTeam]))).toEqual(['EMPLOYEE.sectionAccess.MyTeam']);
  });
});
