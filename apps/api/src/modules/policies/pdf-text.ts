import { extractText, getDocumentProxy } from 'unpdf';
import { PAGE_BREAK } from './policy-search.ts';

/**
 * The text of a PDF, for the assistant's search: its pages in order, separated by a form feed
 * (PAGE_BREAK) so that a passage can cite its page. A PDF without a text layer (a scan) or one
 * that pdf.js cannot read gives '' and is still a valid upload.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  try {
    // A copy: pdf.js may take over the buffer it is given, and the caller still stores the bytes.
    const pdf = await getDocumentProxy(bytes.slice(), { verbosity: 0 });
    try {
      const { text } = await extractText(pdf, { mergePages: false });
      // PostgreSQL text cannot hold NUL characters.
      const pages = text.map((page) =>
        page
          .replace(/\u0000/g, '')
          .replace(/\s+/g, ' ')
          .trim(),
      );
      return pages.some(Boolean) ? pages.join(PAGE_BREAK) : '';
    } finally {
      await pdf.destroy();
    }
  } catch {
    return '';
  }
}
