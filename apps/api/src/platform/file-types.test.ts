import { describe, expect, it } from 'vitest';
import { detectFileType } from './file-types.ts';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));

describe('upload type detection by content', () => {
  it('accepts each allowed type whose content matches its name', () => {
    expect(detectFileType(bytes('%PDF-1.7\n...'), 'offer.pdf')).toBe('pdf');
    expect(detectFileType(bytes([0xff, 0xd8, 0xff, 0xe0]), 'photo.JPG')).toBe('jpeg');
    expect(detectFileType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'logo.png')).toBe('png');
    expect(detectFileType(bytes([0x50, 0x4b, 0x03, 0x04], '....word/document.xml'), 'cv.docx')).toBe('docx');
    expect(detectFileType(bytes([0x50, 0x4b, 0x03, 0x04], '....xl/workbook.xml'), 'sheet.xlsx')).toBe('xlsx');
    expect(detectFileType(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), 'old.xls')).toBe('xls');
    expect(detectFileType(bytes('name,amount\nA,1\n'), 'data.csv')).toBe('csv');
  });

  it('refuses an executable renamed .pdf, a mismatched name and binary "csv"', () => {
    expect(detectFileType(bytes('MZ\x90\x00\x03\x00'), 'invoice.pdf')).toBeNull();
    expect(detectFileType(bytes([0x7f, 0x45, 0x4c, 0x46]), 'report.pdf')).toBeNull();
    expect(detectFileType(bytes('%PDF-1.4'), 'photo.png')).toBeNull();
    expect(detectFileType(bytes([0x50, 0x4b, 0x03, 0x04], '....word/document.xml'), 'sheet.xlsx')).toBeNull();
    expect(detectFileType(bytes('a,b\n', [0, 1, 2]), 'data.csv')).toBeNull();
    expect(detectFileType(bytes('hello'), 'notes.txt')).toBeNull();
  });
});
