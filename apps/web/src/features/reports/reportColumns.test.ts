import { describe, expect, it } from 'vitest';
import type { ReportColumn } from '@tenure/domain/reports';
import { columnsToKeep, paramsOfSavedState, pickedColumnsFrom, shownColumnsOf } from './reportColumns.ts';

const column = (key: string, hidden = false): ReportColumn => ({
  key,
  heading: key,
  type: 'text',
  masked: false,
  sortable: true,
  ...(hidden ? { hidden } : {}),
});
const definition = { columns: [column('name'), column('email'), column('bank', true)] };

describe('report columns', () => {
  it('shows the columns not hidden by default, and those picked in their order', () => {
    expect(shownColumnsOf(definition, null).map((c) => c.key)).toEqual(['name', 'email']);
    expect(shownColumnsOf(definition, ['bank', 'name']).map((c) => c.key)).toEqual(['bank', 'name']);
  });

  it('reads the link, leaving out unknown or repeated keys', () => {
    expect(pickedColumnsFrom(new URLSearchParams('columns=name,salary,name,bank'), definition)).toEqual([
      'name',
      'bank',
    ]);
    expect(pickedColumnsFrom(new URLSearchParams('columns=salary'), definition)).toBeNull();
    expect(pickedColumnsFrom(new URLSearchParams(''), definition)).toBeNull();
  });

  it('keeps a choice in the link only when it differs from the default', () => {
    expect(columnsToKeep(definition, ['name', 'email'])).toBeNull();
    expect(columnsToKeep(definition, ['name', 'email', 'bank'])).toEqual(['name', 'email', 'bank']);
  });

  it('opens a saved view as a link with its filters, sort, columns and id', () => {
    const params = paramsOfSavedState(
      { filters: { groupBy: 'gender' }, columns: ['name'], sort: 'name', order: 'desc' },
      'v1',
    );
    expect(params.toString()).toBe('groupBy=gender&sort=name&order=desc&columns=name&view=v1');
  });
});
