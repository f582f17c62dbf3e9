import { afterAll, beforeAll, expect, it } from 'vitest';
import { hasAccess, type AccessKey, type PermissionMap } from '@tenure/domain/access';
import type { RouteAccess } from '../src/platform/context.ts';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from './harness.ts';
import type { DemoUser, ModuleProbes, ProbeContext, ScopeProbe } from './scope-probes/probe.ts';
import { hrisProbes } from './scope-probes/hris.ts';
import { leaveProbes } from './scope-probes/leave.ts';
import { peopleProbes } from './scope-probes/people.ts';
import { performanceProbes } from './scope-probes/performance.ts';
import { timesheetProbes } from './scope-probes/timesheets.ts';

/** Every module's table; a scoped route in none of them fails the walk. */
const MODULES: ModuleProbes[] = [leaveProbes, peopleProbes, timesheetProbes, performanceProbes, hrisProbes];

const DEMO_USERS: readonly DemoUser[] = [
  'superadmin',
  'hrdirector',
  'hrexec01',
  'manager01',
  'employee01',
  'consult01',
  'projmgr01',
  'approver01',
];

interface OpenApiOperation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

const keyOf = (access: RouteAccess | undefined): AccessKey[] =>
  !access ? [] : 'requires' in access ? [access.requires] : 'requiresAll' in access ? [...access.requiresAll] : [];
const declaredScope = (access: RouteAccess | undefined) =>
  access && 'scope' in access && access.scope ? access.scope : null;

/**
 * The route walk of scopes: every route that declares a scope narrower than `all` has a probe (a
 * demo viewer outside the scope gets nothing), and every route that requires a key answers 403 to
 * a demo viewer without it.
 */
describeEachDatabase('every scoped route, called by a viewer outside its scope', (kind) => {
  let t: TestApp;
  const sessions = new Map<DemoUser, Record<string, string>>();
  const permissions = new Map<DemoUser, PermissionMap>();
  const context: ProbeContext = {
    value: async (sql, ...params) => {
      const { rows } = await t.database.executeSql(sql, params);
      const first = rows[0] as Record<string, unknown> | undefined;
      if (!first) throw new Error(`no row for ${sql}`);
      return String(Object.values(first)[0]);
    },
    values: async (sql, ...params) => {
      const { rows } = await t.database.executeSql(sql, params);
      if (rows.length === 0) throw new Error(`no rows for ${sql}`);
      return rows.map((row) => String(Object.values(row as Record<string, unknown>)[0]));
    },
  };
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
    for (const user of DEMO_USERS) {
      const { headers } = await loginAs(t.app, user);
      sessions.set(user, headers);
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/user-entity-permissions', headers });
      permissions.set(user, res.json().permissions as PermissionMap);
    }
  }, 300_000);
  afterAll(() => t.close());

  const apiRoutes = () =>
    t.app.registeredRoutes.filter((r) => r.url.startsWith('/api') && r.method !== 'HEAD' && r.method !== 'OPTIONS');

  it('each route with a narrower scope than all has a probe, and nothing comes back', async () => {
    const probes = new Map<string, ScopeProbe>(MODULES.flatMap((m) => Object.entries(m.probes)));
    const unprobed = new Map<string, string>(MODULES.flatMap((m) => Object.entries(m.unprobed ?? {})));
    const openApi = t.app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
    const scoped = apiRoutes().filter((r) => {
      const scope = declaredScope(r.access);
      return scope !== null && scope !== 'all';
    });
    const routeKeys = new Set(scoped.map((r) => `${r.method} ${r.url}`));
    const failures: string[] = [];
    for (const key of [...probes.keys(), ...unprobed.keys()])
      if (!routeKeys.has(key)) failures.push(`${key}: a probe for no scoped route`);
    for (const route of scoped) {
      const key = `${route.method} ${route.url}`;
      const probe = probes.get(key);
      if (!probe) {
        if (!unprobed.has(key)) failures.push(`${key}: no probe`);
        continue;
      }
      if (unprobed.has(key)) failures.push(`${key}: probed and listed as unprobed`);
      if ('implicit' in probe) {
        const operation = openApi.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()] ?? {};
        const fields = [
          ...(operation.parameters ?? []).map((p) => `${p.in}:${p.name}`),
          ...Object.keys(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
        ];
        const naming = fields.filter((f) => f.startsWith('path:') || /employee/i.test(f));
        if (naming.length) failures.push(`${key}: said to name nobody, takes ${naming.join(', ')}`);
        continue;
      }
      const user = permissions.get(probe.as)!;
      if (!keyOf(route.access).every((k) => hasAccess(user, k))) failures.push(`${key}: ${probe.as} lacks the key`);
      const url = typeof probe.url === 'string' ? probe.url : await probe.url(context).catch((e: Error) => e);
      if (url instanceof Error) {
        failures.push(`${key}: ${url.message}`);
        continue;
      }
      const res = await t.app.inject({
        method: route.method as 'GET',
        url,
        headers: sessions.get(probe.as)!,
        ...(probe.payload ? { payload: probe.payload } : {}),
      });
      if ('expect' in probe) {
        if (res.statusCode !== probe.expect)
          failures.push(`${key}: ${probe.as} got ${res.statusCode}, not ${probe.expect}`);
      } else if (res.statusCode !== 200) {
        failures.push(`${key}: ${probe.as} got ${res.statusCode} ${res.body.slice(0, 200)}`);
      } else {
        const without = typeof probe.without === 'function' ? await probe.without(context) : probe.without;
        const seen = without.filter((text) => res.body.includes(text));
        if (seen.length) failures.push(`${key}: ${probe.as} sees ${seen.join(', ')}`);
      }
    }
    expect(failures).toEqual([]);
    expect(scoped.length).toBeGreaterThan(100);
  }, 300_000);

  it('each route that requires a key answers 403 to a demo viewer without it', async () => {
    const failures: string[] = [];
    let probed = 0;
    for (const route of apiRoutes()) {
      const keys = keyOf(route.access);
      if (keys.length === 0) continue;
      const outsider = DEMO_USERS.find((u) => !keys.every((k) => hasAccess(permissions.get(u)!, k)));
      if (!outsider) continue;
      probed += 1;
      const url = route.url.replace(/:(\w+)/g, '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b').replace(/\*$/, 'x');
      const res = await t.app.inject({ method: route.method as 'GET', url, headers: sessions.get(outsider)! });
      // A route behind a feature flag the tenant has off answers 404 to everyone.
      if (res.statusCode !== 403 && !(route.flag && res.statusCode === 404))
        failures.push(`${route.method} ${route.url}: ${outsider} got ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
    expect(probed).toBeGreaterThan(300);
  }, 300_000);
});
