import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { jpegPicture, pdfDocument, pdfWithObjectStream, pngPicture } from '../../test/files.ts';
import { checkFileContent } from './file-content.ts';
import { safeFileName } from './uploads.ts';

describe('upload content checks', () => {
  it('pictures must decode whole', () => {
    const png = pngPicture(32, 32);
    const jpeg = jpegPicture(32, 32);
    expect(checkFileContent(png, 'png')).toBeNull();
    expect(checkFileContent(jpeg, 'jpeg')).toBeNull();
    expect(checkFileContent(png.subarray(0, png.length - 12), 'png')).toBe('imageNotDecodable');
    expect(checkFileContent(jpeg.subarray(0, jpeg.length - 40), 'jpeg')).toBe('imageNotDecodable');
    // A PNG header claiming a 100 000 x 100 000 canvas is refused before any decoding.
    const huge = new Uint8Array(png);
    new DataView(huge.buffer).setUint32(16, 100_000);
    new DataView(huge.buffer).setUint32(20, 100_000);
    expect(checkFileContent(huge, 'png')).toBe('imageNotDecodable');
  });

  it('a PDF whose compressed page data happens to contain "/JS" is not refused; its dictionaries are what count', () => {
    const stream = Buffer.from('xx /JS /AA yy');
    const bytes = Buffer.concat([
      Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n5 0 obj << /Length 13 >>\nstream\n'),
      stream,
      Buffer.from('\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
    ]);
    expect(checkFileContent(new Uint8Array(bytes), 'pdf')).toBeNull();
    expect(checkFileContent(pdfDocument('/AA << /O 7 0 R >>'), 'pdf')).toBe('pdfActiveContent');
    expect(checkFileContent(pdfWithObjectStream('/Names << /JavaScript 8 0 R >>'), 'pdf')).toBe('pdfActiveContent');
  });

  it('an object stream that cannot be read is uncheckable', () => {
    const data = Buffer.from(deflateSync(Buffer.from('<< /JS (x) >>'))).toString('hex');
    const hexObjStm = `%PDF-1.5\n4 0 obj << /Type /ObjStm /N 1 /First 4 /Filter [/ASCIIHexDecode /FlateDecode] >>\nstream\n${data}\nendstream\nendobj\n%%EOF\n`;
    expect(checkFileContent(new TextEncoder().encode(hexObjStm), 'pdf')).toBe('pdfUncheckable');
    const garbage =
      '%PDF-1.5\n4 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode >>\nstream\nnot zlib at all\nendstream\nendobj\n%%EOF\n';
    expect(checkFileContent(new TextEncoder().encode(garbage), 'pdf')).toBe('pdfUncheckable');
  });
});

describe('safe file names', () => {
  it.each([
    ['report.pdf', 'report.pdf'],
    ['C:\\Users\\me\\cv.docx', 'cv.docx'],
    ['../../etc/passwd', 'passwd'],
    ['<script>alert(1)</script>.pdf', 'script_.pdf'],
    ['in\u202evoice\u0000.pdf', 'invoice.pdf'],
    ['  ...hidden.pdf ', 'hidden.pdf'],
    ['\u0007', 'file'],
    ['Résumé 山田.pdf', 'Résumé 山田.pdf'],
  ])('%j is stored as %j', (name, stored) => {
    expect(safeFileName(name)).toBe(stored);
  });

  it('keeps the extension when cutting a long name to 120 characters', () => {
    const stored = safeFileName(`${'x'.repeat(200)}.xlsx`);
    expect(stored).toHaveLength(120);
    expect(stored.endsWith('.xlsx')).toBe(true);
  });
});
