import type { Dispatch, ReactNode, SetStateAction } from 'react';
import { Paper } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState, LoadErrorState } from '../QueryStates.tsx';
import { DataTable, type DataColumn } from './DataTable.tsx';
import { tableControls, type TableState } from './tableState.ts';

interface PagedQueryTableProps<Row, S extends string, F extends Record<string, string>> {
  /** A page of a server-paged list: its rows and the total. */
  list: UseQueryResult<{ items: Row[]; total: number }>;
  state: TableState<S, F>;
  setState: Dispatch<SetStateAction<TableState<S, F>>>;
  caption: string;
  columns: readonly DataColumn<Row, S>[];
  rowKey(row: Row): string;
  /** What an empty list says. */
  empty: string;
  onRowClick?(row: Row): void;
  /** Drawn in a bordered panel (a page's main list) rather than bare (a list inside a tab). */
  framed?: boolean;
}

/** A list page's table: the query's page in a server-sorted, server-paged DataTable, or its load error with a retry. */
export function PagedQueryTable<Row, S extends string, F extends Record<string, string>>(
  props: PagedQueryTableProps<Row, S, F>,
) {
  const { list, state, setState, framed = false } = props;
  if (list.error) return <LoadErrorState error={list.error} onRetry={() => void list.refetch()} />;
  const table: ReactNode = (
    <DataTable
      caption={props.caption}
      columns={props.columns}
      rows={list.data?.items ?? []}
      rowKey={props.rowKey}
      {...tableControls(state, setState, list.data?.total)}
      {...(props.onRowClick ? { onRowClick: props.onRowClick } : {})}
      loading={list.isFetching}
      empty={framed ? <EmptyState text={props.empty} /> : props.empty}
    />
  );
  return framed ? (
    <Paper withBorder p="md" radius="md">
      {table}
    </Paper>
  ) : (
    table
  );
}
