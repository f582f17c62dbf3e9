import { describe, expect, it } from 'vitest';
import type { ReportDefinitionView } from '@tenure/domain/reports';
import { toggleSort, withFilter } from '../../components/table/tableState.ts';
import { exportQueryOf, paramsOfReportState, reportStateFromParams, withoutFilters } from './reportQuery.ts';

const definition: Pick<ReportDefinitionView, 'columns' | 'filters' | 'commonFilters' | 'defaultSort'> = {
  columns: [
    { key: 'group', heading: 'Group', type: 'text', masked: false, sortable: true },
    { key: 'headcount', heading: 'Headcount', type: 'number', masked: false, sortable: true },
    { key: 'note', heading: 'Note', type: 'text', masked: false, sortable: false },
  ],
  filters: [
    {
      key: 'groupBy',
      label: 'Group by',
      type: 'select',
      options: [
        { value: 'department', label: 'Department' },
        { value: 'gender', label: 'Gender' },
      ],
      defaultValue: 'department',
    },
  ],
  commonFilters: ['from', 'to', 'legalEntity', 'departmentId', 'locationId', 'employmentType', 'status'],
  defaultSort: 'group',
};

const read = (query: string) => reportStateFromParams(new URLSearchParams(query), definition);

describe('a report state in the URL', () => {
  it('opens a plain link with the defaults: page 1, 10 rows, the default sort, no filter', () => {
    expect(read('')).toEqual({
      filters: {
        from: '',
        to: '',
        legalEntity: '',
        departmentId: '',
        locationId: '',
        employmentType: '',
        status: '',
        groupBy: '',
      },
      page: 1,
      size: 10,
      sort: 'group',
      order: 'asc',
    });
  });

  it('reads the filters, page, size and sort a link names', () => {
    const state = read('from=2026-01-01&groupBy=gender&page=3&size=50&sort=headcount&order=desc');
    expect(state).toMatchObject({ page: 3, size: 50, sort: 'headcount', order: 'desc' });
    expect(state.filters).toMatchObject({ from: '2026-01-01', groupBy: 'gender', status: '' });
  });

  it('leaves out what the report does not offer: an unknown choice, a size outside 10/20/25/50/100, an unsortable column', () => {
    const state = read('groupBy=salary&size=30&sort=note&page=-2&other=1');
    expect(state).toMatchObject({ page: 1, size: 10, sort: 'group', order: 'asc' });
    expect(state.filters.groupBy).toBe('');
    expect(state.filters).not.toHaveProperty('other');
  });

  it('writes back only what differs from the defaults, so the link reads back the same state', () => {
    const state = toggleSort(withFilter(read('page=4'), 'departmentId', 'd-1'), 'headcount');
    const params = paramsOfReportState({ ...state, size: 100 }, definition);
    expect(params.toString()).toBe('departmentId=d-1&size=100&sort=headcount');
    expect(read(params.toString())).toEqual({ ...state, size: 100 });
  });

  it('a changed filter or a cleared one shows the first page', () => {
    expect(withFilter(read('page=3'), 'status', 'Active').page).toBe(1);
    const cleared = withoutFilters(read('from=2026-01-01&status=Active&page=2'));
    expect(paramsOfReportState(cleared, definition).toString()).toBe('');
  });

  it('exports what the screen shows without its page', () => {
    expect(exportQueryOf(read('status=Active&page=2&size=10&order=desc'), 'csv')).toEqual({
      status: 'Active',
      sort: 'group',
      order: 'desc',
      format: 'csv',
    });
  });

  it('prints the page on screen as a PDF', () => {
    expect(exportQueryOf(read('status=Active&page=2&size=10'), 'pdf')).toEqual({
      status: 'Active',
      sort: 'group',
      order: 'asc',
      page: '2',
      size: '10',
      format: 'pdf',
    });
  });
});
