import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auditLog, locations } from '../db/schema/index.ts';
import { describeEachDatabase, openTestDatabase } from '../../test/harness.ts';
import { onServer, openOptionsFor, testDatabaseUrl } from '../../test/databases.ts';
import { recordAudit } from './audit.ts';
import {
  migrationJournal,
  openDatabase,
  queryRows,
  readTogether,
  sqlStateOf,
  withTenant,
  writeAtCommit,
  type Database,
} from './db.ts';

describeEachDatabase('writes sent with the commit', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  const inDemo = <T>(work: Parameters<typeof withTenant<T>>[2]) =>
    withTenant(database.db, { tenantCode: 'demo' }, work);
  const auditOf = (entityId: string) =>
    inDemo((tx) =>
      tx
        .select({ action: auditLog.action, after: auditLog.after, actor: auditLog.actorUserId })
        .from(auditLog)
        .where(eq(auditLog.entityId, entityId)),
    );
  const locationsNamed = (name: string) =>
    inDemo((tx) => tx.select({ id: locations.id }).from(locations).where(eq(locations.name, name)));
  const addLocation = (name: string) =>
    sql`insert into locations (tenant_id, name, city, country_code, time_zone) values ('demo', ${name}, 'Pune', 'IN', 'Asia/Kolkata')`;

  it('stores every value as given: quotes, backslashes, dollar signs, unicode, JSON, nulls', async () => {
    const after = {
      note: `O'Brien said "\\d+ $1" \u2014 ✓`,
      nested: { list: [1, 'two', null], flag: true },
      when: '2026-11-25T10:00:00.000Z',
    };
    await inDemo((tx) =>
      recordAudit(tx, {
        tenantCode: 'demo',
        actorUserId: null,
        action: `test.literal.$2 'x'`,
        entity: 'test',
        entityId: 'literal-1',
        after,
      }),
    );
    expect(await auditOf('literal-1')).toEqual([{ action: `test.literal.$2 'x'`, after, actor: null }]);
  });

  it('stores bytes, dates and arrays as the driver would send them', async () => {
    const when = new Date('2026-11-25T10:11:12.345Z');
    await inDemo((tx) =>
      writeAtCommit(
        tx,
        sql`insert into audit_log (tenant_id, action, entity, entity_id, after)
            values ('demo', 'test.binary', 'test', 'binary-1',
                    jsonb_build_object('hex', encode(${Buffer.from([0, 1, 0x27, 0x5c, 255])}::bytea, 'hex'), 'at', ${when}::timestamptz,
                                       'words', ${sql.param(['a', "b'c", 'd,e'])}::text[]))`,
      ),
    );
    expect(await auditOf('binary-1')).toEqual([
      {
        action: 'test.binary',
        actor: null,
        after: { hex: '0001275cff', at: expect.any(String), words: ['a', "b'c", 'd,e'] },
      },
    ]);
    const [stored] = await inDemo((tx) =>
      queryRows<{ at: Date }>(
        tx,
        sql`select (after ->> 'at')::timestamptz as at from audit_log where entity_id = 'binary-1'`,
      ),
    );
    expect(new Date(stored!.at).toISOString()).toBe(when.toISOString());
  });

  it('is written only when the work succeeds, with the work', async () => {
    await expect(
      inDemo(async (tx) => {
        await tx.execute(addLocation('Rolled back with the audit'));
        await recordAudit(tx, {
          tenantCode: 'demo',
          actorUserId: null,
          action: 'test.failed',
          entity: 'test',
          entityId: 'failed-1',
        });
        throw new Error('the work failed after recording');
      }),
    ).rejects.toThrow('the work failed after recording');
    expect(await auditOf('failed-1')).toEqual([]);
    expect(await locationsNamed('Rolled back with the audit')).toEqual([]);
  });

  it('fails the whole transaction when it fails: nothing the work did is kept', async () => {
    // Row-level security refuses a row of another tenant, at commit when the write goes with it.
    await expect(
      inDemo(async (tx) => {
        await tx.execute(addLocation('Kept only with its audit'));
        await writeAtCommit(
          tx,
          tx
            .insert(auditLog)
            .values({ tenantId: 'acme', action: 'test.cross-tenant', entity: 'test', entityId: 'cross-1' }),
        );
      }),
    ).rejects.toThrow();
    expect(await locationsNamed('Kept only with its audit')).toEqual([]);
    expect(
      await withTenant(database.db, { tenantCode: 'acme' }, (tx) =>
        queryRows(tx, sql`select 1 from audit_log where entity_id = 'cross-1'`),
      ),
    ).toEqual([]);
  });

  // A value over 256 KB is sent on its own with parameters (commitWith), between the inlined ones.
  const bigNote = 'x'.repeat(300_000);
  const audit = (tenantId: string, entityId: string, note?: string) =>
    sql`insert into audit_log (tenant_id, action, entity, entity_id, after) values (${tenantId}, 'test.large', 'test', ${entityId}, ${note === undefined ? null : JSON.stringify({ note })}::jsonb)`;

  it('writes a large value with the small ones, in their order', async () => {
    await inDemo(async (tx) => {
      await writeAtCommit(tx, audit('demo', 'large-order-1'));
      await writeAtCommit(tx, audit('demo', 'large-order-2', bigNote));
      await writeAtCommit(
        tx,
        sql`update audit_log set after = jsonb_build_object('length', length(after ->> 'note')) where entity_id = 'large-order-2'`,
      );
    });
    expect(await auditOf('large-order-1')).toHaveLength(1);
    expect(await auditOf('large-order-2')).toEqual([{ action: 'test.large', actor: null, after: { length: 300_000 } }]);
  });

  it('keeps no large value when a later write fails the commit', async () => {
    await expect(
      inDemo(async (tx) => {
        await tx.execute(addLocation('Gone with the large write'));
        await writeAtCommit(tx, audit('demo', 'large-failed', bigNote));
        await writeAtCommit(tx, audit('acme', 'large-cross-tenant'));
      }),
    ).rejects.toThrow();
    expect(await auditOf('large-failed')).toEqual([]);
    expect(await locationsNamed('Gone with the large write')).toEqual([]);
  });

  it('goes with a savepoint that rolls back, and stays with one that is released', async () => {
    await inDemo(async (tx) => {
      await tx
        .transaction(async (sp) => {
          await recordAudit(sp, {
            tenantCode: 'demo',
            actorUserId: null,
            action: 'test.savepoint',
            entity: 'test',
            entityId: 'savepoint-undone',
          });
          throw new Error('undo the savepoint');
        })
        .catch(() => undefined);
      await tx.transaction((sp) =>
        recordAudit(sp, {
          tenantCode: 'demo',
          actorUserId: null,
          action: 'test.savepoint',
          entity: 'test',
          entityId: 'savepoint-kept',
        }),
      );
    });
    expect(await auditOf('savepoint-undone')).toEqual([]);
    expect(await auditOf('savepoint-kept')).toHaveLength(1);
  });
});

describeEachDatabase('reads together', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('answers each query with its own rows, as JSON, in one statement; a query without rows with none', async () => {
    const read = await withTenant(database.db, { tenantCode: 'demo' }, (tx) =>
      readTogether<{
        people: { employeeNumber: string; active: boolean; joined: string }[];
        counts: { n: number; none: null }[];
        nobody: unknown[];
      }>(tx, {
        people: sql`select employee_number as "employeeNumber", status <> 'Inactive' as active, date_of_joining as joined
                      from employees where employee_number in ('EMP0005', 'EMP0006') order by employee_number`,
        counts: sql`select count(*)::int as n, null as none from employees`,
        nobody: sql`select id from employees where employee_number = ${'no such number'}`,
      }),
    );
    const direct = await withTenant(database.db, { tenantCode: 'demo' }, (tx) =>
      queryRows<{ employeeNumber: string; joined: string; n: number }>(
        tx,
        sql`select employee_number as "employeeNumber", date_of_joining::text as joined, (select count(*)::int from employees) as n
              from employees where employee_number in ('EMP0005', 'EMP0006') order by employee_number`,
      ),
    );
    expect(direct).toHaveLength(2);
    expect(read.people).toEqual(
      direct.map((d) => ({ employeeNumber: d.employeeNumber, active: true, joined: d.joined })),
    );
    expect(read.counts).toEqual([{ n: direct[0]!.n, none: null }]);
    expect(read.nobody).toEqual([]);
  });
});

describeEachDatabase('repeatable read', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  const demo = { tenantCode: 'demo' };
  const isolationOf = (tx: Parameters<Parameters<typeof withTenant>[2]>[0]) =>
    queryRows<{ level: string }>(tx, sql`select current_setting('transaction_isolation') as level`).then(
      ([row]) => row!.level,
    );
  const namedCount = (tx: Parameters<Parameters<typeof withTenant>[2]>[0], name: string) =>
    queryRows<{ n: number }>(tx, sql`select count(*)::int as n from locations where name = ${name}`).then(
      ([row]) => row!.n,
    );

  it('opens the transaction at the level asked for, confined to the tenant; read committed otherwise', async () => {
    expect(await withTenant(database.db, demo, isolationOf)).toBe('read committed');
    const [level, tenant] = await withTenant(
      database.db,
      demo,
      async (tx) => [
        await isolationOf(tx),
        (await queryRows<{ t: string }>(tx, sql`select current_setting('app.tenant_id') as t`))[0]!.t,
      ],
      { isolation: 'repeatable read' },
    );
    expect([level, tenant]).toEqual(['repeatable read', 'demo']);
  });

  it('opens a read-only transaction for a tenant being moved: it reads, and a write fails with nothing kept', async () => {
    const name = 'Read-only office';
    const attempt = withTenant(
      database.db,
      demo,
      async (tx) => {
        const before = await namedCount(tx, name);
        await tx.execute(
          sql`insert into locations (tenant_id, name, city, country_code, time_zone) values ('demo', ${name}, 'Pune', 'IN', 'Asia/Kolkata')`,
        );
        return before;
      },
      { readOnly: true },
    );
    // read_only_sql_transaction: the API answers it "maintenance" (platform/errors.ts).
    await expect(attempt).rejects.toSatisfy((error) => sqlStateOf(error) === '25006');
    expect(await withTenant(database.db, demo, (tx) => namedCount(tx, name))).toBe(0);
  });

  it.runIf(kind === 'postgres')('does not see a row another transaction commits in the middle of it', async () => {
    const insert = (name: string) =>
      withTenant(database.db, demo, (tx) =>
        tx.execute(
          sql`insert into locations (tenant_id, name, city, country_code, time_zone) values ('demo', ${name}, 'Pune', 'IN', 'Asia/Kolkata')`,
        ),
      );
    // Counts the office before and after another transaction adds it.
    const counts = (name: string, isolation?: 'repeatable read') =>
      withTenant(
        database.db,
        demo,
        async (tx) => {
          const before = await namedCount(tx, name);
          await insert(name);
          return [before, await namedCount(tx, name)];
        },
        isolation ? { isolation } : undefined,
      );
    expect(await counts('Snapshot office A', 'repeatable read')).toEqual([0, 0]);
    expect(await counts('Snapshot office B')).toEqual([0, 1]);
  });
});

describe.skipIf(!testDatabaseUrl)('migrations of several processes starting at once', () => {
  it('three processes opening an empty database together all come up, and the migrations run once', async () => {
    const name = `${inject('postgresTemplate')!}_c_${randomBytes(4).toString('hex')}`;
    await onServer((c) => c.query(`create database ${name}`));
    const opened: Database[] = [];
    try {
      const starts = await Promise.allSettled([1, 2, 3].map(() => openDatabase(openOptionsFor(name))));
      for (const start of starts) if (start.status === 'fulfilled') opened.push(start.value);
      expect(starts.map((s) => (s.status === 'rejected' ? String(s.reason) : 'up'))).toEqual(['up', 'up', 'up']);
      const [applied] = await queryRows<{ n: number }>(
        opened[0]!.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(applied!.n).toBe(migrationJournal().entries.length);
    } finally {
      await Promise.all(opened.map((d) => d.close()));
      await onServer((c) => c.query(`drop database if exists ${name} with (force)`));
    }
  });
});
