import type { ErrorCode } from '@tenure/domain/errors';
import { createInflateRaw, inflateRawSync } from 'node:zlib';
import { badRequest } from './errors.ts';

export interface ZipEntry {
  /** The entry's path inside the archive. */
  name: string;
  bytes: Uint8Array;
}

/** An entry as the archive holds it: its data still compressed (method 0 stored, 8 deflated). */
export interface RawZipEntry {
  name: string;
  method: 0 | 8;
  /** CRC-32 and size of the inflated data, as the archive declares them. */
  crc: number;
  size: number;
  data: Uint8Array;
}

export interface ZipLimits {
  maxEntries: number;
  /** The most any one entry may hold once inflated: a small archive cannot claim gigabytes. */
  maxEntryBytes: number;
  /** Refusal message of an archive that is not a readable zip or breaks a limit. */
  message: string;
  /** Its code; default ZIP_UNREADABLE. */
  code?: ErrorCode;
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const UTF8_NAMES = 0x800;

const refusal = (limits: ZipLimits) =>
  badRequest(limits.message, { file: limits.message }, limits.code ?? 'ZIP_UNREADABLE');

/**
 * The files of a zip archive, still compressed (folders skipped), read from its central directory.
 * Anything else (encryption, zip64, another method, a broken structure, an entry declaring more
 * than maxEntryBytes) is refused with a 400: uploads take plain archives as every desktop makes them.
 */
export function rawZipEntries(bytes: Uint8Array, limits: ZipLimits): RawZipEntry[] {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const refuse = () => refusal(limits);
  let end = -1;
  for (let i = buffer.length - 22; i >= Math.max(0, buffer.length - 22 - 0xffff); i--) {
    if (buffer.readUInt32LE(i) === END_OF_CENTRAL_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) throw refuse();
  const count = buffer.readUInt16LE(end + 10);
  if (count > limits.maxEntries) throw refuse();
  let at = buffer.readUInt32LE(end + 16);
  const entries: RawZipEntry[] = [];
  try {
    for (let i = 0; i < count; i++) {
      if (buffer.readUInt32LE(at) !== CENTRAL_ENTRY) throw refuse();
      const flags = buffer.readUInt16LE(at + 8);
      const method = buffer.readUInt16LE(at + 10);
      const crc = buffer.readUInt32LE(at + 16);
      const compressedSize = buffer.readUInt32LE(at + 20);
      const size = buffer.readUInt32LE(at + 24);
      const nameLength = buffer.readUInt16LE(at + 28);
      const extraLength = buffer.readUInt16LE(at + 30);
      const commentLength = buffer.readUInt16LE(at + 32);
      const localOffset = buffer.readUInt32LE(at + 42);
      const name = buffer.toString(flags & UTF8_NAMES ? 'utf8' : 'latin1', at + 46, at + 46 + nameLength);
      at += 46 + nameLength + extraLength + commentLength;
      if (name.endsWith('/')) continue;
      if (flags & 0x1 || size > limits.maxEntryBytes || (method !== 0 && method !== 8)) throw refuse();
      if (buffer.readUInt32LE(localOffset) !== LOCAL_HEADER) throw refuse();
      const dataStart =
        localOffset + 30 + buffer.readUInt16LE(localOffset + 26) + buffer.readUInt16LE(localOffset + 28);
      const data = buffer.subarray(dataStart, dataStart + compressedSize);
      if (data.length !== compressedSize) throw refuse();
      entries.push({ name, method, crc, size, data });
    }
  } catch (err) {
    if (err instanceof RangeError) throw refuse();
    throw err;
  }
  return entries;
}

/** The files of a zip archive, inflated; each entry refused once it inflates beyond maxEntryBytes, whatever it declares. */
export function readZip(bytes: Uint8Array, limits: ZipLimits): ZipEntry[] {
  return rawZipEntries(bytes, limits).map((entry) => {
    try {
      const content =
        entry.method === 0
          ? Buffer.from(entry.data)
          : inflateRawSync(entry.data, { maxOutputLength: limits.maxEntryBytes });
      return { name: entry.name, bytes: new Uint8Array(content) };
    } catch (err) {
      if (
        (err as { code?: string }).code?.startsWith('Z_') ||
        (err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE'
      )
        throw refusal(limits);
      throw err;
    }
  });
}

/**
 * An entry's inflated data, chunk by chunk, inflated off the event loop: a reader counts what
 * comes and stops (breaking out of the loop ends the inflation) when it has seen enough.
 */
export async function* inflatedChunks(entry: RawZipEntry): AsyncGenerator<Buffer> {
  if (entry.method === 0) {
    yield Buffer.from(entry.data);
    return;
  }
  const inflater = createInflateRaw();
  inflater.end(entry.data);
  try {
    for await (const chunk of inflater) yield chunk as Buffer;
  } finally {
    inflater.destroy();
  }
}

/**
 * A zip archive of the given entries, as the chunks to write or stream one after the other: local
 * headers with the real sizes (no data descriptors), each entry's data as given, the central directory.
 */
export function zipArchive(entries: readonly RawZipEntry[]): Buffer[] {
  const chunks: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const header = (signature: number, length: number, shift: number) => {
      const buffer = Buffer.alloc(length);
      buffer.writeUInt32LE(signature, 0);
      buffer.writeUInt16LE(20, 4 + shift);
      buffer.writeUInt16LE(UTF8_NAMES, 6 + shift);
      buffer.writeUInt16LE(entry.method, 8 + shift);
      buffer.writeUInt32LE(entry.crc, 14 + shift);
      buffer.writeUInt32LE(entry.data.length, 18 + shift);
      buffer.writeUInt32LE(entry.size, 22 + shift);
      buffer.writeUInt16LE(name.length, 26 + shift);
      return buffer;
    };
    const local = header(LOCAL_HEADER, 30, 0);
    // The central entry has one more field (version made by) before the local header's fields.
    const central = header(CENTRAL_ENTRY, 46, 2);
    central.writeUInt16LE(20, 4);
    central.writeUInt32LE(offset, 42);
    const data = Buffer.from(entry.data.buffer, entry.data.byteOffset, entry.data.byteLength);
    chunks.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directoryLength = centrals.reduce((sum, chunk) => sum + chunk.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryLength, 12);
  end.writeUInt32LE(offset, 16);
  return [...chunks, ...centrals, end];
}
