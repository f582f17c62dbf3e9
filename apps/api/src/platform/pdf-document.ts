/**
 * A small PDF writer for generated reports: A4 pages of text lines in Helvetica, with cells placed
 * at x positions (left or right aligned). No dependency: the format's plain-text subset suffices
 * for tables of figures.
 */
export interface PdfCell {
  text: string;
  /** Points from the left edge; a right-aligned cell ends there. */
  x: number;
  align?: 'left' | 'right';
}
export interface PdfLine {
  cells: PdfCell[];
  size?: number;
  bold?: boolean;
  /** Space before the line, in points (default: the font size × 1.5). */
  gap?: number;
}

export interface PdfPage {
  width: number;
  height: number;
  margin: number;
}
const PAGE: PdfPage = { width: 595, height: 842, margin: 50 };
/** A4 turned sideways, for tables with many columns. */
export const PDF_LANDSCAPE: PdfPage = { width: 842, height: 595, margin: 40 };
/** Helvetica advance widths (1/1000 em) of the characters figures use; others count as 556. */
const WIDTHS: Record<string, number> = { ' ': 278, ',': 278, '.': 278, '-': 333, '%': 889, '(': 333, ')': 333 };
export const textWidth = (text: string, size: number) =>
  ([...text].reduce((w, c) => w + (WIDTHS[c] ?? 556), 0) * size) / 1000;

/** WinAnsi bytes of the standard fonts: Latin-1 as is, the common typographic marks mapped, the rest as '?'. */
const WIN_ANSI: Record<string, string> = {
  '—': '\x97',
  '–': '\x96',
  '’': '\x92',
  '‘': '\x91',
  '“': '\x93',
  '”': '\x94',
  '•': '\x95',
  '…': '\x85',
  '€': '\x80',
};
const pdfString = (text: string) =>
  `(${[...text]
    .map((c) => WIN_ANSI[c] ?? (c.charCodeAt(0) < 256 ? c : '?'))
    .join('')
    .replace(/[\\()]/g, (c) => `\\${c}`)})`;

function pageContent(lines: readonly PdfLine[], page: PdfPage): string {
  let y = page.height - page.margin;
  const ops: string[] = [];
  for (const line of lines) {
    const size = line.size ?? 10;
    y -= line.gap ?? size * 1.5;
    for (const cell of line.cells) {
      const x = cell.align === 'right' ? cell.x - textWidth(cell.text, size) : cell.x;
      ops.push(
        `BT /${line.bold ? 'F2' : 'F1'} ${size} Tf ${x.toFixed(2)} ${y.toFixed(2)} Td ${pdfString(cell.text)} Tj ET`,
      );
    }
  }
  return ops.join('\n');
}

/** Splits lines into pages by the height they take. */
function paginate(lines: readonly PdfLine[], page: PdfPage): PdfLine[][] {
  const pages: PdfLine[][] = [[]];
  let used = 0;
  const room = page.height - 2 * page.margin;
  for (const line of lines) {
    const height = line.gap ?? (line.size ?? 10) * 1.5;
    if (used + height > room && pages.at(-1)!.length > 0) {
      pages.push([]);
      used = 0;
    }
    pages.at(-1)!.push(line);
    used += height;
  }
  return pages;
}

export function toPdf(lines: readonly PdfLine[], page: PdfPage = PAGE): Buffer {
  const pages = paginate(lines, page);
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 5 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  pages.forEach((pageLines, i) => {
    const content = pageContent(pageLines, page);
    objects[pageIds[i]!] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${page.width} ${page.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`;
    objects[pageIds[i]! + 1] = `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;
  });
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(body, 'latin1');
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n${offsets
    .slice(1)
    .map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)
    .join('')}`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export const PDF_PAGE = PAGE;
