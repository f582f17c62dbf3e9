import { useQuery } from '@tanstack/react-query';
import { myActionsView } from '@tenure/domain/actions';
import { api } from '../../lib/api/index.ts';
import { useSessionStore } from '../../lib/session/store.ts';

/** Everything waiting for the user's decision, by kind (refetched whenever the page opens). */
export function useMyActions() {
  const entityCode = useSessionStore((s) => s.entity?.legalEntityCode);
  return useQuery({
    queryKey: ['myActions', entityCode],
    queryFn: () => api.request('/api/home/my-actions', myActionsView),
  });
}
