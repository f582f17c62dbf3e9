import { deflateSync } from 'node:zlib';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

/** A real, decodable PNG picture (a small colour gradient). */
export function pngPicture(width = 8, height = 8): Uint8Array {
  const png = new PNG({ width, height });
  for (let i = 0; i < width * height; i++) png.data.set([i % 256, 128, 255 - (i % 256), 255], i * 4);
  return new Uint8Array(PNG.sync.write(png));
}

/** A real, decodable baseline JPEG picture. */
export function jpegPicture(width = 8, height = 8): Uint8Array {
  const data = Buffer.alloc(width * height * 4, 200);
  return new Uint8Array(jpeg.encode({ width, height, data }, 80).data);
}

/** A minimal one-page PDF with nothing active in it; `extra` goes into the catalog dictionary. */
export function pdfDocument(extra = ''): Uint8Array {
  return new TextEncoder().encode(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R ${extra} >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n` +
      `3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );
}

/** A PDF 1.5 whose catalog sits in a Flate-compressed object stream (what most producers write now). */
export function pdfWithObjectStream(catalogExtra = ''): Uint8Array {
  const objects = `<< /Type /Catalog /Pages 2 0 R ${catalogExtra} >>`;
  const header = '1 0 ';
  const data = deflateSync(Buffer.from(header + objects));
  return new Uint8Array(
    Buffer.concat([
      Buffer.from(
        `%PDF-1.5\n4 0 obj << /Type /ObjStm /N 1 /First ${header.length} /Filter /FlateDecode /Length ${data.length} >>\nstream\n`,
      ),
      data,
      Buffer.from(
        '\nendstream\nendobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
      ),
    ]),
  );
}
