import { useCallback, useState, type ReactNode } from 'react';
import { Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserRow } from '@tenure/domain/users';
import { EmptyState, LoadErrorState } from '../../components/QueryStates.tsx';
import { DataTable, type DataColumn } from '../../components/table/DataTable.tsx';
import { tableQuery, withFilter, withPageSize } from '../../components/table/tableState.ts';
import { useUserList } from './api.ts';
import { UserFilters } from './UserFilters.tsx';
import { INITIAL_USER_LIST_STATE, NO_USER_FILTERS, type UserFilterValues } from './userListState.ts';

/** What the user pages share: the list's paging and filters, and the page of users they select. */
export function useUserListPage() {
  const [state, setState] = useState(INITIAL_USER_LIST_STATE);
  const list = useUserList(tableQuery(state));
  const onFilter = useCallback(
    (key: keyof UserFilterValues, value: string) => setState((s) => withFilter(s, key, value)),
    [],
  );
  const onClear = useCallback(() => setState((s) => ({ ...s, filters: NO_USER_FILTERS, page: 1 })), []);
  return { state, setState, list, rows: list.data?.items ?? [], onFilter, onClear };
}

export type UserListPage = ReturnType<typeof useUserListPage>;

/** The user list's search and filters, in their own panel. */
export function UserListFilters({ users }: { users: UserListPage }) {
  return (
    <Paper withBorder p="md" radius="md">
      <UserFilters filters={users.state.filters} onChange={users.onFilter} onClear={users.onClear} />
    </Paper>
  );
}

/** The page of users in `columns` (anything `children` puts above the table first), or why it could not load. */
export function UserListTable({
  users,
  columns,
  children,
}: {
  users: UserListPage;
  columns: DataColumn<UserRow, 'username'>[];
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { state, setState, list } = users;
  if (list.error) return <LoadErrorState error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <Paper withBorder p="md" radius="md">
      {children}
      <DataTable
        caption={t('users.caption')}
        columns={columns}
        rows={users.rows}
        rowKey={(row) => row.userId}
        sort="username"
        order="asc"
        onSort={() => undefined}
        page={state.page}
        size={state.size}
        total={list.data?.total ?? 0}
        onPage={(page) => setState((s) => ({ ...s, page }))}
        onSize={(size) => setState((s) => withPageSize(s, size))}
        loading={list.isFetching}
        empty={<EmptyState text={t('users.empty')} />}
      />
    </Paper>
  );
}
