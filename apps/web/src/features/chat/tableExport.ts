import { chatTableFileName, type ChatTable } from '@tenure/domain/chat';
import { spreadsheetSafe } from '@tenure/domain/spreadsheets';
import { saveFile } from '../../lib/saveFile.ts';

/** A CSV field: text a spreadsheet would run as a formula is kept text, then quoted when it must be. */
const csvCell = (value: string) => {
  const text = spreadsheetSafe(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};
const htmlCell = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function tableCsv(table: ChatTable): string {
  return [table.headers, ...table.rows].map((row) => row.map(csvCell).join(',')).join('\r\n');
}

/**
 * An HTML table, escaped: what Excel opens as a .xls (`spreadsheet`: its cells kept from running
 * as formulas) and what the print view shows as it is.
 */
export function tableHtml(table: ChatTable, title: string, spreadsheet: boolean): string {
  const cell = (value: string) => htmlCell(spreadsheet ? spreadsheetSafe(value) : value);
  const head = `<tr>${table.headers.map((h) => `<th>${cell(h)}</th>`).join('')}</tr>`;
  const body = table.rows.map((row) => `<tr>${row.map((c) => `<td>${cell(c)}</td>`).join('')}</tr>`).join('');
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${htmlCell(title)}</title><style>table{border-collapse:collapse}th,td{border:1px solid #999;padding:4px 8px;font:12px sans-serif}</style></head><body><table>${head}${body}</table></body></html>`;
}

const save = (content: string, type: string, fileName: string) =>
  saveFile({ blob: new Blob([content], { type }), fileName }, fileName);

export type TableExport = 'csv' | 'xls' | 'pdf';

/** SPEC §9: CSV, Excel (.xls) or print-to-PDF, named table_data_{timestamp}. */
export function exportTable(table: ChatTable, format: TableExport, at: Date = new Date()): string {
  const name = chatTableFileName(at);
  if (format === 'csv') save(`\uFEFF${tableCsv(table)}`, 'text/csv;charset=utf-8', `${name}.csv`);
  else if (format === 'xls') save(tableHtml(table, name, true), 'application/vnd.ms-excel', `${name}.xls`);
  else {
    // The print dialog's "Save as PDF" takes the document title as the file name.
    const view = window.open('', '_blank');
    if (view) {
      view.document.write(tableHtml(table, name, false));
      view.document.close();
      view.focus();
      view.print();
    }
  }
  return name;
}
