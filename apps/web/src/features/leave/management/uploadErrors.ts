import { openingBalanceUploadView } from '@tenure/domain/leave';
import { ApiRequestError } from '../../../lib/api/index.ts';

export type UploadRowError = { row: number; column: string | null; message: string };

/** The bad rows of a refused upload (400 with the rows, nothing applied); none for any other failure. */
export function uploadRowErrors(error: Error): UploadRowError[] {
  if (!(error instanceof ApiRequestError)) return [];
  const parsed = openingBalanceUploadView.safeParse(error.body);
  return parsed.success ? parsed.data.errors : [];
}
