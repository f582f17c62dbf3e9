import { PDF_PAGE, toPdf, type PdfLine } from '../../platform/pdf-document.ts';
import { PAGE_BREAK } from '../../modules/policies/index.ts';

/**
 * The demo's documents (the Employee Handbook, the ESOP manual and FAQ) read like real ones: a
 * heading and its paragraphs a page, written as PDFs whose text an upload would extract page by page.
 */
export interface DocumentSection {
  heading: string;
  paragraphs: string[];
}

/** Cuts a paragraph into lines that fit the page at 10 pt. */
function wrap(text: string, width = 95): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

const sectionLines = (section: DocumentSection): string[] => [
  section.heading,
  ...section.paragraphs.flatMap((p) => wrap(p)),
];

/** The sections as a PDF, one section a page. */
export function sectionsPdf(sections: readonly DocumentSection[]): Buffer {
  const room = PDF_PAGE.height - 2 * PDF_PAGE.margin;
  const lines: PdfLine[] = [];
  for (const [i, page] of sections.entries()) {
    const [heading, ...body] = sectionLines(page);
    const section: PdfLine[] = [
      { cells: [{ text: heading!, x: PDF_PAGE.margin }], size: 16, bold: true, gap: 24 },
      ...body.map((text): PdfLine => ({ cells: [{ text, x: PDF_PAGE.margin }], gap: 15 })),
    ];
    lines.push(...section);
    // A blank line taking the rest of the page: the next section starts on a page of its own.
    if (i < sections.length - 1) lines.push({ cells: [], gap: room - section.reduce((h, l) => h + (l.gap ?? 15), 0) });
  }
  return toPdf(lines);
}

/** The text an upload of the PDF stores: its pages, separated by PAGE_BREAK. */
export const sectionsText = (sections: readonly DocumentSection[]) =>
  sections.map((s) => sectionLines(s).join(' ')).join(PAGE_BREAK);
