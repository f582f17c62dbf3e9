import { CELEBRATION_WINDOW_DAYS, MAX_CALENDAR_RANGE_DAYS, MY_TEAM_LIMIT, displayName } from '@tenure/domain/employees';
import { partOfDay, UPCOMING_HOLIDAYS_COUNT, type HomeDashboardView } from '@tenure/domain/home';
import type { ActionRegistry } from '../../platform/actions.ts';
import type { Tx } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { celebrationsBetween, placeOfEmployee } from '../employees/calendar-queries.ts';
import { activeQuickLinks } from '../employees/quick-links-queries.ts';
import { addDays, localDate, localHour } from '../employees/local-time.ts';
import { findEmployeeByNumber, findEmployeeNumberById } from '../employees/profile-queries.ts';
import { memberById, subtreeMembers } from '../employees/team-queries.ts';
import { toCard } from '../employees/team-service.ts';
import { employeeHolidays } from '../policies/holiday-service.ts';
import { requireEmployee, type Viewer } from '../../platform/viewer.ts';
import { decidesRequests } from './decider.ts';

/** The home page in one call: greeting, quick links, celebrations, holidays, manager and team. */
export async function homeDashboard(tx: Tx, v: Viewer, actions: ActionRegistry, now = new Date()): Promise<HomeDashboardView> {
  const employeeId = requireEmployee(v);
  const number = await findEmployeeNumberById(tx, employeeId);
  const self = number ? await findEmployeeByNumber(tx, number) : null;
  if (!self) throw notFound();
  const { timeZone } = await placeOfEmployee(tx, employeeId);
  const today = localDate(timeZone, now);
  // One transaction is one connection: its queries run one after another.
  const quickLinks = await activeQuickLinks(tx);
  const celebrations = await celebrationsBetween(tx, today, addDays(today, CELEBRATION_WINDOW_DAYS));
  const holidays = await employeeHolidays(tx, employeeId, today, addDays(today, MAX_CALENDAR_RANGE_DAYS));
  const { members: reportees } = await subtreeMembers(tx, employeeId, 1, { limit: MY_TEAM_LIMIT });
  const manager = self.managerId ? await memberById(tx, self.managerId) : null;
  const pendingActionsCount = await actions.pendingCount(tx, v);
  return {
    greeting: { firstName: self.firstName, displayName: displayName(self), partOfDay: partOfDay(localHour(timeZone, now)), today, timeZone },
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
