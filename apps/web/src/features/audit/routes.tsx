import { section } from '@tenure/domain/access';
import { needs, type FeatureRoute } from '../../lib/access/routes.ts';

export const auditRoutes: readonly FeatureRoute[] = [
  // Not in the SPEC's route list: the audit log page of issue 36 (docs/decisions/identity.md).
  {
    path: '/audit-log',
    label: 'auditLog',
    requires: needs(section('ADMINISTRATION', 'ViewAuditLog')),
    menu: { group: 'setup', order: 175 },
    page: () => import('./AuditLogPage.tsx').then((m) => m.AuditLogPage),
  },
];
