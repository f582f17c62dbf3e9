import { z } from 'zod';
import { POLICY_MESSAGES } from './messages.ts';

/** Policy Library (/policy-document): PDFs per legal entity, readable by that entity's employees. */
/** Matches the API upload limit (MAX_UPLOAD_BYTES). */
export const POLICY_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

export const policyDocumentFields = z.object({
  title: z.string().trim().min(1, POLICY_MESSAGES.titleRequired).max(150),
  description: z.string().trim().max(1000).default(''),
  /** The legal entity whose employees see it; defaults to the header entity (X-EntityID). */
  legalEntityCode: z.string().trim().optional(),
});

export const policyDocumentView = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  fileName: z.string(),
  sizeBytes: z.number(),
  legalEntityCode: z.string(),
  legalEntityName: z.string(),
  uploadedBy: z.string().nullable(),
  uploadedAt: z.string(),
  /** How many characters of text were extracted for the assistant's search. */
  textLength: z.number(),
});
export type PolicyDocumentView = z.infer<typeof policyDocumentView>;

/** HR with SetupPolicies may look at another legal entity's library; everyone else sees the header entity's. */
export const policyDocumentListQuery = z.object({ legalEntityCode: z.string().trim().min(1).optional() });
