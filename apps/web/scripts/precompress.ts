/**
 * Run after `vite build` (npm run build): writes a brotli (.br) and a gzip (.gz) copy beside each
 * compressible file of the build, which the API sends as they are to a browser that accepts them
 * (@fastify/static's preCompressed, apps/api/src/app.ts). The strongest compression is spent once
 * here instead of a fast one on every request. A copy that would not be smaller is not written.
 *
 * Usage: node --import tsx scripts/precompress.ts [dist directory, default dist]
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Smaller files save too little for a copy of their own (the API does not compress them either). */
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The .br and .gz copies of one file that are smaller than it; returns their sizes (0: not written). */
async function precompress(file: string): Promise<{ raw: number; br: number; gz: number }> {
  const body = await fs.readFile(file);
  if (body.length < MIN_BYTES) return { raw: body.length, br: 0, gz: 0 };
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  const keep = async (copy: Buffer, extension: string) => {
    if (copy.length >= body.length) return 0;
    await fs.writeFile(file + extension, copy);
    return copy.length;
  };
  return { raw: body.length, br: await keep(br, '.br'), gz: await keep(gz, '.gz') };
}

const dist = path.resolve(process.argv[2] ?? 'dist');
const entries = await fs.readdir(dist, { recursive: true, withFileTypes: true });
const files = entries
  .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name))
  .map((e) => path.join(e.parentPath, e.name));
const sizes = await Promise.all(files.map(precompress));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const total = (pick: (s: { raw: number; br: number; gz: number }) => number) => sizes.reduce((n, s) => n + pick(s), 0);
const copied = sizes.filter((s) => s.br > 0);
console.log(
  `precompress: ${copied.length} of ${files.length} files; ${kb(copied.reduce((n, s) => n + s.raw, 0))} → ` +
    `${kb(total((s) => s.br))} brotli, ${kb(total((s) => s.gz))} gzip`,
);
