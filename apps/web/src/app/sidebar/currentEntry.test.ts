import { describe, expect, it } from 'vitest';
import { permissionsOfRoles } from '@tenure/domain/access';
import { resolveFlags } from '@tenure/domain/flags';
import { buildMenu, installRoutes } from '../../lib/access/menu.ts';
import { FEATURE_ROUTES } from '../routes.ts';
import { currentEntry } from './Sidebar.tsx';

installRoutes(FEATURE_ROUTES);
const managerMenu = buildMenu({
  permissions: permissionsOfRoles(['EMPLOYEE', 'REPORTING_MANAGER']),
  flags: resolveFlags('development'),
  isEmployee: true,
  isReportingManager: true,
  isContractor: false,
  isDesignatedApprover: false,
  assignedAsProjectManager: false,
  isEsopAllotted: false,
  hasExitSurvey: false,
});

describe('the sidebar entry of the page shown', () => {
  it('is the entry of the path and query, else the path entry without a query', () => {
    expect(currentEntry(managerMenu, '/leave-dashboard', '?tab=holiday-calendar')?.label).toBe('holidayCalendar');
    expect(currentEntry(managerMenu, '/leave-dashboard', '')?.label).toBe('leaveDashboard');
    // Team Leave opens on its overview tab: the entry stays highlighted (issue 31 item 18's walk found it was not).
    expect(currentEntry(managerMenu, '/leave-manager', '?tab=leaveoverview')?.label).toBe('teamLeave');
    expect(currentEntry(managerMenu, '/no-such-page', '')).toBeUndefined();
  });
});
