/** ASCII so a masked value survives CSV/Excel exports, PDFs and plain-text mail unchanged. */
export const MASK_CHARACTER = '*';

/**
 * Masks all but the last `visible` characters: maskSensitive('123-45-6789') -> '*******6789'.
 * A value no longer than `visible` is masked entirely, so a short value is never shown whole.
 */
export function maskSensitive(value: string, visible = 4): string {
  const shown = value.length > visible ? Math.max(0, Math.floor(visible)) : 0;
  return MASK_CHARACTER.repeat(value.length - shown) + value.slice(value.length - shown);
}
