import { hasAccess, type AccessKey } from '@tenure/domain/access';
import { useAccessContext } from './useAccessContext.ts';

/** Whether the user holds one key in the selected entity (false while permissions load). */
export function useHasAccess(key: AccessKey): boolean {
  const access = useAccessContext();
  return access.status === 'ready' && hasAccess(access.ctx.permissions, key);
}
