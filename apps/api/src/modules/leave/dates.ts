/** The server's calendar day ('yyyy-MM-dd', UTC): what "today" means for notice, expiry and accrual. */
export const today = (at: Date = new Date()) => at.toISOString().slice(0, 10);

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
