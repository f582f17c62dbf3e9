/** How many recently opened reports the landing page offers. */
export const RECENT_REPORTS_LIMIT = 5;

const storageKey = (userId: string) => `tenure-recent-reports:${userId}`;

/** The reports a user opened last (their routes, newest first), kept in this browser per user. */
export function recentReports(userId: string, storage: Storage = localStorage): string[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(storageKey(userId)) ?? '[]');
    return Array.isArray(stored)
      ? stored.filter((route): route is string => typeof route === 'string').slice(0, RECENT_REPORTS_LIMIT)
      : [];
  } catch {
    return [];
  }
}

/** Puts a report first among the user's recent ones (once), keeping the newest few. */
export function rememberReport(userId: string, route: string, storage: Storage = localStorage): void {
  const routes = [route, ...recentReports(userId, storage).filter((r) => r !== route)].slice(0, RECENT_REPORTS_LIMIT);
  storage.setItem(storageKey(userId), JSON.stringify(routes));
}
