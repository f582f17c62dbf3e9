import { z } from 'zod';

/** SPEC §9 paging constants. */
export const PAGE_SIZE_OPTIONS = [10, 20, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** `page` (from 1) and `size`, one of `sizes`: the query of every paged list. */
export function pagedQuery(sizes: readonly number[], defaultSize: number) {
  return z.object({
    page: z.coerce.number().int().min(1).default(1),
    size: z.coerce
      .number()
      .int()
      .refine((n) => sizes.includes(n), `Page size must be one of ${sizes.join(', ')}`)
      .default(defaultSize),
  });
}

export const pageQuery = pagedQuery(PAGE_SIZE_OPTIONS, DEFAULT_PAGE_SIZE);
export type PageQuery = z.infer<typeof pageQuery>;

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  size: number;
}

/** The answer of a paged list: one page of `item`s and how many there are in all. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number(), page: z.number(), size: z.number() });
