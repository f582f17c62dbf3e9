import { useQuery } from '@tanstack/react-query';
import { effectivePermissionsView } from '@tenure/domain/access';
import { api } from '../api/index.ts';
import { useSessionStore } from '../session/store.ts';

/** The effective permission map of the user in the selected legal entity. */
export function useEntityPermissions() {
  const entity = useSessionStore((s) => s.entity);
  return useQuery({
    queryKey: ['access', 'permissions', entity?.userEntityMappingId],
    queryFn: () =>
      api.request('/api/auth/user-entity-permissions', effectivePermissionsView, {
        query: { userEntityMappingId: entity?.userEntityMappingId ?? '' },
      }),
    enabled: entity !== null,
    staleTime: 5 * 60_000,
  });
}
