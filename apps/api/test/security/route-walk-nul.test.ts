import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from '../harness.ts';

const NUL_TEXT = 'a\u0000b';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}
interface OpenApiOperation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** A JSON value of the schema's shape with every string 'x', plus the dotted path of each string in it. */
function sampleOf(schema: JsonSchema | undefined, path: string[] = [], depth = 0): { value: unknown; stringPaths: string[][] } {
  const variant = schema?.anyOf?.[0] ?? schema?.oneOf?.[0] ?? schema?.allOf?.[0];
  if (variant) return sampleOf(variant, path, depth);
  const type = [schema?.type ?? 'string'].flat()[0];
  if (type === 'object' && schema?.properties && depth < 4) {
    const value: Record<string, unknown> = {};
    const stringPaths: string[][] = [];
    for (const [key, property] of Object.entries(schema.properties)) {
      const sample = sampleOf(property, [...path, key], depth + 1);
      value[key] = sample.value;
      stringPaths.push(...sample.stringPaths);
    }
    return { value, stringPaths };
  }
  if (type === 'array' && depth < 4) {
    const sample = sampleOf(schema?.items, [...path, '0'], depth + 1);
    return { value: [sample.value], stringPaths: sample.stringPaths };
  }
  if (type === 'integer' || type === 'number') return { value: 1, stringPaths: [] };
  if (type === 'boolean') return { value: true, stringPaths: [] };
  return { value: 'x', stringPaths: [path] };
}

function withNulAt(value: unknown, path: string[]): unknown {
  if (path.length === 0) return NUL_TEXT;
  const copy = structuredClone(value) as Record<string, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[path.at(-1)!] = NUL_TEXT;
  return copy;
}

/**
 * Item 21's walk: every route, with a NUL in each path parameter, each query parameter and each
 * string field of its JSON body in turn (one NUL per request), signed in as superadmin: no 5xx.
 * Routes come from app.registeredRoutes; parameter and body shapes from the OpenAPI document built
 * from the same schemas.
 */
describeEachDatabase('every route with a NUL in each input', (kind) => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
    headers = (await loginAs(t.app, 'superadmin')).headers;
  });
  afterAll(() => t.close());

  it('no request answers 5xx', async () => {
    const openApi = t.app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
    const routes = t.app.registeredRoutes.filter((r) => r.url.startsWith('/api') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD' && r.method !== 'OPTIONS');
    const failures: string[] = [];
    let requests = 0;
    for (const route of routes) {
      const openApiPath = route.url.replace(/:(\w+)/g, '{$1}');
      const operation = openApi.paths[openApiPath]?.[route.method.toLowerCase()] ?? {};
      const pathParams = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      const queryParams = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const hasBody = !['GET', 'DELETE'].includes(route.method);
      const body = hasBody ? sampleOf(operation.requestBody?.content?.['application/json']?.schema ?? { type: 'object', properties: { name: { type: 'string' } } }) : null;

      const urlWith = (nulParam: string | null, nulQuery: string | null) => {
        const path = route.url.replace(/:(\w+)/g, (_, name: string) => (name === nulParam ? encodeURIComponent(NUL_TEXT) : 'x'));
        const query = queryParams.map((name) => `${name}=${name === nulQuery ? encodeURIComponent(NUL_TEXT) : 'x'}`);
        if (nulParam === null && nulQuery === '*unknown*') query.push(`q=${encodeURIComponent(NUL_TEXT)}`);
        return query.length ? `${path}?${query.join('&')}` : path;
      };
      const variants: { url: string; payload?: unknown; what: string }[] = [
        ...pathParams.map((name) => ({ url: urlWith(name, null), payload: body?.value, what: `path :${name}` })),
        ...queryParams.map((name) => ({ url: urlWith(null, name), payload: body?.value, what: `query ${name}` })),
        ...(body?.stringPaths ?? []).map((path) => ({ url: urlWith(null, null), payload: withNulAt(body!.value, path), what: `body ${path.join('.') || '(string)'}` })),
      ];
      if (variants.length === 0) variants.push({ url: urlWith(null, '*unknown*'), what: 'query q' });

      for (const variant of variants) {
        requests++;
        const reply = await t.app.inject({
          method: route.method as 'GET',
          url: variant.url,
          headers,
          ...(variant.payload === undefined ? {} : { payload: variant.payload as object }),
        });
        if (reply.statusCode >= 500) failures.push(`${route.method} ${route.url} (${variant.what}): ${reply.statusCode} ${reply.body.slice(0, 120)}`);
      }
    }
    expect(routes.length).toBeGreaterThan(100);
    expect(requests).toBeGreaterThan(routes.length);
    expect(failures).toEqual([]);
  }, 240_000);
});
