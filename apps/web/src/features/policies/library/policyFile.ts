import { POLICY_DOCUMENT_MAX_BYTES } from '@tenure/domain/policies';
import { refuseFile, type FileRule } from '../../../components/upload/fileRules.ts';

export const POLICY_FILE_RULE: FileRule = { extensions: ['pdf'], maxBytes: POLICY_DOCUMENT_MAX_BYTES };

/**
 * Why a file cannot be a policy document, before it is sent: none chosen, not a PDF (by name, or by
 * the type the browser reports), or too large. The server checks the content again.
 */
export type PolicyFileRefusal = 'required' | 'notPdf' | 'size';

export function policyFileRefusal(file: { name: string; size: number; type: string } | null): PolicyFileRefusal | null {
  if (!file) return 'required';
  if (file.type !== '' && file.type !== 'application/pdf') return 'notPdf';
  const refused = refuseFile(file, POLICY_FILE_RULE);
  if (refused === 'type') return 'notPdf';
  return refused;
}
