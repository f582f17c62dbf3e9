import type { ZodType } from 'zod';
import { ApiRequestError } from '../api/index.ts';
import { showToast } from '../toast.ts';
import { zodFormErrors } from './zodFormErrors.ts';

/** Browser-side check with the shared schema, on the values as they will be sent. */
export function validateWith<Values, Input>(schema: ZodType, toInput: (values: Values) => Input) {
  return (values: Values) => zodFormErrors(schema, toInput(values));
}

/**
 * A refused save: field errors (duplicate name, cycle, country rule) go on the form fields; anything
 * else is a toast.
 */
export function reportSaveError(
  error: Error,
  setErrors: (errors: Record<string, string>) => void,
  translate: (text: string) => string,
): void {
  if (error instanceof ApiRequestError && Object.keys(error.fieldErrors).length > 0) {
    setErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([field, text]) => [field, translate(text)])));
    return;
  }
  showToast('error', translate(error.message));
}

/** A list field's error: its own, or the first of its items' (`domains.2`), as the shared schema reports them. */
export function listFieldError(errors: Record<string, unknown>, field: string): string | undefined {
  const key = Object.keys(errors).find((path) => path === field || path.startsWith(`${field}.`));
  return key && errors[key] ? String(errors[key]) : undefined;
}
