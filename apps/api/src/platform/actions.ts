import { WAITING_ITEMS_PER_KIND, type MyActionsView, type WaitingItem } from '@tenure/domain/actions';
import type { Tx } from './db.ts';
import type { Viewer } from './viewer.ts';

/**
 * One kind of thing that waits for a user's decision (leave requests, comp-off requests, later
 * timesheets, goals, exits...). A domain module registers its kinds; My Actions and the home
 * page's pending count read them all, so there is one rule for "waiting for me".
 */
export interface ActionKindProvider {
  kind: string;
  label: string;
  /** The app path where items of this kind are decided. */
  href: string;
  count(tx: Tx, v: Viewer): Promise<number>;
  /** The oldest first, at most `limit`. */
  list(tx: Tx, v: Viewer, limit: number): Promise<WaitingItem[]>;
}

export interface ActionRegistry {
  register(provider: ActionKindProvider): void;
  /** How many decisions wait for the viewer, all kinds together (the home page's count). */
  pendingCount(tx: Tx, v: Viewer): Promise<number>;
  /** The kinds with something waiting for the viewer, in the order they were registered. */
  waitingFor(tx: Tx, v: Viewer): Promise<MyActionsView>;
}

export function createActionRegistry(): ActionRegistry {
  const providers: ActionKindProvider[] = [];
  // One transaction is one connection: the kinds are read one after another.
  const counts = async (tx: Tx, v: Viewer) => {
    const result: { provider: ActionKindProvider; count: number }[] = [];
    for (const provider of providers) result.push({ provider, count: await provider.count(tx, v) });
    return result;
  };
  return {
    register(provider) {
      if (providers.some((p) => p.kind === provider.kind))
        throw new Error(`Action kind ${provider.kind} is registered twice`);
      providers.push(provider);
    },
    async pendingCount(tx, v) {
      return (await counts(tx, v)).reduce((sum, { count }) => sum + count, 0);
    },
    async waitingFor(tx, v) {
      const groups: MyActionsView['groups'] = [];
      for (const { provider, count } of await counts(tx, v)) {
        if (count === 0) continue;
        const items = await provider.list(tx, v, WAITING_ITEMS_PER_KIND);
        groups.push({ kind: provider.kind, label: provider.label, href: provider.href, count, items });
      }
      return { total: groups.reduce((sum, g) => sum + g.count, 0), groups };
    },
  };
}
