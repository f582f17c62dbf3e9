import type { ZodType } from 'zod';

/** The first zod message per field, as @mantine/form expects its errors. */
export function zodFormErrors(schema: ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    errors[field] ??= issue.message;
  }
  return errors;
}
