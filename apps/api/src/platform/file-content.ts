import { constants as zlibConstants, inflateSync } from 'node:zlib';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import type { AllowedFileType } from './file-types.ts';

/**
 * Checks an upload beyond its magic bytes: pictures must decode completely, PDFs must carry no
 * active content. Returns why a file is refused, or null when it may be stored.
 */
export type ContentProblem = 'imageNotDecodable' | 'pdfActiveContent' | 'pdfUncheckable';

/** Pictures larger than this are refused before decoding, so a small file cannot claim a huge canvas. */
export const MAX_IMAGE_MEGAPIXELS = 25;

export function checkFileContent(bytes: Uint8Array, type: AllowedFileType): ContentProblem | null {
  if (type === 'png' || type === 'jpeg') return imageDecodes(bytes, type) ? null : 'imageNotDecodable';
  if (type === 'pdf') return pdfProblem(bytes);
  return null;
}

function imageDecodes(bytes: Uint8Array, type: 'png' | 'jpeg'): boolean {
  try {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (type === 'png') {
      // IHDR is the first chunk: width and height are big-endian at offsets 16 and 20.
      if (buffer.length < 24 || buffer.readUInt32BE(16) * buffer.readUInt32BE(20) > MAX_IMAGE_MEGAPIXELS * 1e6)
        return false;
      PNG.sync.read(buffer, { checkCRC: true });
      return true;
    }
    // A JPEG cut short still decodes in tolerant mode (grey bottom rows); it must end with its EOI marker.
    if (!hasJpegEnd(buffer)) return false;
    jpeg.decode(buffer, {
      useTArray: true,
      tolerantDecoding: false,
      formatAsRGBA: false,
      maxResolutionInMP: MAX_IMAGE_MEGAPIXELS,
      maxMemoryUsageInMB: 256,
    });
    return true;
  } catch {
    return false;
  }
}

/** The end-of-image marker, allowing the few padding bytes some encoders append after it. */
function hasJpegEnd(buffer: Buffer): boolean {
  const tail = buffer.subarray(Math.max(0, buffer.length - 64));
  return tail.lastIndexOf(Buffer.from([0xff, 0xd9])) >= 0;
}

/**
 * Names whose presence makes a PDF run something or carry something when opened: scripts (also
 * behind /OpenAction or /AA, whose script then shows as /JS), launching programs, embedded files,
 * form submission and import, rich media and XFA forms (which carry their own scripts).
 */
const ACTIVE_PDF_NAMES = new Set([
  'JavaScript',
  'JS',
  'AA',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'SubmitForm',
  'ImportData',
  'RichMedia',
  'XFA',
]);

/** A PDF name token; `#xx` escapes (`/J#61vaScript`) are decoded before comparing. */
const NAME_TOKEN = /\/([^\s/[\]<>(){}%]*)/g;
/** A stream's data, between the `stream` keyword after its dictionary and `endstream`. */
const STREAM_DATA = />>\s*stream\r?\n([\s\S]*?)endstream/g;

const MAX_INFLATED_BYTES = 64 * 1024 * 1024;

/**
 * Scans the PDF's objects, leaving stream data out (compressed pictures would match by chance),
 * except compressed object streams (/Type /ObjStm), which hold objects too and are inflated.
 */
function pdfProblem(bytes: Uint8Array): ContentProblem | null {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  let objects = '';
  let from = 0;
  let inflatedTotal = 0;
  for (const match of text.matchAll(STREAM_DATA)) {
    const dataStart = match.index + match[0].length - match[1]!.length - 'endstream'.length;
    objects += text.slice(from, dataStart);
    from = dataStart + match[1]!.length;
    const dictionary = decodeNames(text.slice(Math.max(0, text.lastIndexOf('obj', match.index)), match.index));
    if (!/\/Type\s*\/ObjStm\b/.test(dictionary)) continue;
    const filters = [
      ...dictionary.matchAll(
        /\/(FlateDecode|Fl|ASCIIHexDecode|AHx|ASCII85Decode|A85|LZWDecode|LZW|RunLengthDecode|RL|Crypt)\b/g,
      ),
    ].map((m) => m[1]);
    // Anything but plain Flate (or no filter) is a stream we cannot read, so we cannot vouch for it.
    if (filters.length > 1 || (filters.length === 1 && filters[0] !== 'FlateDecode' && filters[0] !== 'Fl'))
      return 'pdfUncheckable';
    const data = bytes.subarray(dataStart, dataStart + match[1]!.length);
    try {
      const inflated =
        filters.length === 0
          ? Buffer.from(data)
          : inflateSync(data, {
              maxOutputLength: MAX_INFLATED_BYTES - inflatedTotal,
              finishFlush: zlibConstants.Z_SYNC_FLUSH,
            });
      inflatedTotal += inflated.length;
      if (hasActiveName(inflated.toString('latin1'))) return 'pdfActiveContent';
    } catch {
      return 'pdfUncheckable';
    }
  }
  objects += text.slice(from);
  return hasActiveName(objects) ? 'pdfActiveContent' : null;
}

function hasActiveName(text: string): boolean {
  for (const match of text.matchAll(NAME_TOKEN)) {
    if (ACTIVE_PDF_NAMES.has(decodeName(match[1]!))) return true;
  }
  return false;
}

const decodeName = (name: string) =>
  name.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
const decodeNames = (text: string) => text.replace(NAME_TOKEN, (_, name: string) => `/${decodeName(name)}`);
