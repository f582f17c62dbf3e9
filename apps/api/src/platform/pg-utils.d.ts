/** node-postgres's own conversion of a query parameter to what it sends (no types are published for it). */
declare module 'pg/lib/utils.js' {
  export function prepareValue(value: unknown): string | Buffer | null;
}
