import { z } from 'zod';

/**
 * SPEC §7 "drafts by type": a half-filled onboarding form saved at any step. A draft is only the
 * form's content (kept in onboarding_drafts, never in employees), so it counts as nobody.
 */
export const DRAFT_TYPES = ['employee', 'consultant', 'jobOnboarding'] as const;
export type DraftType = (typeof DRAFT_TYPES)[number];
export const draftType = z.enum(DRAFT_TYPES);
export const ONBOARDING_STEPS = ['personal', 'contact', 'job', 'policies', 'review'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** A form's content is checked only on completion; as a draft it must merely be a small JSON object. */
export const DRAFT_MAX_BYTES = 64 * 1024;
export const DRAFTS_PER_TYPE_LIMIT = 200;

export const draftInput = z.object({
  step: z.enum(ONBOARDING_STEPS),
  data: z
    .record(z.string(), z.unknown())
    .refine((d) => JSON.stringify(d).length <= DRAFT_MAX_BYTES, 'The draft is too large.'),
});
export type DraftInput = z.infer<typeof draftInput>;

export const draftView = z.object({
  draftId: z.string(),
  type: draftType,
  step: z.enum(ONBOARDING_STEPS),
  /** The person's name and the legal entity as far as filled in, for the list. */
  title: z.string(),
  legalEntityCode: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  createdBy: z.string().nullable(),
  updatedAt: z.string(),
});
export type DraftView = z.infer<typeof draftView>;
export const draftSummary = draftView.omit({ data: true });
export type DraftSummary = z.infer<typeof draftSummary>;

/** "Asha Verma" from a draft's personal step, else "Untitled draft". */
export function draftTitle(data: Record<string, unknown>): string {
  const personal = (data.personal ?? {}) as Record<string, unknown>;
  const name = [personal.firstName, personal.lastName]
    .filter((p): p is string => typeof p === 'string' && p.trim() !== '')
    .join(' ');
  return name.slice(0, 200) || 'Untitled draft';
}
