import { crc32 } from 'node:zlib';
import { zipArchive } from '../src/platform/zip.ts';

/** A .zip of the given files, stored without compression, as a bulk upload's test file. */
export function zipOf(files: readonly { name: string; bytes: Uint8Array }[]): Uint8Array {
  return new Uint8Array(
    Buffer.concat(
      zipArchive(
        files.map((file) => ({
          name: file.name,
          method: 0,
          crc: crc32(file.bytes),
          size: file.bytes.length,
          data: file.bytes,
        })),
      ),
    ),
  );
}
