import { z } from 'zod';

/** Which part of the profile a document belongs to. */
export const DOCUMENT_CATEGORIES = [
  'personal',
  'passport',
  'drivingLicence',
  'visa',
  'education',
  'workExperience',
  'bankDetails',
  'tax',
  'other',
] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

/** SPEC §9 allowed types, checked by content on the server. */
export const ALLOWED_DOCUMENT_EXTENSIONS = ['csv', 'doc', 'docx', 'xls', 'xlsx', 'pdf', 'jpeg', 'jpg', 'png'] as const;
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_IMAGE_MAX_BYTES = 1024 * 1024;
export const PROFILE_IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png'] as const;

export const documentParam = z.object({ employeeNumber: z.string().trim().min(1).max(30), documentId: z.uuid() });
/** Multipart upload: the file plus a `category` field (default 'other'). */
export const documentCategoryField = z.enum(DOCUMENT_CATEGORIES).default('other');
