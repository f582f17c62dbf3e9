/**
 * The allowed upload types of SPEC §9 (csv, doc, docx, xls, xlsx, pdf, jpeg, jpg, png), recognised
 * by their content: a renamed executable is refused whatever its name says.
 */
export type AllowedFileType = 'csv' | 'doc' | 'docx' | 'xls' | 'xlsx' | 'pdf' | 'jpeg' | 'png';

export const MIME_TYPES: Record<AllowedFileType, string> = {
  csv: 'text/csv',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b);

/** Office Open XML files are zip archives; the name of their main part tells which kind. */
function openXmlKind(bytes: Uint8Array): 'docx' | 'xlsx' | null {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, Math.min(bytes.length, 64 * 1024)));
  if (head.includes('word/')) return 'docx';
  if (head.includes('xl/')) return 'xlsx';
  return null;
}

/** Compound File Binary (legacy .doc/.xls): the extension decides which of the two it is. */
function isCompoundFile(bytes: Uint8Array) {
  return startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
}

function looksLikeText(bytes: Uint8Array) {
  const sample = bytes.subarray(0, 8192);
  for (const b of sample) if (b === 0 || b < 0x09 || (b > 0x0d && b < 0x20 && b !== 0x1b)) return false;
  return true;
}

/** A .zip archive (a bulk upload of many files in one); its entries are checked one by one by the caller. */
export function isZipArchive(bytes: Uint8Array, fileName: string): boolean {
  return fileName.toLowerCase().endsWith('.zip') && startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]);
}

/** The type the content proves, checked against the file name's extension; null when not allowed. */
export function detectFileType(bytes: Uint8Array, fileName: string): AllowedFileType | null {
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return ext === 'pdf' ? 'pdf' : null;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return ext === 'jpg' || ext === 'jpeg' ? 'jpeg' : null;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return ext === 'png' ? 'png' : null;
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    const kind = openXmlKind(bytes);
    return kind && kind === ext ? kind : null;
  }
  if (isCompoundFile(bytes)) return ext === 'doc' || ext === 'xls' ? ext : null;
  if (ext === 'csv' && bytes.length > 0 && looksLikeText(bytes)) return 'csv';
  return null;
}
