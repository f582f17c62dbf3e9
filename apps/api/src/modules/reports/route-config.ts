import { z } from 'zod';
import { section } from '@tenure/domain/access';

/** The Reports menu; each report's own key is checked by policy.ts (403 without it), on every use of a saved view too. */
export const REPORTS_MENU = {
  access: { requires: section('REPORTS', 'NavigationReports'), scope: 'entity' },
  flag: 'reports',
} as const;

/** A report's key: its route without the slash. */
export const keyParam = z.object({ key: z.string().regex(/^[a-z0-9-]{1,100}$/) });
