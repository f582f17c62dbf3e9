import { z } from 'zod';
import { section } from '@tenure/domain/access';

/** Masters, geography, locations and departments are changed by master-data admins only. */
export const MASTER_DATA = { requires: section('ADMINISTRATION', 'MasterData'), scope: 'all' } as const;
/** Viewing the organisation structure and hierarchy. */
export const VIEW_ORGANIZATION = { requires: section('ORGANIZATION', 'Organization'), scope: 'all' } as const;
/** Changing the organisation structure (its component types and components). */
export const SETUP_ORGANIZATION = { requires: section('ADMINISTRATION', 'SetupOrganizationStructure'), scope: 'all' } as const;

export const idParam = z.object({ id: z.uuid() });
