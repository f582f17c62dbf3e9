import { useState, type ComponentProps, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState, LoadErrorState, LoadingState } from '../QueryStates.tsx';
import { DeleteDialog, type DeleteTarget } from './DeleteDialog.tsx';

interface CrudPanelProps<Item> {
  /** The records; while they load, fail or come back empty the panel says so instead of showing the list. */
  query: UseQueryResult<Item[]>;
  emptyText: string;
  /** Above the list: the add button and whatever stands beside it. */
  toolbar: ReactNode;
  /** The records, once there are some; `confirmDelete` asks before deleting one of them. */
  children(items: Item[], confirmDelete: (target: DeleteTarget) => void): ReactNode;
  /** The add or edit form while one is open. */
  form: ReactNode;
  remove(id: string): Promise<unknown>;
  /** Texts of the delete dialog when the generic ones do not fit. */
  deleteTexts?: ComponentProps<typeof DeleteDialog>['texts'];
}

/** A list of records with add, edit and delete: its loading, error and empty states, the open form and the delete dialog. */
export function CrudPanel<Item>({
  query,
  emptyText,
  toolbar,
  children,
  form,
  remove,
  deleteTexts,
}: CrudPanelProps<Item>) {
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);

  let body;
  if (query.isPending) body = <LoadingState />;
  else if (query.isError) body = <LoadErrorState error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.data.length === 0) body = <EmptyState text={emptyText} />;
  else body = children(query.data, setDeleting);

  return (
    <>
      {toolbar}
      {body}
      {form}
      <DeleteDialog target={deleting} onClose={() => setDeleting(null)} remove={remove} texts={deleteTexts} />
    </>
  );
}
