import { useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Loader } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconPointFilled } from '@tabler/icons-react';
import { treeKeyAction, visibleRows, type TreeRow, type TreeSource } from './treeRows.ts';
import classes from './TreeView.module.css';

interface TreeViewProps<T> extends TreeSource<T> {
  roots: readonly T[];
  expanded: ReadonlySet<string>;
  onToggle(id: string, open: boolean): void;
  renderNode(node: T, row: TreeRow<T>): ReactNode;
  /** Accessible name of the tree. */
  label: string;
  testId?: string;
}

/**
 * A WAI-ARIA tree (flat rows with aria-level, aria-setsize and aria-posinset): one row in the tab
 * order, arrows to move, Right/Left to open and close, Enter or Space to toggle, a click on the
 * chevron to toggle with the mouse. Children may load lazily (`childrenOf` answers undefined).
 */
export function TreeView<T>({ roots, expanded, onToggle, renderNode, label, testId, ...source }: TreeViewProps<T>) {
  const { idOf, childrenOf, isExpandable } = source;
  const rows = useMemo(
    () => visibleRows(roots, { idOf, childrenOf, isExpandable }, expanded),
    [roots, idOf, childrenOf, isExpandable, expanded],
  );
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const rowRefs = useRef(new Map<string, HTMLDivElement>());
  const activeId = rows.some((r) => r.id === focusedId) ? focusedId : (rows[0]?.id ?? null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, row: TreeRow<T>) => {
    const action = treeKeyAction(rows, row.id, event.key);
    if (!action) return;
    event.preventDefault();
    if ('focus' in action) {
      setFocusedId(action.focus);
      rowRefs.current.get(action.focus)?.focus();
    } else {
      onToggle(action.toggle, action.open);
    }
  };

  return (
    <div role="tree" aria-label={label} className={classes.tree} data-testid={testId}>
      {rows.map((row) => (
        <div
          key={row.id}
          ref={(element) => {
            if (element) rowRefs.current.set(row.id, element);
            else rowRefs.current.delete(row.id);
          }}
          role="treeitem"
          aria-level={row.level}
          aria-setsize={row.setSize}
          aria-posinset={row.posInSet}
          aria-expanded={row.expandable ? row.expanded : undefined}
          aria-busy={row.pending || undefined}
          tabIndex={row.id === activeId ? 0 : -1}
          className={classes.row}
          onKeyDown={(event) => onKeyDown(event, row)}
          onFocus={() => setFocusedId(row.id)}
          data-node-id={row.id}
        >
          {Array.from({ length: row.level - 1 }, (_, i) => (
            <span key={i} className={classes.guide} aria-hidden />
          ))}
          <span
            className={row.expandable ? classes.toggle : `${classes.toggle} ${classes.leaf}`}
            aria-hidden
            onClick={row.expandable ? () => onToggle(row.id, !row.expanded) : undefined}
          >
            {row.pending ? (
              <Loader size={14} />
            ) : row.expandable ? (
              row.expanded ? (
                <IconChevronDown size={18} />
              ) : (
                <IconChevronRight size={18} />
              )
            ) : (
              <IconPointFilled size={10} />
            )}
          </span>
          <div className={classes.content}>{renderNode(row.node, row)}</div>
        </div>
      ))}
    </div>
  );
}
