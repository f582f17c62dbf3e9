import { describe, expect, it, vi } from 'vitest';
import type { WaitingItem } from '@tenure/domain/actions';
import { createActionRegistry, type ActionKindProvider } from './actions.ts';
import type { Tx } from './db.ts';
import type { Viewer } from './viewer.ts';

const tx = {} as Tx;
const viewer = { employeeId: 'e1' } as Viewer;
const item = (id: string): WaitingItem => ({
  id,
  employee: { employeeNumber: 'EMP1', displayName: 'Someone', profileImage: null },
  title: 'Thing',
  startDate: null,
  endDate: null,
  quantity: null,
  reason: null,
  submittedAt: '2026-01-01T00:00:00.000Z',
  href: '/somewhere',
});
const provider = (kind: string, waiting: number): ActionKindProvider => ({
  kind,
  label: kind,
  href: `/${kind}`,
  count: async () => waiting,
  list: vi.fn(async (_tx: Tx, _v: Viewer, limit: number) =>
    Array.from({ length: Math.min(waiting, limit) }, (_, i) => item(`${kind}${i}`)),
  ),
});

describe('action registry', () => {
  it('adds up every kind for the pending count and lists only kinds with something waiting, in registration order', async () => {
    const registry = createActionRegistry();
    const empty = provider('goals', 0);
    registry.register(provider('leave', 2));
    registry.register(empty);
    registry.register(provider('timesheets', 1));
    expect(await registry.pendingCount(tx, viewer)).toBe(3);
    const view = await registry.waitingFor(tx, viewer);
    expect(view.total).toBe(3);
    expect(view.groups.map((g) => [g.kind, g.count, g.items.length])).toEqual([
      ['leave', 2, 2],
      ['timesheets', 1, 1],
    ]);
    expect(empty.list).not.toHaveBeenCalled();
  });

  it('refuses a kind registered twice', () => {
    const registry = createActionRegistry();
    registry.register(provider('leave', 0));
    expect(() => registry.register(provider('leave', 1))).toThrow(/twice/);
  });
});
