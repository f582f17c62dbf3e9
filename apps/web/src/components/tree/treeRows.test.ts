import { describe, expect, it } from 'vitest';
import { buildForest, subtreeIds, treeKeyAction, visibleRows, type ForestNode, type TreeSource } from './treeRows.ts';

interface Unit {
  id: string;
  parent: string | null;
}

const units: Unit[] = [
  { id: 'group', parent: null },
  { id: 'us', parent: 'group' },
  { id: 'in', parent: 'group' },
  { id: 'eng', parent: 'us' },
  { id: 'orphan', parent: 'gone' },
];

const forest = buildForest(
  units,
  (u) => u.id,
  (u) => u.parent,
);
const source: TreeSource<ForestNode<Unit>> = {
  idOf: (n) => n.item.id,
  childrenOf: (n) => n.children,
  isExpandable: (n) => n.children.length > 0,
};
const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

describe('buildForest', () => {
  it('links children to parents in the given order and keeps orphans as roots', () => {
    expect(forest.map((n) => n.item.id)).toEqual(['group', 'orphan']);
    expect(forest[0]!.children.map((n) => n.item.id)).toEqual(['us', 'in']);
    expect(forest[0]!.children[0]!.children.map((n) => n.item.id)).toEqual(['eng']);
  });

  it('breaks a loop instead of losing its items', () => {
    const loop = buildForest(
      [
        { id: 'a', parent: 'b' },
        { id: 'b', parent: 'a' },
      ],
      (u) => u.id,
      (u) => u.parent,
    );
    const count = (nodes: ForestNode<Unit>[]): number => nodes.reduce((n, node) => n + 1 + count(node.children), 0);
    expect(count(loop)).toBe(2);
  });
});

describe('subtreeIds', () => {
  it('names an item and everything below it', () => {
    expect(
      [
        ...subtreeIds(
          units,
          (u) => u.id,
          (u) => u.parent,
          'group',
        ),
      ].sort(),
    ).toEqual(['eng', 'group', 'in', 'us']);
    expect([
      ...subtreeIds(
        units,
        (u) => u.id,
        (u) => u.parent,
        'in',
      ),
    ]).toEqual(['in']);
  });
});

describe('visibleRows', () => {
  it('shows only roots when nothing is expanded', () => {
    expect(ids(visibleRows(forest, source, new Set()))).toEqual(['group', 'orphan']);
  });

  it('walks expanded nodes depth first with level and position', () => {
    const rows = visibleRows(forest, source, new Set(['group', 'us']));
    expect(ids(rows)).toEqual(['group', 'us', 'eng', 'in', 'orphan']);
    expect(rows[2]).toMatchObject({ level: 3, parentId: 'us', posInSet: 1, setSize: 1 });
    expect(rows[3]).toMatchObject({ level: 2, posInSet: 2, setSize: 2, expandable: false });
  });

  it('marks an open node whose children are not loaded as pending', () => {
    const lazy: TreeSource<string> = { idOf: (n) => n, childrenOf: () => undefined, isExpandable: () => true };
    expect(visibleRows(['boss'], lazy, new Set(['boss']))[0]).toMatchObject({ expanded: true, pending: true });
  });
});

describe('treeKeyAction', () => {
  const rows = visibleRows(forest, source, new Set(['group']));

  it('moves with the arrows, Home and End', () => {
    expect(treeKeyAction(rows, 'group', 'ArrowDown')).toEqual({ focus: 'us' });
    expect(treeKeyAction(rows, 'us', 'ArrowUp')).toEqual({ focus: 'group' });
    expect(treeKeyAction(rows, 'in', 'Home')).toEqual({ focus: 'group' });
    expect(treeKeyAction(rows, 'group', 'End')).toEqual({ focus: 'orphan' });
    expect(treeKeyAction(rows, 'orphan', 'ArrowDown')).toBeNull();
  });

  it('opens with Right, then enters the first child; closes with Left, then goes to the parent', () => {
    expect(treeKeyAction(rows, 'us', 'ArrowRight')).toEqual({ toggle: 'us', open: true });
    expect(treeKeyAction(rows, 'group', 'ArrowRight')).toEqual({ focus: 'us' });
    expect(treeKeyAction(rows, 'group', 'ArrowLeft')).toEqual({ toggle: 'group', open: false });
    expect(treeKeyAction(rows, 'in', 'ArrowLeft')).toEqual({ focus: 'group' });
  });

  it('toggles with Enter and Space, and ignores them on a leaf', () => {
    expect(treeKeyAction(rows, 'group', 'Enter')).toEqual({ toggle: 'group', open: false });
    expect(treeKeyAction(rows, 'us', ' ')).toEqual({ toggle: 'us', open: true });
    expect(treeKeyAction(rows, 'in', 'Enter')).toBeNull();
  });
});
