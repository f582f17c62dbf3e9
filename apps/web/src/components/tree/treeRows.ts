/** One node of a forest built from a flat list linked by parent ids. */
export interface ForestNode<T> {
  item: T;
  children: ForestNode<T>[];
}

/**
 * Builds a forest from items that name their parent, keeping the given order among siblings.
 * An item whose parent is missing (or would close a loop) becomes a root, so nothing is lost.
 */
export function buildForest<T>(
  items: readonly T[],
  idOf: (item: T) => string,
  parentOf: (item: T) => string | null,
): ForestNode<T>[] {
  const nodes = new Map(items.map((item) => [idOf(item), { item, children: [] as ForestNode<T>[] }]));
  const isLoop = (id: string): boolean => {
    const seen = new Set<string>([id]);
    for (
      let parent = parentOf(nodes.get(id)!.item);
      parent !== null && nodes.has(parent);
      parent = parentOf(nodes.get(parent)!.item)
    ) {
      if (seen.has(parent)) return true;
      seen.add(parent);
    }
    return false;
  };
  const roots: ForestNode<T>[] = [];
  for (const item of items) {
    const node = nodes.get(idOf(item))!;
    const parentId = parentOf(item);
    const parent = parentId === null ? undefined : nodes.get(parentId);
    if (parent && !isLoop(idOf(item))) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** An item and everything below it, e.g. the choices a node cannot be moved under. */
export function subtreeIds<T>(
  items: readonly T[],
  idOf: (item: T) => string,
  parentOf: (item: T) => string | null,
  rootId: string,
): Set<string> {
  const ids = new Set([rootId]);
  for (let grew = true; grew;) {
    grew = false;
    for (const item of items) {
      const parent = parentOf(item);
      if (parent !== null && ids.has(parent) && !ids.has(idOf(item))) {
        ids.add(idOf(item));
        grew = true;
      }
    }
  }
  return ids;
}

/** What the tree needs to know about a node. */
export interface TreeSource<T> {
  idOf(node: T): string;
  /** The loaded children; undefined while they are still being fetched. */
  childrenOf(node: T): readonly T[] | undefined;
  /** Whether the node can open (it may have children that are not loaded yet). */
  isExpandable(node: T): boolean;
}

/** A visible line of the tree, with what WAI-ARIA needs (level, position in its set). */
export interface TreeRow<T> {
  id: string;
  node: T;
  level: number;
  parentId: string | null;
  posInSet: number;
  setSize: number;
  expandable: boolean;
  expanded: boolean;
  /** Open, but its children are still loading. */
  pending: boolean;
}

/** The rows a reader sees: roots, and the children of every expanded node, depth first. */
export function visibleRows<T>(
  roots: readonly T[],
  source: TreeSource<T>,
  expanded: ReadonlySet<string>,
): TreeRow<T>[] {
  const rows: TreeRow<T>[] = [];
  const walk = (nodes: readonly T[], level: number, parentId: string | null) => {
    nodes.forEach((node, index) => {
      const id = source.idOf(node);
      const expandable = source.isExpandable(node);
      const isOpen = expandable && expanded.has(id);
      const children = isOpen ? source.childrenOf(node) : undefined;
      rows.push({
        id,
        node,
        level,
        parentId,
        posInSet: index + 1,
        setSize: nodes.length,
        expandable,
        expanded: isOpen,
        pending: isOpen && children === undefined,
      });
      if (children) walk(children, level + 1, id);
    });
  };
  walk(roots, 1, null);
  return rows;
}

export type TreeKeyAction = { focus: string } | { toggle: string; open: boolean } | null;

/** The WAI-ARIA tree keyboard pattern: arrows, Home/End, Enter/Space. */
export function treeKeyAction<T>(rows: readonly TreeRow<T>[], currentId: string, key: string): TreeKeyAction {
  const index = rows.findIndex((r) => r.id === currentId);
  const row = rows[index];
  if (!row) return null;
  const focus = (target: TreeRow<T> | undefined) => (target ? { focus: target.id } : null);
  switch (key) {
    case 'ArrowDown':
      return focus(rows[index + 1]);
    case 'ArrowUp':
      return focus(rows[index - 1]);
    case 'Home':
      return focus(rows[0]);
    case 'End':
      return focus(rows[rows.length - 1]);
    case 'ArrowRight':
      if (row.expandable && !row.expanded) return { toggle: row.id, open: true };
      return row.expanded && rows[index + 1]?.parentId === row.id ? focus(rows[index + 1]) : null;
    case 'ArrowLeft':
      if (row.expanded) return { toggle: row.id, open: false };
      return focus(rows.find((r) => r.id === row.parentId));
    case 'Enter':
    case ' ':
      return row.expandable ? { toggle: row.id, open: !row.expanded } : null;
    default:
      return null;
  }
}
