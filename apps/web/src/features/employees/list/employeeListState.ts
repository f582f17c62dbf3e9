import type { EmployeeSortKey } from '@tenure/domain/employees';
import { initialTableState, type TableState } from '../../../components/table/tableState.ts';

export interface EmployeeListFilterValues extends Record<string, string> {
  search: string;
  departmentId: string;
  locationId: string;
  legalEntityId: string;
  employmentType: string;
  status: string;
}

export const NO_FILTERS: EmployeeListFilterValues = {
  search: '',
  departmentId: '',
  locationId: '',
  legalEntityId: '',
  employmentType: '',
  status: '',
};

export type EmployeeListState = TableState<EmployeeSortKey, EmployeeListFilterValues>;

/** SPEC §9: sorted by employeeName by default. */
export const INITIAL_EMPLOYEE_LIST_STATE: EmployeeListState = initialTableState('employeeName', NO_FILTERS);
