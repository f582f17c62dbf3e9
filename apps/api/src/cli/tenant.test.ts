import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../platform/config.ts';

const cli = path.join(path.dirname(fileURLToPath(import.meta.url)), 'tenant.ts');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenure-cli-'));
const dataDir = path.join(dir, 'data');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
  /** Standard output as bytes (an archive). */
  output: Buffer;
}

/**
 * Runs `npm run tenant -- …` as the operator would, on a PGlite directory of its own (`on.dataDir`
 * for another), with `on.input` on standard input.
 */
function runOn(on: { dataDir?: string; input?: Buffer }, ...args: string[]): Promise<Run> {
  const env = {
    ...process.env,
    DATA_DIR: on.dataDir ?? dataDir,
    LOG_LEVEL: 'silent',
    DATABASE_URL: '',
    FILES_DIR: '',
    TENURE_URL: '',
    OPERATOR_TOKEN: '',
  };
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', cli, ...args],
      { cwd: repoRoot, env, encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) =>
        resolve({
          code: error ? Number(error.code ?? 1) : 0,
          stdout: stdout.toString('utf8'),
          stderr: stderr.toString('utf8'),
          output: stdout,
        }),
    );
    child.stdin?.end(on.input);
  });
}

const tenant = (...args: string[]) => runOn({}, ...args);

describe('npm run tenant', () => {
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('creates a company on an empty database, prints the invitation, lists it, and refuses a second one with that code', async () => {
    const created = await tenant(
      'create',
      '--code',
      'globex',
      '--name',
      'Globex',
      '--host',
      'globex.localhost',
      '--entity',
      'IN-MH-01',
      'Globex India Pvt. Ltd.',
      '--admin',
      'admin@globex.example',
      '--preset',
      'production',
    );
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toContain('Created tenant "globex" (Globex), preset production, hosts globex.localhost.');
    expect(created.stdout).toContain('Super admin: admin@globex.example <admin@globex.example>.');
    expect(created.stdout).toMatch(/http:\/\/globex\.localhost:3000\/set-password\?token=[\w-]{20,}/);

    const again = await tenant(
      'create',
      '--code',
      'globex',
      '--name',
      'Globex',
      '--host',
      'globex2.localhost',
      '--entity',
      'IN-MH-01',
      'Globex',
      '--admin',
      'admin@globex.example',
    );
    expect(again).toMatchObject({ code: 1, stderr: 'A tenant with this code already exists.\n' });

    const suspended = await tenant('suspend', 'globex');
    expect(suspended.code).toBe(0);
    const listed = await tenant('list');
    expect(listed.stdout).toMatch(/^globex +suspended +production +Globex {2}\[globex\.localhost\]$/m);
  }, 240_000);

  it('exports a tenant to standard output and imports it into an empty data directory, once', async () => {
    const exported = await tenant('export', 'globex');
    expect(exported.code).toBe(0);
    expect(exported.stderr).toMatch(
      /^Exported tenant "globex" at migration \d{4}_\w+: \d+ tables, \d+ rows, 0 files\.\n$/,
    );

    const other = { dataDir: path.join(dir, 'other'), input: exported.output };
    const imported = await runOn(other, 'import');
    expect(imported.stderr).toBe('');
    expect(imported.code).toBe(0);
    expect(imported.stdout).toMatch(
      /^Imported tenant "globex" \(exported .+\): \d+ tables, \d+ rows, 0 files; every table's rows and checksum match the archive\.\n$/,
    );
    expect((await runOn(other, 'list')).stdout).toMatch(
      /^globex +suspended +production +Globex {2}\[globex\.localhost\]$/m,
    );
    expect(await runOn(other, 'import')).toMatchObject({
      code: 1,
      stderr: 'This database already has a tenant "globex": an archive is imported only into a database without it.\n',
    });
    expect(await runOn({ input: Buffer.from('{}') }, 'import')).toMatchObject({ code: 1 });

    // A copy beside the original, under a new code and host; the invitation link stays with the original.
    const copy = await runOn({ input: exported.output }, 'import', '--as', 'globex-copy', '--host', 'copy.localhost');
    expect(copy.stderr).toBe('');
    expect(copy.code).toBe(0);
    expect(copy.stdout).toMatch(
      /^Imported tenant "globex" \(exported .+\) as "globex-copy", hosts copy\.localhost: \d+ tables, \d+ rows, 0 files, \d+ new row ids; every table's rows, with the ids and code mapped back, match the archive's checksums\.\nLeft out: set_password_links \(1\)\.\n$/,
    );
    const listed = (await tenant('list')).stdout;
    expect(listed).toMatch(/^globex +suspended +production +Globex {2}\[globex\.localhost\]$/m);
    expect(listed).toMatch(/^globex-copy +suspended +production +Globex {2}\[copy\.localhost\]$/m);
    expect(await runOn({ input: exported.output }, 'import', '--as', 'globex-copy')).toMatchObject({
      code: 1,
      stderr: 'This database already has a tenant "globex-copy": give the copy a code no tenant has.\n',
    });
    expect(await runOn({ input: exported.output }, 'import', '--host', 'copy.localhost')).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("import: --host goes with --as (the copy's hosts)."),
    });
  }, 240_000);

  it('explains wrong usage with exit code 2, before touching the database', async () => {
    const none = await tenant();
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('Usage: npm run tenant -- <command>');
    const invalid = await tenant(
      'create',
      '--code',
      'Bad!',
      '--name',
      'X',
      '--host',
      'x.localhost',
      '--entity',
      'IN-01',
      'X',
      '--admin',
      'not-an-email',
    );
    expect(invalid.code).toBe(2);
    expect(invalid.stderr).toContain('code: A tenant code is 2 to 30 lowercase letters');
    expect(invalid.stderr).toContain('adminEmail: Invalid Email!');
  }, 60_000);

  it('refuses a PGlite directory a running server holds', async () => {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'tenure-server.pid'), String(process.pid));
    try {
      const busy = await tenant('list');
      expect(busy.code).toBe(1);
      expect(busy.stderr).toContain(`A Tenure server (pid ${process.pid}) has ${dataDir} open`);
    } finally {
      fs.rmSync(path.join(dataDir, 'tenure-server.pid'));
    }
  }, 60_000);
});
