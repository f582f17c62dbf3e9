import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REVIEW_CRITERIA } from '@tenure/domain/performance';
import { seriousViolations } from '../support/axe.ts';
import { newPage } from '../support/browser.ts';
import { apiCall, logIn } from '../support/session.ts';
import { onOwnServer } from '../support/own-server.ts';
import type { TestServer } from '../support/server.ts';

/** Issue 31 item 10: employee01 resigns and is released; until her last working day she stays in her manager's team and in review cycles. It changes employee01, so it runs on a server of its own. */
let browser: Browser;
let server: TestServer;
onOwnServer((b, s) => ([browser, server] = [b, s]));

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const CYCLE = 'Notice period review cycle';

describe('people serving their notice (issue 31 item 10)', () => {
  it(
    'after HR releases employee01 (last day in 20 days) manager01 still sees her among his reportees and a cycle launched that day gives her a self review',
    { timeout: 180_000 },
    async () => {
      const hr = await newPage(browser, { port: server.port });
      const manager = await newPage(browser, { port: server.port });
      const employee = await newPage(browser, { port: server.port });
      const director = await newPage(browser, { port: server.port });
      try {
        await logIn(hr.page, 'hrexec01');
        await logIn(manager.page, 'manager01');
        const resignation = await apiCall<{ id: string }>(hr.page, 'POST', '/api/hrms/hris/resignation/admin-submit', {
          employeeNumber: 'EMP0006',
          reason: 'Higher studies',
          proposedLastDay: inDays(20),
        });
        await apiCall(manager.page, 'PUT', `/api/hrms/hris/resignation/${resignation.id}/accept`, {});
        const released = await apiCall<{ status: string }>(
          hr.page,
          'PUT',
          `/api/hrms/hris/resignation/${resignation.id}/release`,
          { lastWorkingDay: inDays(20), noticeTreatment: 'waiver' },
        );
        expect(released.status).toBe('Released');

        await manager.page.goto('/performance/goals-rm-view');
        await manager.page.getByRole('button', { name: /View goals of Emily Johnson/ }).waitFor();
        expect(await seriousViolations(manager.page)).toEqual([]);

        await logIn(director.page, 'hrdirector');
        const departments = await apiCall<{ id: string; name: string }[]>(
          director.page,
          'GET',
          '/api/hrms/hris/department?includeInactive=true',
        );
        await apiCall(director.page, 'POST', '/api/pms/review-cycles', {
          name: CYCLE,
          startDate: inDays(-180),
          endDate: inDays(30),
          audience: { departmentIds: [departments.find((d) => d.name === 'Product Engineering')!.id] },
          criteria: DEFAULT_REVIEW_CRITERIA,
          instructions: 'Rate the half year honestly.',
          timeline: {
            self: { startDate: inDays(-1), endDate: inDays(10) },
            manager: { startDate: inDays(11), endDate: inDays(20) },
            calibration: { startDate: inDays(21), endDate: inDays(25) },
            release: { startDate: inDays(26), endDate: inDays(30) },
          },
        });
        await director.page.goto('/performance-review/setup');
        await director.page.getByRole('button', { name: `Launch ${CYCLE}` }).click();
        await director.page.getByRole('dialog').getByRole('button', { name: 'Launch', exact: true }).click();
        await director.page.getByTestId('job-result').filter({ hasText: 'reviews created.' }).waitFor();

        await logIn(employee.page, 'employee01');
        await employee.page.goto('/performance-review/self');
        await employee.page.getByText('Rate the half year honestly.').waitFor();
        await employee.page.getByRole('tab', { name: 'Review Rating' }).waitFor();
      } finally {
        await Promise.all([
          hr.context.close(),
          manager.context.close(),
          employee.context.close(),
          director.context.close(),
        ]);
      }
    },
  );
});
