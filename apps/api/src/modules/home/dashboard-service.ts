import { CELEBRATION_WINDOW_DAYS, MAX_CALENDAR_RANGE_DAYS, MY_TEAM_LIMIT, displayName } from '@tenure/domain/employees';
import { partOfDay, UPCOMING_HOLIDAYS_COUNT, type HomeDashboardView } from '@tenure/domain/home';
import type { ActionRegistry } from '../../platform/actions.ts';
import type { Tx } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { addDays, localHour, today as todayIn } from '../../platform/clock.ts';
import type { Viewer } from '../../platform/viewer.ts';
import {
  activeQuickLinks,
  celebrationsBetween,
  findEmployeeByNumber,
  findEmployeeNumberById,
  memberById,
  placeOfEmployee,
  subtreeMembers,
  toCard,
} from '../employees/index.ts';
import { employeeHolidays } from '../policies/index.ts';
import { decidesRequests } from './policy.ts';
import { usernameOf } from './queries.ts';

/**
 * The home page in one call: greeting, quick links, celebrations, holidays, manager and team. A
 * user without an employee record (a new company's first admin) gets the company-wide parts, with
 * their username as the name and UTC as the time zone.
 */
export async function homeDashboard(
  tx: Tx,
  v: Viewer,
  actions: ActionRegistry,
  now = new Date(),
): Promise<HomeDashboardView> {
  const self = v.employeeId ? await employeeOf(tx, v.employeeId) : null;
  const { timeZone } = await placeOfEmployee(tx, v.employeeId);
  const today = todayIn(timeZone, now);
  // One transaction is one connection: its queries run one after another.
  const quickLinks = await activeQuickLinks(tx);
  const celebrations = await celebrationsBetween(tx, today, addDays(today, CELEBRATION_WINDOW_DAYS));
  const holidays = v.employeeId
    ? await employeeHolidays(tx, v.employeeId, today, addDays(today, MAX_CALENDAR_RANGE_DAYS))
    : [];
  const { members: reportees } = v.employeeId
    ? await subtreeMembers(tx, v.employeeId, 1, { limit: MY_TEAM_LIMIT })
    : { members: [] };
  const manager = self?.managerId ? await memberById(tx, self.managerId) : null;
  const pendingActionsCount = await actions.pendingCount(tx, v);
  const name = self ? { firstName: self.firstName, displayName: displayName(self) } : await accountName(tx, v.userId);
  return {
    greeting: { ...name, partOfDay: partOfDay(localHour(timeZone, now)), today, timeZone },
    quickLinks,
    celebrations,
    upcomingHolidays: holidays.slice(0, UPCOMING_HOLIDAYS_COUNT),
    manager: manager ? toCard(manager) : null,
    team: reportees.map(toCard),
    // Everything waiting for this employee's decision, by the same rule as My Actions.
    pendingActionsCount,
    decidesRequests: decidesRequests(v, reportees.length, pendingActionsCount),
  };
}

async function employeeOf(tx: Tx, employeeId: string) {
  const number = await findEmployeeNumberById(tx, employeeId);
  const self = number ? await findEmployeeByNumber(tx, number) : null;
  if (!self) throw notFound();
  return self;
}

async function accountName(tx: Tx, userId: string) {
  const username = await usernameOf(tx, userId);
  if (username === undefined) throw notFound();
  return { firstName: username, displayName: username };
}
