import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endedSessions, sessionList } from '@tenure/domain/auth';
import { api } from '../../../lib/api/index.ts';

/** Whose sessions: the signed-in user's own, or (an admin with ManageUsers) a user's of the tenant. */
export type SessionsOwner = { self: true } | { userId: string };

const base = (owner: SessionsOwner) =>
  'self' in owner ? '/api/auth/sessions' : `/api/auth/users/${encodeURIComponent(owner.userId)}/sessions`;
const sessionsKey = (owner: SessionsOwner) => ['sessions', 'self' in owner ? 'self' : owner.userId] as const;

export function useSessions(owner: SessionsOwner) {
  return useQuery({ queryKey: sessionsKey(owner), queryFn: () => api.request(base(owner), sessionList) });
}

/** Ends one session, or every one (the user's own: every one but this). The list is read again after. */
export function useEndSessions(owner: SessionsOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (which: { sessionId: string } | 'rest') =>
      which === 'rest'
        ? api.request(`${base(owner)}/${'self' in owner ? 'end-others' : 'end-all'}`, endedSessions, {
            method: 'POST',
          })
        : api.request(`${base(owner)}/${encodeURIComponent(which.sessionId)}`, endedSessions, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey(owner) }),
  });
}
