import { inflateRawSync } from 'node:zlib';
import { badRequest } from './errors.ts';

export interface ZipEntry {
  /** The entry's path inside the archive. */
  name: string;
  bytes: Uint8Array;
}

export interface ZipLimits {
  maxEntries: number;
  /** The most any one entry may hold once inflated: a small archive cannot claim gigabytes. */
  maxEntryBytes: number;
  /** Refusal message of an archive that is not a readable zip or breaks a limit. */
  message: string;
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

/**
 * The files of a zip archive (stored or deflated entries; folders skipped), read from its central
 * directory. Anything else (encryption, zip64, another method, a broken structure) is refused
 * with a 400: a bulk upload takes plain archives as every desktop makes them.
 */
export function readZip(bytes: Uint8Array, limits: ZipLimits): ZipEntry[] {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const refuse = () => badRequest(limits.message, { file: limits.message }, 'ZIP_UNREADABLE');
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
  const entries: ZipEntry[] = [];
  try {
    for (let i = 0; i < count; i++) {
      if (buffer.readUInt32LE(at) !== CENTRAL_ENTRY) throw refuse();
      const flags = buffer.readUInt16LE(at + 8);
      const method = buffer.readUInt16LE(at + 10);
      const compressedSize = buffer.readUInt32LE(at + 20);
      const size = buffer.readUInt32LE(at + 24);
      const nameLength = buffer.readUInt16LE(at + 28);
      const extraLength = buffer.readUInt16LE(at + 30);
      const commentLength = buffer.readUInt16LE(at + 32);
      const localOffset = buffer.readUInt32LE(at + 42);
      const name = buffer.toString(flags & 0x800 ? 'utf8' : 'latin1', at + 46, at + 46 + nameLength);
      at += 46 + nameLength + extraLength + commentLength;
      if (name.endsWith('/')) continue;
      if (flags & 0x1 || size > limits.maxEntryBytes || (method !== 0 && method !== 8)) throw refuse();
      if (buffer.readUInt32LE(localOffset) !== LOCAL_HEADER) throw refuse();
      const dataStart = localOffset + 30 + buffer.readUInt16LE(localOffset + 26) + buffer.readUInt16LE(localOffset + 28);
      const data = buffer.subarray(dataStart, dataStart + compressedSize);
      if (data.length !== compressedSize) throw refuse();
      const content = method === 0 ? Buffer.from(data) : inflateRawSync(data, { maxOutputLength: limits.maxEntryBytes });
      entries.push({ name, bytes: new Uint8Array(content) });
    }
  } catch (err) {
    if (err instanceof RangeError || (err as { code?: string }).code?.startsWith('Z_') || (err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw refuse();
    throw err;
  }
  return entries;
}
