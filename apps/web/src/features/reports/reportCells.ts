import type { ReportCell, ReportColumn } from '@tenure/domain/reports';

export interface CellFormatters {
  formatDate(iso: string): string;
  formatDateTime(iso: string): string;
  yes: string;
  no: string;
  locale?: string;
}

/** A report cell as the screen shows it, by its column's type: numbers with the column's decimals, percents with "%". */
export function formatReportCell(
  column: Pick<ReportColumn, 'type' | 'decimals'>,
  value: ReportCell,
  f: CellFormatters,
): string {
  if (value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? f.yes : f.no;
  switch (column.type) {
    case 'number':
    case 'percent': {
      const n = typeof value === 'number' ? value : Number(value);
      if (!Number.isFinite(n)) return String(value);
      const shown = n.toLocaleString(f.locale, {
        minimumFractionDigits: column.decimals ?? 0,
        maximumFractionDigits: column.decimals ?? 0,
      });
      return column.type === 'percent' ? `${shown}%` : shown;
    }
    case 'date':
      return f.formatDate(String(value));
    case 'datetime':
      return f.formatDateTime(String(value));
    default:
      return String(value);
  }
}

/** Numbers line up on the right, like a spreadsheet's. */
export const alignsRight = (column: Pick<ReportColumn, 'type'>) =>
  column.type === 'number' || column.type === 'percent';
