/**
 * The web app's first load in Chromium (issue 33 item 5): builds the app, serves it from the real
 * API (PGlite with the demo data, on a free port) and prints, per page opened by a new visitor (an
 * empty cache), the script and style bytes over the wire (encoded: compression counts), the
 * requests made until the page settles, and the time to the page's first data (a state the user
 * sees); then Lighthouse 12.8's performance score (desktop preset) for the login page and home.
 * Prints figures; it is not a test.
 *
 *   npm run bench:web        (WEB_DIST=<dir> serves a build made elsewhere instead of building one;
 *                             BENCH_RUNS / BENCH_LIGHTHOUSE_RUNS: runs per figure, the median is printed)
 */
import { execFileSync, type ExecFileSyncOptions } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { startApiServer } from './server.ts';
import { CHROMIUM } from '../../e2e/support/chromium.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const PASSWORD = 'Tenure@2026';
// The browser tests' desktop size (e2e/support/browser.ts).
const VIEWPORT = { width: 1366, height: 768 };

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

interface PageCase {
  name: string;
  /** Signed in as this demo user (none: signed out). */
  user?: string;
  /** The path, or how to find it with the user's session (an id only the API knows). */
  path: string | ((origin: string, token: string) => Promise<string>);
  /** The first data the user sees on it. */
  firstData(page: Page): Locator;
}

/** The demo's released review cycle (apps/api/src/db/seed/performance-reviews.ts) is the one to calibrate. */
async function calibrationPath(origin: string, token: string): Promise<string> {
  const response = await fetch(`${origin}/api/pms/review-cycles`, {
    headers: { authorization: `Bearer ${token}`, 'x-tenantid': 'demo' },
  });
  const cycles = (await response.json()) as { id: string; status: string }[];
  const released = cycles.find((cycle) => cycle.status === 'released');
  if (!released) throw new Error(`no released review cycle in ${JSON.stringify(cycles)}`);
  return `/pmm/review-cycle/calibration/${released.id}`;
}

const PAGES: PageCase[] = [
  { name: 'login', path: '/login', firstData: (page) => page.getByLabel('Username') },
  {
    name: 'home (employee01)',
    user: 'employee01',
    path: '/home',
    firstData: (page) => page.getByTestId('home-people').getByRole('link').first(),
  },
  {
    name: 'employee list (hrdirector)',
    user: 'hrdirector',
    path: '/employees',
    firstData: (page) => page.locator('tbody tr').first(),
  },
  {
    name: 'timesheet week (employee01)',
    user: 'employee01',
    path: '/timesheet',
    firstData: (page) => page.getByTestId('week-status'),
  },
  {
    name: 'calibration (hrdirector)',
    user: 'hrdirector',
    path: calibrationPath,
    firstData: (page) => page.getByTestId('distribution').locator('tbody tr').first(),
  },
];

interface Load {
  scriptBytes: number;
  styleBytes: number;
  requests: number;
  firstDataMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kb = (bytes: number) => (bytes / 1000).toFixed(1);

/** Signs in through the login form; the session (local storage) is what a returning visitor's browser holds. */
async function signIn(browser: Browser, origin: string, username: string): Promise<StorageState> {
  const context = await browser.newContext({ baseURL: origin, viewport: VIEWPORT });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await page.waitForURL('**/home');
  const state = await context.storageState();
  await context.close();
  return state;
}

/** The token the app keeps in its persisted session (local storage). */
function tokenOf(session: StorageState | undefined): string {
  const stored = session?.origins.flatMap((o) => o.localStorage).find((item) => item.name === 'tenure-session');
  if (!stored) throw new Error('no signed-in session');
  return (JSON.parse(stored.value) as { state: { token: string } }).state.token;
}

/** One visit with an empty cache: bytes and requests until the network settles, time until the first data shows. */
async function measure(
  browser: Browser,
  origin: string,
  session: StorageState | undefined,
  target: PageCase,
): Promise<Load> {
  const path = typeof target.path === 'string' ? target.path : await target.path(origin, tokenOf(session));
  const context = await browser.newContext({ baseURL: origin, viewport: VIEWPORT, storageState: session });
  const page = await context.newPage();
  const load: Load = { scriptBytes: 0, styleBytes: 0, requests: 0, firstDataMs: 0 };
  const finished: Promise<void>[] = [];
  page.on('request', () => (load.requests += 1));
  page.on('requestfinished', (request) => {
    finished.push(
      (async () => {
        const response = await request.response();
        const type = (await response?.headerValue('content-type')) ?? '';
        const { responseBodySize } = await request.sizes();
        if (type.includes('javascript')) load.scriptBytes += responseBodySize;
        else if (type.includes('text/css')) load.styleBytes += responseBodySize;
      })(),
    );
  });
  const started = performance.now();
  await page.goto(path);
  await target.firstData(page).waitFor();
  load.firstDataMs = performance.now() - started;
  await page.waitForLoadState('networkidle');
  await Promise.all(finished);
  await context.close();
  return load;
}

interface LighthouseFigures {
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

/** Sets a signed-in session (local storage) in the Chromium that Lighthouse drives, as a returning visitor has it. */
async function restoreSession(debuggingPort: number, origin: string, session: StorageState): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  const [context] = browser.contexts();
  if (!context) throw new Error('Chromium has no default context');
  const page = await context.newPage();
  await page.goto(`${origin}/login`);
  await page.evaluate(
    (items) => {
      const { localStorage } = globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } };
      for (const { name, value } of items) localStorage.setItem(name, value);
    },
    session.origins.flatMap((o) => o.localStorage),
  );
  await page.close();
  await browser.close(); // only disconnects
}

/** Lighthouse's performance figures, desktop preset, the median run by score. */
async function audit(debuggingPort: number, url: string): Promise<LighthouseFigures> {
  const runs: LighthouseFigures[] = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
    // The default storage reset empties the cache (a first visit) and keeps local storage (the session).
    const result = await lighthouse(
      url,
      { port: debuggingPort, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      desktopConfig,
    );
    const score = result?.lhr.categories.performance?.score;
    if (!result || typeof score !== 'number') {
      throw new Error(`Lighthouse ${url}: ${result?.lhr.runtimeError?.message ?? 'no score'}`);
    }
    const { audits } = result.lhr;
    runs.push({
      score: Math.round(score * 100),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    });
  }
  const middle = median(runs.map((run) => run.score));
  return runs.find((run) => run.score === middle)!;
}

/** Login signed out, then home for each user, in a Chromium of Lighthouse's own (chrome-launcher). */
async function lighthouseRuns(origin: string, sessions: Map<string, StorageState>) {
  const chrome = await launch({ chromePath: CHROMIUM.executablePath, chromeFlags: CHROMIUM.args });
  const results = new Map<string, LighthouseFigures>();
  try {
    results.set('login', await audit(chrome.port, `${origin}/login`));
    for (const [username, session] of sessions) {
      await restoreSession(chrome.port, origin, session);
      results.set(`home (${username})`, await audit(chrome.port, `${origin}/home`));
    }
  } finally {
    chrome.kill();
  }
  return results;
}

/** Each page opened by a new visitor, RUNS times (medians), in one Chromium; the users' sessions come along for Lighthouse. */
async function firstVisits(origin: string) {
  const browser = await chromium.launch(CHROMIUM);
  try {
    const sessions = new Map<string, StorageState>();
    for (const user of new Set(PAGES.flatMap((p) => (p.user ? [p.user] : [])))) {
      sessions.set(user, await signIn(browser, origin, user));
    }
    const rows: { name: string; load: Load }[] = [];
    for (const target of PAGES) {
      const loads: Load[] = [];
      const session = target.user ? sessions.get(target.user) : undefined;
      for (let i = 0; i < RUNS; i++) loads.push(await measure(browser, origin, session, target));
      const middle = (figure: keyof Load) => median(loads.map((load) => load[figure]));
      rows.push({
        name: target.name,
        load: {
          scriptBytes: middle('scriptBytes'),
          styleBytes: middle('styleBytes'),
          requests: middle('requests'),
          firstDataMs: middle('firstDataMs'),
        },
      });
    }
    return { rows, sessions, chromium: browser.version() };
  } finally {
    await browser.close();
  }
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const builtHere = !process.env.WEB_DIST;
const webDist = process.env.WEB_DIST ?? (await mkdtemp(path.join(tmpdir(), 'tenure-bench-web-')));
if (builtHere) {
  console.log(`building the web app into ${webDist} …`);
  // Its own output folder: apps/web/dist may be what the browser tests are using.
  // As `npm run build` does it: vite, then the precompressed copies.
  const web: ExecFileSyncOptions = { cwd: path.join(repoRoot, 'apps/web'), stdio: ['ignore', 'ignore', 'inherit'] };
  execFileSync('npx', ['vite', 'build', '--outDir', webDist, '--emptyOutDir'], web);
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/precompress.ts', webDist], web);
}
process.env.WEB_DIST = webDist;
const dataDir = await mkdtemp(path.join(tmpdir(), 'tenure-bench-web-db-'));
const server = await startApiServer({ pgliteDir: dataDir });
const origin = `http://localhost:${server.port}`;
try {
  const visits = await firstVisits(origin);
  console.log(
    `\nfirst visit (empty cache), Chromium ${visits.chromium}, median of ${RUNS}; kB = 1,000 bytes over the wire\n`,
  );
  console.log(
    'page'.padEnd(30) +
      'script kB'.padStart(11) +
      'style kB'.padStart(10) +
      'requests'.padStart(10) +
      'first data ms'.padStart(15),
  );
  for (const { name, load } of visits.rows) {
    console.log(
      name.padEnd(30) +
        kb(load.scriptBytes).padStart(11) +
        kb(load.styleBytes).padStart(10) +
        String(load.requests).padStart(10) +
        load.firstDataMs.toFixed(0).padStart(15),
    );
  }

  const homeUsers = new Map([...visits.sessions].filter(([user]) => user === 'employee01' || user === 'hrdirector'));
  const scores = await lighthouseRuns(origin, homeUsers);
  console.log(`\nLighthouse 12.8 (desktop preset, simulated throttling), performance, median of ${LIGHTHOUSE_RUNS}\n`);
  console.log(
    'page'.padEnd(30) + 'score'.padStart(7) + 'LCP ms'.padStart(9) + 'CLS'.padStart(8) + 'TBT ms'.padStart(9),
  );
  for (const [name, f] of scores) {
    console.log(
      name.padEnd(30) +
        String(f.score).padStart(7) +
        f.lcpMs.toFixed(0).padStart(9) +
        f.cls.toFixed(3).padStart(8) +
        f.tbtMs.toFixed(0).padStart(9),
    );
  }
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
  if (builtHere) await rm(webDist, { recursive: true, force: true });
}
