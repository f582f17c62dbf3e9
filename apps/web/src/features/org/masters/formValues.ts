/** A NumberInput gives '' when empty; the contracts want null ("no position", sorted last). */
export function orderIdOf(value: number | string): number | null {
  if (value === '') return null;
  return typeof value === 'number' ? value : Number(value);
}
