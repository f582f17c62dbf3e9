import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@tenure/domain/dates';
import { DEFAULT_REVIEW_CRITERIA } from '@tenure/domain/performance';
import { seriousViolations } from '../support/axe.ts';
import { newPage } from '../support/browser.ts';
import { pickDate } from '../support/dates.ts';
import { apiCall, logIn } from '../support/session.ts';
import { onOwnServer } from '../support/own-server.ts';
import type { TestServer } from '../support/server.ts';

/**
 * Issue 20's story: a review cycle for Product Engineering from launch to acknowledgement. It
 * changes employee01's reviews, so it runs on a server of its own.
 */
let browser: Browser;
let server: TestServer;
onOwnServer((b, s) => ([browser, server] = [b, s]));

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
/** Today where employee01 and manager01 work (New York): the day a phase opens or closes for them. */
const todayInNewYork = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
const RATED = DEFAULT_REVIEW_CRITERIA.flatMap((c) => c.questions).filter((q) => q.type === 'rating');
const CYCLE = 'Story review cycle';

describe('performance reviews (issue 20)', () => {
  it(
    'HR launches a cycle for Product Engineering (one excluded); employee01 submits the self review; manager01 meets, asks a peer whose feedback it reads, and reviews; HR calibrates 4.0 → 3.5 with a reason and releases; employee01 sees 3.5 and the peer feedback without the name, and acknowledges',
    { timeout: 180_000 },
    async () => {
      const hr = await newPage(browser, { port: server.port });
      const employee = await newPage(browser, { port: server.port });
      const manager = await newPage(browser, { port: server.port });
      try {
        await logIn(hr.page, 'hrdirector');
        const departments = await apiCall<{ id: string; name: string }[]>(
          hr.page,
          'GET',
          '/api/hrms/hris/department?includeInactive=true',
        );
        const cycle = await apiCall<{ id: string }>(hr.page, 'POST', '/api/pms/review-cycles', {
          name: CYCLE,
          startDate: inDays(-180),
          endDate: inDays(30),
          audience: { departmentIds: [departments.find((d) => d.name === 'Product Engineering')!.id] },
          criteria: DEFAULT_REVIEW_CRITERIA,
          reviewerTypes: ['self', 'manager', 'peer'],
          instructions: 'Rate the half year honestly.',
          // The self phase ends today and the manager phase opens today, so both can be done in one story.
          timeline: {
            self: { startDate: inDays(-5), endDate: todayInNewYork() },
            manager: { startDate: todayInNewYork(), endDate: inDays(20) },
            calibration: { startDate: inDays(21), endDate: inDays(25) },
            release: { startDate: inDays(26), endDate: inDays(30) },
          },
        });
        await hr.page.goto(`/performance-review/setup/${cycle.id}/employees`);
        const before = await hr.page.getByTestId('audience-count').innerText();
        await hr.page.getByLabel('Employee numbers (comma separated)').fill('EMP0007');
        await hr.page.getByRole('button', { name: 'Exclude', exact: true }).click();
        await hr.page.getByRole('cell', { name: 'Carlos Ramirez (EMP0007)' }).waitFor();
        const audience = Number(before.replace(/\D/g, '')) - 1;
        await hr.page
          .getByTestId('audience-count')
          .filter({ hasText: String(audience) })
          .waitFor();
        expect(await seriousViolations(hr.page)).toEqual([]);

        await hr.page.goto('/performance-review/setup');
        await hr.page.getByRole('button', { name: `Launch ${CYCLE}` }).click();
        await hr.page.getByRole('dialog').getByRole('button', { name: 'Launch', exact: true }).click();
        await hr.page
          .getByTestId('job-result')
          .filter({ hasText: `${audience} reviews created.` })
          .waitFor();
        expect(await seriousViolations(hr.page)).toEqual([]);

        await logIn(employee.page, 'employee01');
        await employee.page.goto('/performance-review/self');
        await employee.page.getByRole('heading', { name: 'Self Review' }).waitFor();
        await employee.page.getByText('Rate the half year honestly.').waitFor();
        await employee.page.getByRole('tab', { name: 'Review Rating' }).click();
        for (const q of RATED) await employee.page.getByLabel(`Rating of “${q.text}”`).fill('4');
        await employee.page.getByLabel('Answer to “Key achievements”').fill('Shipped the payments service');
        expect(await seriousViolations(employee.page)).toEqual([]);
        await employee.page.getByRole('button', { name: 'Submit self review' }).click();
        await employee.page.getByRole('dialog').getByRole('button', { name: 'Submit self review' }).click();
        await employee.page.getByText('Manager review', { exact: true }).waitFor();
        await employee.page.getByRole('tab', { name: 'Review Rating' }).click();
        await employee.page.getByText('This review is read-only.').waitFor();

        await logIn(manager.page, 'manager01');
        await manager.page.goto('/performance-review/rm');
        await manager.page
          .getByRole('row')
          .filter({ hasText: CYCLE })
          .filter({ hasText: 'Emily Johnson' })
          .getByRole('button')
          .click();
        await manager.page.getByRole('heading', { name: 'Review of Emily Johnson' }).waitFor();
        await manager.page.getByRole('tab', { name: 'Schedule Meeting' }).click();
        await pickDate(manager.page, manager.page.getByRole('button', { name: 'Date' }), inDays(2));
        await manager.page.getByRole('textbox', { name: 'Agenda' }).fill('Half year in review');
        await manager.page.getByRole('button', { name: 'Schedule meeting' }).click();
        await manager.page.getByText('Half year in review').waitFor();
        await manager.page.getByRole('button', { name: 'Download invitation (.ics)' }).waitFor();
        await manager.page.getByRole('textbox', { name: 'Notes' }).fill('Agreed on the next release.');
        await manager.page.getByRole('button', { name: 'Save notes' }).click();
        await manager.page.getByText('Meeting notes saved').waitFor();

        // manager01 asks Alex Morgan for peer feedback; Alex answers under Feedback requests; the manager reads it.
        await manager.page.getByRole('tab', { name: 'Peer Feedback' }).click();
        await manager.page.getByRole('textbox', { name: 'Ask a colleague for feedback (up to 5)' }).fill('Alex Mor');
        await manager.page.getByRole('option', { name: /Alex Morgan/ }).click();
        await manager.page
          .getByRole('row')
          .filter({ hasText: 'Alex Morgan (EMP0002)' })
          .getByText('Requested')
          .waitFor();
        expect(await seriousViolations(manager.page)).toEqual([]);
        const peer = await newPage(browser, { port: server.port });
        try {
          await logIn(peer.page, 'superadmin');
          await peer.page.goto('/performance-review/self');
          await peer.page.getByRole('button', { name: 'Feedback on Emily Johnson' }).click();
          await peer.page.getByLabel('Rating of “How well does this colleague work with you?”').fill('4.5');
          await peer.page.getByLabel('Answer to “What should they keep doing?”').fill('Thorough code reviews');
          expect(await seriousViolations(peer.page)).toEqual([]);
          await peer.page.getByRole('button', { name: 'Submit feedback' }).click();
          await peer.page.getByRole('dialog').getByRole('button', { name: 'Submit feedback' }).click();
          await peer.page.getByRole('row').filter({ hasText: 'Emily Johnson' }).getByText('Submitted').waitFor();
        } finally {
          await peer.context.close();
        }
        await manager.page.reload();
        await manager.page
          .getByRole('row')
          .filter({ hasText: CYCLE })
          .filter({ hasText: 'Emily Johnson' })
          .getByRole('button')
          .click();
        await manager.page.getByRole('tab', { name: 'Peer Feedback' }).click();
        await manager.page
          .getByRole('row')
          .filter({ hasText: 'Alex Morgan (EMP0002)' })
          .getByText('Thorough code reviews')
          .waitFor();
        await manager.page.getByRole('tab', { name: 'Review Rating' }).click();
        await manager.page.getByText('Shipped the payments service').waitFor();
        for (const q of RATED) await manager.page.getByLabel(`Rating of “${q.text}”`).fill('4');
        await manager.page.getByTestId('review-score').filter({ hasText: '4.0 (Outstanding)' }).waitFor();
        expect(await seriousViolations(manager.page)).toEqual([]);
        await manager.page.getByRole('button', { name: 'Submit review' }).click();
        await manager.page.getByRole('dialog').getByRole('button', { name: 'Submit review' }).click();
        await manager.page.getByRole('row').filter({ hasText: CYCLE }).getByText('Reviewed', { exact: true }).waitFor();

        await hr.page.goto(`/pmm/review-cycle/calibration/${cycle.id}`);
        const distribution = hr.page.getByTestId('distribution');
        await distribution.getByRole('row', { name: 'Outstanding 10% 100% 1' }).waitFor();
        expect(await seriousViolations(hr.page)).toEqual([]);
        await hr.page.getByRole('button', { name: 'Change the rating of Emily Johnson' }).click();
        const dialog = hr.page.getByRole('dialog');
        await dialog.getByRole('textbox', { name: 'New final rating' }).fill('3.5');
        await dialog.getByRole('button', { name: 'Save change' }).click();
        await dialog.getByText('Please give the reason for the change.').waitFor();
        await dialog.getByRole('textbox', { name: 'Reason' }).fill('In line with peers at the same level');
        await dialog.getByRole('button', { name: 'Save change' }).click();
        await distribution.getByRole('row', { name: 'Exceeds expectations 20% 100% 1' }).waitFor();
        await hr.page
          .getByTestId('calibration-changes')
          .getByRole('cell', { name: 'In line with peers at the same level' })
          .waitFor();

        await hr.page.goto('/performance-review/setup');
        await hr.page.getByRole('button', { name: `Release ${CYCLE}` }).click();
        await hr.page.getByRole('dialog').getByRole('button', { name: 'Release', exact: true }).click();
        await hr.page.getByRole('row').filter({ hasText: CYCLE }).getByText('Released').waitFor();

        await employee.page.goto('/review-details');
        const latest = employee.page.getByTestId('released-review').first();
        await latest.getByRole('heading', { name: CYCLE }).waitFor();
        expect(await latest.getByTestId('final-rating').innerText()).toBe('3.5 (Exceeds expectations)');
        const peers = latest.getByTestId('released-peer-feedback');
        await peers.getByText('Thorough code reviews').waitFor();
        expect(await peers.innerText()).toContain('Peer 1');
        expect(await peers.innerText()).not.toContain('Alex Morgan');
        expect(await seriousViolations(employee.page)).toEqual([]);
        await latest.getByRole('button', { name: 'Acknowledge' }).click();
        await latest.getByText(/Acknowledged on/).waitFor();
      } finally {
        await Promise.all([hr.context.close(), employee.context.close(), manager.context.close()]);
      }
    },
  );

  it('issue 31 item 12: before the self phase opens employee01 keeps a draft and is told when it opens; a rating of 7 stays 7 and is refused beside the scale', async () => {
    const hr = await newPage(browser, { port: server.port });
    const employee = await newPage(browser, { port: server.port });
    try {
      await logIn(hr.page, 'hrdirector');
      const departments = await apiCall<{ id: string; name: string }[]>(
        hr.page,
        'GET',
        '/api/hrms/hris/department?includeInactive=true',
      );
      await apiCall<{ id: string }>(hr.page, 'POST', '/api/pms/review-cycles', {
        name: 'Later review cycle',
        startDate: inDays(-180),
        endDate: inDays(40),
        audience: { departmentIds: [departments.find((d) => d.name === 'Product Engineering')!.id] },
        criteria: DEFAULT_REVIEW_CRITERIA,
        timeline: {
          self: { startDate: inDays(5), endDate: inDays(10) },
          manager: { startDate: inDays(11), endDate: inDays(20) },
          calibration: { startDate: inDays(21), endDate: inDays(25) },
          release: { startDate: inDays(26), endDate: inDays(30) },
        },
      });
      await hr.page.goto('/performance-review/setup');
      await hr.page.getByRole('button', { name: 'Launch Later review cycle' }).click();
      await hr.page.getByRole('dialog').getByRole('button', { name: 'Launch', exact: true }).click();
      await hr.page.getByTestId('job-result').filter({ hasText: 'reviews created.' }).waitFor();

      await logIn(employee.page, 'employee01');
      await employee.page.goto('/performance-review/self');
      await employee.page.getByRole('tab', { name: 'Review Rating' }).click();
      await employee.page
        .getByText(`The self review opens on ${formatDate(inDays(5))}: save a draft until then.`)
        .waitFor();
      expect(await employee.page.getByRole('button', { name: 'Submit self review' }).isDisabled()).toBe(true);

      const first = employee.page.getByLabel(`Rating of “${RATED[0]!.text}”`);
      await employee.page.getByText('From 0.0 to 5.0, one decimal').first().waitFor();
      await first.fill('7');
      await first.blur();
      await employee.page.getByText('Enter a rating from 0.0 to 5.0 with one decimal.').waitFor();
      expect(await first.inputValue()).toBe('7');
      expect(await seriousViolations(employee.page)).toEqual([]);
      await first.fill('4');
      await employee.page.getByRole('button', { name: 'Save draft' }).click();
      await employee.page.getByText('Self review saved').waitFor();
      expect(await employee.page.getByText('Enter a rating from 0.0 to 5.0 with one decimal.').count()).toBe(0);
    } finally {
      await Promise.all([hr.context.close(), employee.context.close()]);
    }
  });
});
