import { describe, expect, it } from 'vitest';
import { toggleSort, withFilter } from '../../components/table/tableState.ts';
import { initialRequestListState, requestListQuery } from './requestListQuery.ts';

describe('requestListQuery (leave API paging names)', () => {
  it('asks for the first page of 10 with the given sort and status', () => {
    expect(requestListQuery(initialRequestListState('employeeName', 'asc', 'pending'), false)).toEqual({
      pageNo: '1',
      pageSize: '10',
      sortBy: 'employeeName',
      sortOrder: 'asc',
      status: 'pending',
      indirect: 'false',
    });
  });

  it('sends the filter text trimmed, leaves out an empty one, and starts again at page 1 on a new sort', () => {
    let state = { ...initialRequestListState('startDate', 'desc', 'all'), page: 3 };
    expect(requestListQuery(state)).not.toHaveProperty('filterValue');
    state = withFilter(state, 'filterValue', '  Emily ');
    expect(requestListQuery(state)).toMatchObject({ filterValue: 'Emily', pageNo: '1' });
    expect(requestListQuery(toggleSort({ ...state, page: 2 }, 'days'))).toMatchObject({
      sortBy: 'days',
      sortOrder: 'asc',
      pageNo: '1',
    });
    expect(requestListQuery(state)).not.toHaveProperty('indirect');
  });
});
