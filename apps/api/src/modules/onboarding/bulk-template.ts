import {
  BULK_COLUMNS,
  BULK_UPDATE_COLUMNS,
  EFFECTIVE_DATE_HEADING,
  EMPLOYEE_NUMBER_HEADING,
  TEMPLATE_ROWS,
  type BulkLookup,
} from '@tenure/domain/onboarding';
import type { Tx } from '../../platform/db.ts';
import { templateWorkbook, type TemplateColumn } from '../../platform/sheets.ts';
import { loadBulkLookups, managerChoices } from './bulk-lookups.ts';
import type { BulkSettings } from './bulk-onboarding-service.ts';
import type { BulkUpdateSettings } from './bulk-update-service.ts';

interface ColumnSpec {
  heading: string;
  lookup?: BulkLookup;
  date?: boolean;
  hint?: string;
}

/** Template columns: each lookup a dropdown of the tenant's active values (entities by code, people by employee number). */
async function templateColumns(tx: Tx, dateFormat: string, specs: readonly ColumnSpec[]): Promise<TemplateColumn[]> {
  const lookups = await loadBulkLookups(tx);
  const people = specs.some((s) => s.lookup === 'manager') ? await managerChoices(tx) : [];
  return specs.map((spec) => {
    const hint = spec.date ? `${dateFormat} or yyyy-MM-dd` : spec.hint;
    if (!spec.lookup) return { heading: spec.heading, hint };
    const choices =
      spec.lookup === 'manager'
        ? people
        : spec.lookup === 'legalEntity'
          ? lookups.entityCodes
          : lookups.indexes[spec.lookup].list();
    return { heading: spec.heading, hint, choices };
  });
}

/** The bulk onboarding template of employees or consultants. */
export async function bulkOnboardingTemplate(tx: Tx, settings: BulkSettings): Promise<Buffer> {
  const columns = await templateColumns(tx, settings.dateFormat, BULK_COLUMNS[settings.kind]);
  return templateWorkbook(settings.kind === 'employee' ? 'Employees' : 'Consultants', columns, [], TEMPLATE_ROWS);
}

/** An update template: the employee, the effective date, then the fields of its kind. */
export async function bulkUpdateTemplate(tx: Tx, settings: BulkUpdateSettings): Promise<Buffer> {
  const specs: ColumnSpec[] = [
    { heading: EMPLOYEE_NUMBER_HEADING, lookup: 'manager' },
    { heading: EFFECTIVE_DATE_HEADING, date: true },
    ...BULK_UPDATE_COLUMNS[settings.kind],
  ];
  return templateWorkbook('Updates', await templateColumns(tx, settings.dateFormat, specs), [], TEMPLATE_ROWS);
}
