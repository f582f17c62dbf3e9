import { describe, expect, it } from 'vitest';
import type { DepartmentView } from '@tenure/domain/org';
import { departmentRows } from './departmentRows.ts';

const department = (id: string, name: string, parentId: string | null = null): DepartmentView => ({
  id,
  name,
  parentId,
  orderId: null,
  isActive: true,
});

describe('departmentRows', () => {
  it('puts sub-departments under their parent, indented, keeping the API order among siblings', () => {
    const rows = departmentRows([
      department('eng', 'Engineering'),
      department('hr', 'Human Resources'),
      department('platform', 'Platform', 'eng'),
      department('payroll', 'Payroll', 'hr'),
      department('sre', 'SRE', 'platform'),
    ]);
    expect(rows.map((r) => [r.department.name, r.depth, r.parentName])).toEqual([
      ['Engineering', 0, null],
      ['Platform', 1, 'Engineering'],
      ['SRE', 2, 'Platform'],
      ['Human Resources', 0, null],
      ['Payroll', 1, 'Human Resources'],
    ]);
  });
});
