import type { DepartmentView } from '@tenure/domain/org';
import { buildForest, type ForestNode } from '../../../components/tree/treeRows.ts';

export interface DepartmentRow {
  department: DepartmentView;
  /** 0 for a top-level department, 1 for its sub-departments, … */
  depth: number;
  parentName: string | null;
}

/** Departments in outline order: each followed by its sub-departments, siblings in the API's order. */
export function departmentRows(departments: readonly DepartmentView[]): DepartmentRow[] {
  const names = new Map(departments.map((d) => [d.id, d.name]));
  const rows: DepartmentRow[] = [];
  const walk = (nodes: ForestNode<DepartmentView>[], depth: number) => {
    for (const node of nodes) {
      const parentId = node.item.parentId;
      rows.push({ department: node.item, depth, parentName: parentId ? (names.get(parentId) ?? null) : null });
      walk(node.children, depth + 1);
    }
  };
  walk(
    buildForest(
      departments,
      (d) => d.id,
      (d) => d.parentId,
    ),
    0,
  );
  return rows;
}
