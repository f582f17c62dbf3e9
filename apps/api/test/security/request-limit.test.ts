import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../harness.ts';
import { createWebTestApp } from '../web-dist.ts';
import { freshAddress, statusCounts } from './auth-calls.ts';

/** The default API requests per minute and client address (config RATE_LIMIT_PER_MINUTE). */
const API_LIMIT = 1200;

/** Issue 31 item 5: the web app's files never count against the per-address request limit. */
describeEachDatabase('the per-address request limit', (kind) => {
  let t: Awaited<ReturnType<typeof createWebTestApp>>;
  beforeAll(async () => {
    t = await createWebTestApp(kind);
  });
  afterAll(() => t.close());

  const get = (url: string, remoteAddress: string) => t.app.inject({ method: 'GET', url, remoteAddress });
  const burst = async (count: number, url: string, remoteAddress: string) => {
    const answers = [];
    for (let i = 0; i < count; i++) answers.push(await get(url, remoteAddress));
    return answers;
  };

  it('serves 1,500 requests for one script from one address, and its API still answers', async () => {
    const office = freshAddress();
    expect(statusCounts(await burst(1500, t.web.script.url, office))).toEqual({ 200: 1500 });
    // The page and the client router's paths (answered with index.html) are not counted either.
    expect(statusCounts(await burst(100, '/', office))).toEqual({ 200: 100 });
    expect(statusCounts(await burst(100, '/leave/apply', office))).toEqual({ 200: 100 });
    const api = await get('/api/health', office);
    expect(api.statusCode).toBe(200);
    expect(api.headers['x-ratelimit-remaining']).toBe(String(API_LIMIT - 1));
  });

  it('still limits the API calls of one address', async () => {
    const address = freshAddress();
    expect(statusCounts(await burst(API_LIMIT + 5, '/api/health', address))).toEqual({ 200: API_LIMIT, 429: 5 });
    // Its files still load, so the page can say what happened.
    expect((await get(t.web.script.url, address)).statusCode).toBe(200);
  });
});
