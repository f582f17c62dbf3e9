import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeaveBalanceView } from '@tenure/domain/leave';
import { EmptyState, LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import type { useBalances } from '../setupApi.ts';

/** Someone's balances once they have loaded; until then, on failure or with none yet, the usual states. */
export function LoadedBalances({
  balances,
  children,
}: {
  balances: ReturnType<typeof useBalances>;
  children(data: LeaveBalanceView[]): ReactNode;
}) {
  const { t } = useTranslation();
  if (balances.isPending) return <LoadingState />;
  if (balances.isError) return <LoadErrorState error={balances.error} onRetry={() => void balances.refetch()} />;
  if (balances.data.length === 0) return <EmptyState text={t('leave.dashboard.noBalances')} />;
  return children(balances.data);
}
