import { BULK_COLUMNS, TEMPLATE_ROWS } from '@tenure/domain/onboarding';
import type { Tx } from '../../platform/db.ts';
import { templateWorkbook } from '../../platform/sheets.ts';
import { loadBulkLookups, managerChoices } from './bulk-lookups.ts';
import type { BulkSettings } from './bulk-onboarding.ts';

/**
 * The bulk onboarding template: the kind's columns, each lookup column a dropdown of the tenant's
 * active values (legal entities by code, managers by employee number), dates in the tenant format.
 */
export async function bulkOnboardingTemplate(tx: Tx, settings: BulkSettings): Promise<Buffer> {
  const lookups = await loadBulkLookups(tx);
  const managers = await managerChoices(tx);
  const columns = BULK_COLUMNS[settings.kind].map((column) => {
    const hint = column.date ? `${settings.dateFormat} or yyyy-MM-dd` : column.hint;
    if (!column.lookup) return { heading: column.heading, hint };
    const choices = column.lookup === 'manager' ? managers : column.lookup === 'legalEntity' ? lookups.entityCodes : lookups.indexes[column.lookup].list();
    return { heading: column.heading, hint, choices };
  });
  return templateWorkbook(settings.kind === 'employee' ? 'Employees' : 'Consultants', columns, [], TEMPLATE_ROWS);
}
