import { z } from 'zod';

/**
 * One problem of an uploaded file: its row as the spreadsheet numbers it (the heading is row 1),
 * the column's heading (null: the whole row), the value found there and what is wrong with it.
 */
export const uploadRowError = z.object({
  row: z.number(),
  column: z.string().nullable(),
  value: z.string(),
  message: z.string(),
});
export type UploadRowError = z.infer<typeof uploadRowError>;

/** A refused upload: the file's row errors (nothing applied), or a problem with the file itself (fieldErrors). */
export const uploadRefusalView = z.object({
  message: z.string(),
  code: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
  errors: z.array(uploadRowError).optional(),
});
export type UploadRefusalView = z.infer<typeof uploadRefusalView>;

/** The heading of the column the annotated workbook adds with each row's problems. */
export const ERRORS_COLUMN = 'Errors';

export const UPLOAD_MESSAGES = {
  noRows: 'The file has no rows under its heading row.',
  tooManyRows: (max: number) => `The file has more than ${max.toLocaleString('en')} rows; split it into smaller files.`,
  missingColumn: (heading: string) => `The column '${heading}' is missing from the heading row.`,
  required: 'A value is required.',
  workbookUnreadable:
    'The file could not be read as an Excel workbook. Save it again from Excel as .xlsx and upload it again.',
  workbookTooLarge:
    'The workbook holds more than an upload may (too much data once unpacked, too many rows or texts); split it into smaller files.',
  tooManyColumns: (max: number) =>
    `The file has values beyond column ${max.toLocaleString('en')}; remove the columns that are not in the template.`,
  cellTooLong: (row: number, max: number) =>
    `Row ${row} has a cell longer than ${max.toLocaleString('en')} characters.`,
} as const;
