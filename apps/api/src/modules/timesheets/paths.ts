import { z } from 'zod';

/** The timesheet API answers two path families (SPEC §7): /api/timesheet/v2 first, the legacy /api/hrms/timesheet mapped onto the same handlers. */
export const V2 = '/timesheet/v2';
export const LEGACY = '/hrms/timesheet';

/** The URLs one handler answers: its v2 path and, when it has one, its legacy path. */
export const paths = (v2: string, legacy?: string): string[] => [
  `${V2}${v2}`,
  ...(legacy ? [`${LEGACY}${legacy}`] : []),
];

/** The path parameters of a route on one project's parts: `/…/:projectId`. */
export const projectIdParam = z.object({ projectId: z.uuid() });
