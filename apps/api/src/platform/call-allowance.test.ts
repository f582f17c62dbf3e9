import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase, openTestDatabase } from '../../test/harness.ts';
import { CallAllowance, callCountsIn } from './call-allowance.ts';
import type { Database } from './db.ts';

const MINUTE = 60_000;
/** A window's start on the clock (windows are aligned to it). */
const T0 = 29_000_000 * MINUTE;
const refused = (take: () => void) =>
  expect(take).toThrow(expect.objectContaining({ statusCode: 429, message: 'Slow down' }));

describe('a call allowance in one process', () => {
  it('lets each caller make its number of calls per window, then refuses until the next window', () => {
    const allowance = new CallAllowance(2, MINUTE, 'Slow down');
    allowance.take('key-a', T0);
    allowance.take('key-a', T0 + 10_000);
    refused(() => allowance.take('key-a', T0 + MINUTE - 1));
    allowance.take('key-b', T0 + 20_000);
    allowance.take('key-a', T0 + MINUTE);
  });
});

describeEachDatabase('a call allowance shared by processes through the database', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  const processes = () => {
    const store = callCountsIn(database, MINUTE);
    const made = [0, 1].map(
      () =>
        new CallAllowance(5, MINUTE, 'Slow down', {
          store,
          everyMs: 3_600_000,
          onError: (e) => {
            throw e;
          },
        }),
    );
    return made as [CallAllowance, CallAllowance];
  };

  it('refuses a key in every process once their calls together spend its allowance', async () => {
    const [a, b] = processes();
    try {
      for (let i = 0; i < 3; i++) a.take('shared-key', T0 + i);
      for (let i = 0; i < 2; i++) b.take('shared-key', T0 + i);
      b.take('other-key', T0);
      await a.exchange();
      await b.exchange();
      await a.exchange();
      refused(() => a.take('shared-key', T0 + 100));
      refused(() => b.take('shared-key', T0 + 100));
      // Another key, and the next window, start afresh.
      for (let i = 0; i < 4; i++) b.take('other-key', T0 + 200);
      a.take('shared-key', T0 + MINUTE);
    } finally {
      a.close();
      b.close();
    }
  });

  it('adds the calls taken while the store answered at the next exchange, and forgets old windows', async () => {
    const [a, b] = processes();
    try {
      a.take('busy-key', T0 + 2 * MINUTE);
      const exchanging = a.exchange();
      a.take('busy-key', T0 + 2 * MINUTE + 1);
      await exchanging;
      await a.exchange();
      for (let i = 0; i < 3; i++) b.take('busy-key', T0 + 2 * MINUTE + 2);
      await b.exchange();
      refused(() => b.take('busy-key', T0 + 2 * MINUTE + 3));
      b.take('busy-key', T0 + 4 * MINUTE);
      await b.exchange();
      const { rows } = await database.executeSql(
        'select window_start::float8 as w from api_call_counts where caller = $1 order by 1',
        ['busy-key'],
      );
      expect(rows).toEqual([{ w: T0 + 4 * MINUTE }]);
    } finally {
      a.close();
      b.close();
    }
  });
});
