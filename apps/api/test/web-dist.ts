import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Config } from '../src/platform/config.ts';
import { createTestApp, type DatabaseKind, type TestApp } from './harness.ts';

/** A built web app in miniature: what `npm run build` leaves in apps/web/dist, made in a temp dir. */
export interface FakeWebDist {
  dir: string;
  /** The content-hashed script (under assets/, with its .br and .gz as the build writes them). */
  script: { url: string; body: Buffer; br: Buffer; gzip: Buffer };
  /** A content-hashed style sheet without precompressed siblings (compressed as it is sent). */
  style: { url: string; body: Buffer };
  remove(): void;
}

export function fakeWebDist(): FakeWebDist {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenure-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  const write = (file: string, body: Buffer | string) => fs.writeFileSync(path.join(dir, file), body);
  write(
    'index.html',
    '<!doctype html><title>Tenure</title><script type="module" src="/assets/index-Bq3xY_7a.js"></script>',
  );
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const body = Buffer.from(
    Array.from({ length: 400 }, (_, i) => `export const label${i} = 'Tenure page ${i}';`).join('\n'),
  );
  const br = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
  const gzip = zlib.gzipSync(body, { level: 9 });
  write('assets/index-Bq3xY_7a.js', body);
  write('assets/index-Bq3xY_7a.js.br', br);
  write('assets/index-Bq3xY_7a.js.gz', gzip);
  const style = Buffer.from(Array.from({ length: 200 }, (_, i) => `.card-${i} { margin: ${i}px; }`).join('\n'));
  write('assets/index-C4dE9f_Z.css', style);
  return {
    dir,
    script: { url: '/assets/index-Bq3xY_7a.js', body, br, gzip },
    style: { url: '/assets/index-C4dE9f_Z.css', body: style },
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** A test app serving a fake web build (removed when the app closes). */
export async function createWebTestApp(
  kind: DatabaseKind,
  env: Partial<Record<keyof Config, string>> = {},
): Promise<TestApp & { web: FakeWebDist }> {
  const web = fakeWebDist();
  const t = await createTestApp(kind, { env: { ...env, WEB_DIST: web.dir } });
  return {
    ...t,
    web,
    close: async () => {
      await t.close();
      web.remove();
    },
  };
}
