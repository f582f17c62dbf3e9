import { BULK_COLUMNS } from '@tenure/domain/onboarding';

/** Bulk files are made on the fly by the shared helpers (no binaries checked in). */
export { csvFile, readWorkbook, xlsxFile, type Cells } from '../../../test/sheet-files.ts';

export const EMPLOYEE_HEADINGS = BULK_COLUMNS.employee.map((c) => c.heading);
export const CONSULTANT_HEADINGS = BULK_COLUMNS.consultant.map((c) => c.heading);

/**
 * Joiners of the demo's Bengaluru entity, valid by the Indian rules, in the employee template's
 * column order: `tag` keeps the emails of one file apart from another's, `first` numbers them.
 */
export function joinerRows(
  count: number,
  { tag = 'bulk', first = 1, joining = `${new Date().toISOString().slice(0, 7)}-01` } = {},
): string[][] {
  return Array.from({ length: count }, (_, i) => {
    const n = first + i;
    const cells: Record<string, string> = {
      'First Name': 'Asha',
      'Last Name': `Verma ${tag} ${n}`,
      Gender: 'Female',
      'Date of Birth': '1994-05-12',
      'National ID': `2${String(n).padStart(11, '0')}`,
      'Work Email': `${tag}.joiner${n}@demo.tenure.test`,
      'Mobile Phone': `9${String(n).padStart(9, '0')}`,
      'Legal Entity': 'IN-KA-01',
      Department: 'Engineering',
      Location: 'Bengaluru',
      Designation: 'Software Engineer',
      Manager: 'EMP0003',
      'Employment Type': 'Full Time',
      'Date of Joining': joining,
    };
    return EMPLOYEE_HEADINGS.map((h) => cells[h] ?? '');
  });
}

/** A copy of `rows` with one cell replaced (row index, heading, value). */
export function withCell(
  rows: readonly string[][],
  index: number,
  heading: string,
  value: string,
  headings: readonly string[] = EMPLOYEE_HEADINGS,
): string[][] {
  return rows.map((r, i) => (i === index ? r.map((c, j) => (headings[j] === heading ? value : c)) : [...r]));
}
