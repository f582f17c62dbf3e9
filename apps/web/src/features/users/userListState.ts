import { initialTableState, type TableState } from '../../components/table/tableState.ts';

export const NO_USER_FILTERS = {
  search: '',
  status: '',
  legalEntityCode: '',
  departmentId: '',
  locationId: '',
  roleId: '',
};
export type UserFilterValues = typeof NO_USER_FILTERS;
export type UserListState = TableState<'username', UserFilterValues>;

export const INITIAL_USER_LIST_STATE: UserListState = initialTableState('username', NO_USER_FILTERS);
