import type { FastifyRequest } from 'fastify';
import { MESSAGES, fileTooLargeMessage } from '@tenure/domain/messages';
import { AppError, badRequest } from './errors.ts';
import { checkFileContent } from './file-content.ts';
import { detectFileType, isZipArchive, type AllowedFileType } from './file-types.ts';
import { hasBadCharacters } from './input-bytes.ts';

/** The largest upload any route takes (documents, images, bulk files); a route may allow less. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export interface Upload {
  /** The name as sent, made safe to store and show (see safeFileName). */
  fileName: string;
  fileType: AllowedFileType;
  bytes: Uint8Array;
  /** The text fields sent before the file (a browser's FormData keeps the order they were appended in). */
  fields: Record<string, string>;
}

export interface UploadRule {
  maxBytes: number;
  allowed: readonly AllowedFileType[];
  /** Shown when the content is not one of `allowed`. */
  typeMessage: string;
  /** Shown when no file was sent; default MESSAGES.fileMissing. */
  missingMessage?: string;
}

/**
 * The one way a route reads an uploaded file: refused with 413 when larger than the rule allows
 * (however slowly the body arrives), with 400 when its content is not an allowed type, when a
 * picture does not decode or a PDF carries active content; its name is made safe. Nothing is
 * stored here: the caller stores only what this returns.
 */
export async function readUpload(request: FastifyRequest, rule: UploadRule): Promise<Upload> {
  const missing = rule.missingMessage ?? MESSAGES.fileMissing;
  if (!request.isMultipart()) throw badRequest(missing, { file: missing });
  const part = await multipartFile(request, rule.maxBytes);
  if (!part) throw badRequest(missing, { file: missing });

  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > rule.maxBytes || part.file.truncated) throw fileTooLarge(rule.maxBytes);
      chunks.push(chunk);
    }
  } catch (err) {
    throw asUploadError(request, err, rule.maxBytes);
  }
  // busboy stops at the limit and only marks the stream: when the limit falls on a chunk boundary
  // (a body that pauses there) no further chunk comes, so the mark is all that tells.
  if (part.file.truncated) throw fileTooLarge(rule.maxBytes);
  const bytes = new Uint8Array(Buffer.concat(chunks, size));

  const fields: Record<string, string> = {};
  for (const [name, entry] of Object.entries(part.fields)) {
    const first = Array.isArray(entry) ? entry[0] : entry;
    if (first?.type === 'field') fields[name] = String(first.value);
  }
  if (Object.entries(fields).some(([name, value]) => hasBadCharacters(name) || hasBadCharacters(value)))
    throw badRequest(MESSAGES.invalidCharacters, undefined, 'INVALID_CHARACTERS');

  const fileName = safeFileName(part.filename);
  const fileType = detectFileType(bytes, fileName);
  if (!fileType || !rule.allowed.includes(fileType))
    throw badRequest(rule.typeMessage, { file: rule.typeMessage }, 'FILE_TYPE_NOT_ALLOWED');
  const problem = checkFileContent(bytes, fileType);
  if (problem) throw badRequest(MESSAGES[problem], { file: MESSAGES[problem] }, 'FILE_CONTENT_REFUSED');
  return { fileName, fileType, bytes, fields };
}

/** Several files with their text fields (evidence of a skill): each file checked as readUpload checks one. */
export interface UploadSet {
  files: Omit<Upload, 'fields'>[];
  fields: Record<string, string>;
  /** The .zip files sent, when the rule takes archives. */
  archives: { fileName: string; bytes: Uint8Array }[];
}

/**
 * The one way a route reads a form that may carry no file or up to `maxFiles`: the text fields in
 * any order, every file refused as readUpload refuses one (413 too large, 400 wrong type or
 * content), more files than allowed a 400 with `tooManyMessage`.
 */
export async function readUploadSet(
  request: FastifyRequest,
  rule: UploadRule & { maxFiles: number; tooManyMessage: string; archives?: boolean },
): Promise<UploadSet> {
  if (!request.isMultipart()) throw badRequest(MESSAGES.malformedUpload, undefined, 'MALFORMED_MULTIPART');
  const files: UploadSet['files'] = [];
  const archives: UploadSet['archives'] = [];
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: rule.maxBytes, files: rule.maxFiles } })) {
      if (part.type === 'field') {
        const value = String(part.value);
        if (hasBadCharacters(part.fieldname) || hasBadCharacters(value))
          throw badRequest(MESSAGES.invalidCharacters, undefined, 'INVALID_CHARACTERS');
        fields[part.fieldname] = value;
        continue;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > rule.maxBytes || part.file.truncated) throw fileTooLarge(rule.maxBytes);
        chunks.push(chunk);
      }
      if (part.file.truncated) throw fileTooLarge(rule.maxBytes);
      // A browser sends an empty part for a file input left empty.
      if (size === 0 && !part.filename) continue;
      const bytes = new Uint8Array(Buffer.concat(chunks, size));
      const fileName = safeFileName(part.filename);
      if (rule.archives && isZipArchive(bytes, fileName)) {
        archives.push({ fileName, bytes });
        continue;
      }
      const fileType = detectFileType(bytes, fileName);
      if (!fileType || !rule.allowed.includes(fileType))
        throw badRequest(rule.typeMessage, { file: rule.typeMessage }, 'FILE_TYPE_NOT_ALLOWED');
      const problem = checkFileContent(bytes, fileType);
      if (problem) throw badRequest(MESSAGES[problem], { file: MESSAGES[problem] }, 'FILE_CONTENT_REFUSED');
      files.push({ fileName, fileType, bytes });
    }
  } catch (err) {
    if (err instanceof request.server.multipartErrors.FilesLimitError)
      throw badRequest(rule.tooManyMessage, { file: rule.tooManyMessage }, 'TOO_MANY_FILES');
    throw asUploadError(request, err, rule.maxBytes);
  }
  return { files, fields, archives };
}

async function multipartFile(request: FastifyRequest, maxBytes: number) {
  try {
    return await request.file({ limits: { fileSize: maxBytes } });
  } catch (err) {
    throw asUploadError(request, err, maxBytes);
  }
}

const fileTooLarge = (maxBytes: number) => {
  const message = fileTooLargeMessage(maxBytes / (1024 * 1024));
  return new AppError(413, 'FILE_TOO_LARGE', message, { file: message });
};

/** A body busboy cannot read (no boundary, cut off, malformed) is the sender's fault: 400, not 500. */
function asUploadError(request: FastifyRequest, err: unknown, maxBytes: number): unknown {
  if (err instanceof AppError) return err;
  if (err instanceof request.server.multipartErrors.RequestFileTooLargeError) return fileTooLarge(maxBytes);
  const status = (err as { statusCode?: number }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return err;
  // busboy's own errors have no code; a body that ends inside a part closes the file stream early.
  const code = (err as { code?: string }).code;
  if (
    code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    (err instanceof Error && /multipart|boundary|unexpected end|terminated early/i.test(err.message))
  ) {
    return badRequest(MESSAGES.malformedUpload, undefined, 'MALFORMED_MULTIPART');
  }
  return err;
}

const MAX_FILE_NAME_LENGTH = 120;

/**
 * The name a file is stored and shown under: no folders, no control or direction-changing
 * characters, none of the characters file systems and markup treat specially, at most 120
 * characters with the extension kept. The web shows it as text; this keeps it harmless elsewhere
 * (downloads, exports, e-mails) too.
 */
export function safeFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/[<>:"|?*&;`$]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (!cleaned) return 'file';
  if (cleaned.length <= MAX_FILE_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, MAX_FILE_NAME_LENGTH - ext.length) + ext;
}
