import { LOGO_FILE_TYPES } from '@tenure/domain/org';

/** A logo is shown at 32–44 px: 2 MB is plenty, well under the server's upload limit. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

const MIME_BY_TYPE: Record<(typeof LOGO_FILE_TYPES)[number], string> = { png: 'image/png', jpeg: 'image/jpeg' };
export const LOGO_ACCEPT = LOGO_FILE_TYPES.map((type) => MIME_BY_TYPE[type]).join(',');

export type LogoProblem = 'type' | 'size';

/** The browser's quick check before uploading; the server checks the content again. */
export function logoProblem(file: Pick<File, 'type' | 'size'>): LogoProblem | null {
  if (!Object.values(MIME_BY_TYPE).includes(file.type)) return 'type';
  if (file.size > LOGO_MAX_BYTES) return 'size';
  return null;
}
