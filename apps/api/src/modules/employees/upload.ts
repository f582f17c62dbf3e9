import type { FastifyRequest } from 'fastify';
import { EMPLOYEE_MESSAGES } from '@tenure/domain/employees';
import { AppError, badRequest } from '../../platform/errors.ts';
import { detectFileType, type AllowedFileType } from '../../platform/file-types.ts';

export interface Upload {
  fileName: string;
  fileType: AllowedFileType;
  bytes: Uint8Array;
  /** The text fields sent before the file (a browser's FormData keeps the order they were appended in). */
  fields: Record<string, string>;
}

/**
 * Reads the one file of a multipart request, refusing it when larger than `maxBytes` or when its
 * content is not one of `allowed` (whatever its name says).
 */
export async function readUpload(request: FastifyRequest, maxBytes: number, allowed: readonly AllowedFileType[], typeMessage: string): Promise<Upload> {
  if (!request.isMultipart()) throw badRequest(EMPLOYEE_MESSAGES.fileMissing, { file: EMPLOYEE_MESSAGES.fileMissing });
  const part = await request.file({ limits: { fileSize: maxBytes } });
  if (!part) throw badRequest(EMPLOYEE_MESSAGES.fileMissing, { file: EMPLOYEE_MESSAGES.fileMissing });
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await part.toBuffer());
  } catch (err) {
    if (err instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      const message = EMPLOYEE_MESSAGES.fileTooLarge(maxBytes / (1024 * 1024));
      throw new AppError(413, 'FILE_TOO_LARGE', message, { file: message });
    }
    throw err;
  }
  const fileType = detectFileType(bytes, part.filename);
  if (!fileType || !allowed.includes(fileType)) throw badRequest(typeMessage, { file: typeMessage }, 'FILE_TYPE_NOT_ALLOWED');
  const fields: Record<string, string> = {};
  for (const [name, entry] of Object.entries(part.fields)) {
    const first = Array.isArray(entry) ? entry[0] : entry;
    if (first?.type === 'field') fields[name] = String(first.value);
  }
  return { fileName: part.filename, fileType, bytes, fields };
}
