import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from '../harness.ts';

const NUL_TEXT = 'a\u0000b';
const LONE_SURROGATE = 'a\ud800b';
/** A lone surrogate cannot be percent-encoded: its would-be UTF-8 bytes are what a URL can carry. */
const SURROGATE_IN_URL = 'a%ED%A0%80b';
const DEEP_JSON = '{"a":'.repeat(5000);

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  format?: string;
  additionalProperties?: JsonSchema | boolean;
}
interface OpenApiOperation {
  parameters?: { name: string; in: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** Valid strings of the formats the schemas use, so that a request gets past validation into the service. */
const FORMATTED: Record<string, string> = {
  uuid: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  date: '2026-11-27',
  'date-time': '2026-11-27T10:00:00.000Z',
  email: 'someone@example.com',
};

/**
 * A JSON value of the schema's shape (an enum's first value, a valid string of a known format,
 * otherwise 'x'), plus the dotted path of each string in it.
 */
function sampleOf(
  schema: JsonSchema | undefined,
  path: string[] = [],
  depth = 0,
): { value: unknown; stringPaths: string[][] } {
  const variant = schema?.anyOf?.[0] ?? schema?.oneOf?.[0] ?? schema?.allOf?.[0];
  if (variant) return sampleOf(variant, path, depth);
  const type = [schema?.type ?? 'string'].flat()[0];
  if (type === 'object' && depth < 4) {
    const value: Record<string, unknown> = {};
    const stringPaths: string[][] = [];
    // A record (no declared properties) gets one entry of its values' shape.
    const extra = typeof schema?.additionalProperties === 'object' ? schema.additionalProperties : {};
    for (const [key, property] of Object.entries(schema?.properties ?? { x: extra })) {
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
  return { value: schema?.enum?.[0] ?? FORMATTED[schema?.format ?? ''] ?? 'x', stringPaths: [path] };
}

/** A copy of `value` with `text` at `path` (the whole value when the path is empty). */
function withTextAt(value: unknown, path: string[], text: string): unknown {
  if (path.length === 0) return text;
  const copy = structuredClone(value) as Record<string, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[path.at(-1)!] = text;
  return copy;
}

/**
 * The sample with every value of the wrong type: a number where a string is expected, a string
 * for a number or a boolean, an object for an array; an object keeps its keys with wrong values.
 */
function wrongTypesOf(value: unknown): unknown {
  if (typeof value === 'string') return 123;
  if (typeof value === 'number' || typeof value === 'boolean') return 'x';
  if (Array.isArray(value)) return { 0: value[0] };
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, wrongTypesOf(item)]));
  return 'x';
}

/**
 * Item 21's walk, widened by issue 31: every route, signed in as superadmin, with
 *  - a NUL in each path parameter, each query parameter and each string field of its JSON body in
 *    turn (one NUL per request);
 *  - once a lone UTF-16 surrogate in every string of its body (or, without a body, in its path and
 *    query as the bytes a URL can carry);
 *  - once a body nested 5,000 levels deep (routes that take a body);
 *  - once every input of the wrong type: body values swapped (see wrongTypesOf), each query
 *    parameter given twice (an array where a string is expected);
 * the last three sent again as employee01; and no request answers 5xx. Routes come from
 * app.registeredRoutes; parameter and body shapes from the OpenAPI document built from the same schemas.
 */
const WALKERS = ['superadmin', 'employee01'] as const;
type Walker = (typeof WALKERS)[number];

describeEachDatabase('every route with bad bytes, deep nesting and wrong types in its input', (kind) => {
  let t: TestApp;
  const sessions = new Map<Walker, Record<string, string>>();
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
    for (const walker of WALKERS) sessions.set(walker, (await loginAs(t.app, walker)).headers);
  });
  afterAll(() => t.close());

  it('no request answers 5xx', async () => {
    const openApi = t.app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
    const routes = t.app.registeredRoutes.filter(
      (r) =>
        r.url.startsWith('/api') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD' && r.method !== 'OPTIONS',
    );
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let requests = 0;
    for (const route of routes) {
      const openApiPath = route.url.replace(/:(\w+)/g, '{$1}');
      const operation = openApi.paths[openApiPath]?.[route.method.toLowerCase()] ?? {};
      const pathParams = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      const queryParams = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const goodValue = (name: string) =>
        encodeURIComponent(String(sampleOf(operation.parameters?.find((p) => p.name === name)?.schema).value));
      const hasBody = !['GET', 'DELETE'].includes(route.method);
      const body = hasBody
        ? sampleOf(
            operation.requestBody?.content?.['application/json']?.schema ?? {
              type: 'object',
              properties: { name: { type: 'string' } },
            },
          )
        : null;

      /** The route's URL with a valid value in each parameter, but `bad` (URL-encoded) in the named ones ('*': all). */
      const urlWith = (badParam: string | null, badQuery: string | null, bad = encodeURIComponent(NUL_TEXT)) => {
        const path = route.url.replace(/:(\w+)/g, (_, name: string) =>
          name === badParam || badParam === '*' ? bad : goodValue(name),
        );
        const query = queryParams.map(
          (name) => `${name}=${name === badQuery || badQuery === '*' ? bad : goodValue(name)}`,
        );
        if (badParam === null && badQuery === '*unknown*') query.push(`q=${bad}`);
        return query.length ? `${path}?${query.join('&')}` : path;
      };
      const variants: { url: string; payload?: unknown; raw?: string; what: string; as?: Walker }[] = [
        ...pathParams.map((name) => ({ url: urlWith(name, null), payload: body?.value, what: `path :${name}` })),
        ...queryParams.map((name) => ({ url: urlWith(null, name), payload: body?.value, what: `query ${name}` })),
        ...(body?.stringPaths ?? []).map((path) => ({
          url: urlWith(null, null),
          payload: withTextAt(body!.value, path, NUL_TEXT),
          what: `body ${path.join('.') || '(string)'}`,
        })),
      ];
      if (variants.length === 0) variants.push({ url: urlWith(null, '*unknown*'), what: 'query q' });
      const perByte = variants.length;
      if (body?.stringPaths.length) {
        variants.push({
          url: urlWith(null, null),
          payload: body.stringPaths.reduce((value, path) => withTextAt(value, path, LONE_SURROGATE), body.value),
          what: 'lone surrogates in the body',
        });
      } else {
        variants.push({ url: urlWith('*', '*', SURROGATE_IN_URL), what: 'lone surrogates in the URL' });
      }
      if (body) variants.push({ url: urlWith(null, null), raw: DEEP_JSON, what: 'deep nesting' });
      const repeatedQuery = queryParams.map((name) => `${name}=x&${name}=y`).join('&');
      variants.push({
        url: `${urlWith(null, null).split('?')[0]}${repeatedQuery ? `?${repeatedQuery}` : ''}`,
        ...(body ? { payload: wrongTypesOf(body.value) } : {}),
        what: 'wrong types',
      });
      // The requests sent once per route are sent again as an employee, whose requests take other paths.
      variants.push(
        ...variants
          .slice(perByte)
          .map((variant) => ({ ...variant, as: 'employee01' as const, what: `${variant.what}, as employee01` })),
      );

      for (const variant of variants) {
        requests++;
        const walker = variant.as ?? 'superadmin';
        const send = (headers = sessions.get(walker)!) =>
          t.app.inject({
            method: route.method as 'GET',
            url: variant.url,
            headers,
            ...(variant.payload === undefined ? {} : { payload: variant.payload as object }),
            ...(variant.raw === undefined
              ? {}
              : { payload: variant.raw, headers: { ...headers, 'content-type': 'application/json' } }),
          });
        let reply = await send();
        // A route that rotates or ends the session (token, logout) must not leave the rest of the walk at 401.
        if (reply.statusCode === 401) {
          sessions.set(walker, (await loginAs(t.app, walker)).headers);
          reply = await send();
        }
        statuses.set(reply.statusCode, (statuses.get(reply.statusCode) ?? 0) + 1);
        if (reply.statusCode >= 500)
          failures.push(
            `${route.method} ${route.url} (${variant.what}): ${reply.statusCode} ${reply.body.slice(0, 120)}`,
          );
      }
    }
    expect(routes.length).toBeGreaterThan(100);
    expect(requests).toBeGreaterThan(routes.length);
    expect(failures).toEqual([]);
    // The walk reaches the routes as superadmin: most answers are the routes' own, not 401.
    expect(statuses.get(401) ?? 0).toBeLessThan(requests / 20);
  }, 240_000);
});
