import { extractText, getDocumentProxy } from 'unpdf';

/**
 * The text of a PDF, for the assistant's search. A PDF without a text layer (a scan) or one that
 * pdf.js cannot read gives '' and is still a valid upload.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  try {
    // A copy: pdf.js may take over the buffer it is given, and the caller still stores the bytes.
    const pdf = await getDocumentProxy(bytes.slice(), { verbosity: 0 });
    try {
      const { text } = await extractText(pdf, { mergePages: true });
      // PostgreSQL text cannot hold NUL characters.
      return text.replace(/\u0000/g, '').replace(/\s+/g, ' ').trim();
    } finally {
      await pdf.destroy();
    }
  } catch {
    return '';
  }
}
