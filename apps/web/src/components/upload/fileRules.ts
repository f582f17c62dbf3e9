import {
  ALLOWED_DOCUMENT_EXTENSIONS,
  DOCUMENT_CATEGORIES,
  DOCUMENT_MAX_BYTES,
  PROFILE_IMAGE_EXTENSIONS,
  PROFILE_IMAGE_MAX_BYTES,
  type DocumentCategory,
} from '@tenure/domain/employees';
import { TASK_DOCUMENT_EXTENSIONS, TASK_DOCUMENT_MAX_BYTES } from '@tenure/domain/offboarding';

export type FileRefusal = 'type' | 'size';

export interface FileRule {
  extensions: readonly string[];
  maxBytes: number;
}

export const DOCUMENT_RULE: FileRule = { extensions: ALLOWED_DOCUMENT_EXTENSIONS, maxBytes: DOCUMENT_MAX_BYTES };
export const PROFILE_IMAGE_RULE: FileRule = { extensions: PROFILE_IMAGE_EXTENSIONS, maxBytes: PROFILE_IMAGE_MAX_BYTES };

/**
 * A first check by name and size, to spare a useless upload; the server decides by the content
 * (a renamed .exe passes here and is refused there).
 */
export function refuseFile(file: { name: string; size: number }, rule: FileRule): FileRefusal | null {
  const extension = file.name.includes('.') ? file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase() : '';
  if (!rule.extensions.includes(extension)) return 'type';
  return file.size > rule.maxBytes ? 'size' : null;
}

export const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

/** A file's size in the reader's language (an Intl locale): "12 kB", "1.4 MB"; Russian "12 кБ", "1,4 МБ". */
export function fileSize(bytes: number, locale: string): string {
  const [value, unit] =
    bytes < 1024
      ? [bytes, 'byte']
      : bytes < 1024 * 1024
        ? [Math.round(bytes / 1024), 'kilobyte']
        : [megabytes(bytes), 'megabyte'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}

/** The `accept` attribute of a file input for this rule. */
export const acceptOf = (rule: FileRule) => rule.extensions.map((e) => `.${e}`).join(',');

export const isDocumentCategory = (value: string): value is DocumentCategory =>
  DOCUMENT_CATEGORIES.some((c) => c === value);

export const TASK_DOCUMENT_RULE: FileRule = { extensions: TASK_DOCUMENT_EXTENSIONS, maxBytes: TASK_DOCUMENT_MAX_BYTES };
