import { describe, expect, it } from 'vitest';
import { initialTableState, pageRange, tableQuery, toggleSort, withFilter, withPageSize } from './tableState.ts';

describe('server-paged table state', () => {
  const start = { ...initialTableState('employeeName', { search: '', status: '' }), page: 3 };

  it('starts on page 1 with 10 rows, ascending on the default column', () => {
    expect(tableQuery(initialTableState('employeeName', { search: '' }))).toEqual({
      page: '1',
      size: '10',
      sort: 'employeeName',
      order: 'asc',
    });
  });

  it('flips the order on the sorted column, starts another ascending, and goes back to page 1', () => {
    const flipped = toggleSort(start, 'employeeName');
    expect(flipped).toMatchObject({ sort: 'employeeName', order: 'desc', page: 1 });
    expect(toggleSort(flipped, 'employeeName').order).toBe('asc');
    expect(toggleSort(flipped, 'dateOfJoining')).toMatchObject({ sort: 'dateOfJoining', order: 'asc' });
  });

  it('sends only the filters that are set, from page 1', () => {
    const filtered = withFilter(start, 'status', 'Active');
    expect(filtered.page).toBe(1);
    expect(tableQuery(withFilter(filtered, 'search', '  priya '))).toEqual({
      search: 'priya',
      status: 'Active',
      page: '1',
      size: '10',
      sort: 'employeeName',
      order: 'asc',
    });
  });

  it('accepts only the page sizes of SPEC §9', () => {
    expect(withPageSize(start, 25)).toMatchObject({ size: 25, page: 1 });
    expect(withPageSize(start, 30)).toBe(start);
  });

  it('tells the range of rows on a page', () => {
    expect(pageRange(2, 10, 42)).toEqual({ from: 11, to: 20 });
    expect(pageRange(5, 10, 42)).toEqual({ from: 41, to: 42 });
    expect(pageRange(1, 10, 0)).toEqual({ from: 0, to: 0 });
  });
});
