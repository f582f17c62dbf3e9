import { uploadRefusalView, type UploadRowError } from '@tenure/domain/uploads';
import { ApiRequestError } from '../../lib/api/index.ts';

/** The bad rows of a refused upload (400 with the rows, nothing applied); none for any other failure. */
export function uploadRowErrors(error: Error): UploadRowError[] {
  if (!(error instanceof ApiRequestError)) return [];
  const parsed = uploadRefusalView.safeParse(error.body);
  return parsed.success ? (parsed.data.errors ?? []) : [];
}
