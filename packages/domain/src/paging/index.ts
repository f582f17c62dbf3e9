import { z } from 'zod';

/** SPEC §9 paging constants. */
export const PAGE_SIZE_OPTIONS = [10, 20, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZE_OPTIONS as readonly number[]).includes(n), `Page size must be one of ${PAGE_SIZE_OPTIONS.join(', ')}`)
    .default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuery>;

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  size: number;
}
