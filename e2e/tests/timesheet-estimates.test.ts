import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { newPage, screenshot } from '../support/browser.ts';
import { apiCall, logIn } from '../support/session.ts';
import { onOwnServer } from '../support/own-server.ts';
import type { TestServer } from '../support/server.ts';

/**
 * Issue 16: estimatedHours and plpEstimatedHours, off in every preset. On a server of its own, as
 * turning a tenant's flags on would change the pages of the stories beside it.
 */
let browser: Browser;
let server: TestServer;
onOwnServer((b, s) => ([browser, server] = [b, s]));

const setFlags = (page: Page, enabled: boolean) =>
  Promise.all(
    ['estimatedHours', 'plpEstimatedHours'].map((flag) => apiCall(page, 'PUT', '/api/flags', { flag, enabled })),
  );

describe('estimated hours (issue 16)', () => {
  it('with the flags on, projmgr01 sets estimates on the team and the tasks and employee01 sees theirs beside the hours logged; with them off, none shows', async () => {
    const admin = await newPage(browser, { port: server.port });
    const pm = await newPage(browser, { port: server.port });
    const employee = await newPage(browser, { port: server.port });
    try {
      await logIn(admin.page, 'superadmin');
      const list = await apiCall<{ items: { id: string; projectName: string }[] }>(
        admin.page,
        'POST',
        '/api/timesheet/v2/projects/list',
        { searchQuery: 'Patient Portal Rebuild' },
      );
      const project = list.items.find((p) => p.projectName === 'Patient Portal Rebuild')!;

      // Off, as in every preset: no estimate column, field or section.
      await logIn(pm.page, 'projmgr01');
      await pm.page.goto(`/projects-details/${project.id}`);
      await pm.page.getByRole('tab', { name: 'Team' }).click();
      const team = pm.page.getByRole('table', { name: 'Project team' });
      await team.getByRole('row', { name: /Emily Johnson/ }).waitFor();
      expect(await team.getByRole('columnheader', { name: 'Logged / estimate' }).count()).toBe(0);
      await team.getByRole('button', { name: 'Edit the allocation of Emily Johnson' }).click();
      await pm.page.getByRole('dialog', { name: 'Edit allocation' }).getByRole('textbox', { name: 'Role' }).waitFor();
      expect(await pm.page.getByRole('textbox', { name: 'Estimated hours' }).count()).toBe(0);
      await pm.page.getByRole('dialog', { name: 'Edit allocation' }).getByRole('button', { name: 'Cancel' }).click();

      await setFlags(admin.page, true);
      await pm.page.reload();
      await pm.page.getByRole('tab', { name: 'Team' }).click();
      await team.getByRole('columnheader', { name: 'Logged / estimate' }).waitFor();
      await team.getByRole('button', { name: 'Edit the allocation of Emily Johnson' }).click();
      const form = pm.page.getByRole('dialog', { name: 'Edit allocation' });
      await form.getByRole('textbox', { name: 'Estimated hours' }).fill('120');
      await form.getByRole('button', { name: 'Save' }).click();
      await form.waitFor({ state: 'detached' });
      await team.getByRole('row', { name: /Emily Johnson.* h of 120 h/ }).waitFor();
      expect(await seriousViolations(pm.page)).toEqual([]);
      await screenshot(pm.page, 'project-team-estimates');

      await pm.page.getByRole('tab', { name: 'Tasks' }).click();
      const tasks = pm.page.getByRole('table', { name: 'Tasks of the project' });
      await tasks.getByRole('button', { name: 'Set the estimate of Development' }).click();
      const estimate = pm.page.getByRole('dialog', { name: 'Estimate of Development' });
      await estimate.getByRole('textbox', { name: 'Estimated hours' }).fill('400');
      await estimate.getByRole('button', { name: 'Save' }).click();
      await estimate.waitFor({ state: 'detached' });
      await tasks.getByRole('row', { name: /^Development Development .* h of 400 h/ }).waitFor();
      expect(await seriousViolations(pm.page)).toEqual([]);

      await logIn(employee.page, 'employee01');
      await employee.page.goto('/timesheet');
      const section = employee.page.getByRole('region', { name: 'Your allocations’ estimates' });
      await section
        .getByTestId('week-estimate')
        .filter({ hasText: 'Patient Portal Rebuild' })
        .getByText(/ h of 120 h/)
        .waitFor();
      expect(await seriousViolations(employee.page)).toEqual([]);
      await screenshot(employee.page, 'week-estimates');

      // Off again: the estimates stay stored but leave the pages.
      await setFlags(admin.page, false);
      await employee.page.reload();
      await employee.page.getByRole('table').first().waitFor();
      expect(await section.count()).toBe(0);
      await pm.page.reload();
      await pm.page.getByRole('tab', { name: 'Tasks' }).click();
      await tasks.getByRole('row', { name: /^Development Development/ }).waitFor();
      expect(await tasks.getByRole('columnheader', { name: 'Logged / estimate' }).count()).toBe(0);
    } finally {
      await Promise.all([admin.context.close(), pm.context.close(), employee.context.close()]);
    }
  }, 240_000);

  it('an HR director sets an entity’s reminder day, time and time zone; the list shows them', async () => {
    const hr = await newPage(browser, { port: server.port });
    try {
      await logIn(hr.page, 'hrdirector');
      await hr.page.goto('/timesheet-management');
      const table = hr.page.getByRole('table', { name: 'Timesheet settings per legal entity' });
      await table.getByRole('row', { name: /Tenure Demo Inc\..*Friday at 09:00 \(UTC\)/ }).waitFor();
      await table.getByRole('button', { name: 'Edit the settings of Tenure Demo Inc.' }).click();
      const form = hr.page.getByRole('dialog', { name: 'Timesheet settings of Tenure Demo Inc.' });
      await form.getByRole('combobox', { name: 'Reminder day' }).selectOption('WED');
      await form.getByRole('textbox', { name: 'Reminder time' }).fill('10:30');
      await form.getByRole('combobox', { name: 'Time zone' }).fill('America/New_Y');
      await hr.page.getByRole('option', { name: 'America/New_York' }).click();
      expect(await seriousViolations(hr.page)).toEqual([]);
      await form.getByRole('button', { name: 'Save' }).click();
      await form.waitFor({ state: 'detached' });
      await table.getByRole('row', { name: /Tenure Demo Inc\..*Wednesday at 10:30 \(America\/New_York\)/ }).waitFor();
    } finally {
      await hr.context.close();
    }
  }, 120_000);
});
