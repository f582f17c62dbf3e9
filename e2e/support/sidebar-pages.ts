import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LanguageCode } from '@tenure/domain/messages';
import { PSEUDO_LOCALE_KEY } from '../../apps/web/src/lib/i18n/pseudo-key.ts';
import { seriousViolations } from './axe.ts';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './browser.ts';
import { englishLeft, intlWords, portugueseWords, recordApiWords } from './english-left.ts';
import { layoutProblems } from './layout.ts';
import { contentReady, settled } from './settle.ts';
import { logIn, readMenuLinks, sessionToken, type MenuLink } from './session.ts';

/**
 * Every sidebar page of one demo user (apps/api/src/db/seed/demo-data.ts; between them every page):
 * each link opens the page it always opened, and neither the page nor the hovered or current
 * sidebar entries has a serious or critical axe violation (WCAG 2 A/AA). One file per user
 * (tests/accessibility-sidebar-*.test.ts), so the users' walks run side by side in the workers.
 */
const SIDEBAR = '[data-testid="sidebar"]';

/**
 * The heading of the page each sidebar link opened before the routes moved into the features (issue 33,
 * read from the app built from the former table of destinations): every link must still open the same page.
 */
const HEADINGS: Record<string, string> = {
  '/leave-dashboard': 'Leave Dashboard',
  '/leave-dashboard?tab=holiday-calendar': 'Leave Dashboard',
  '/my-projects': 'My Projects',
  '/timesheet-submission': 'Timesheet',
  '/timesheet-history': 'Timesheet History',
  '/timesheet-bulk-upload': 'Timesheet bulk upload',
  '/admin-timesheet-approval': 'Timesheet Approval (Admin)',
  '/timesheet-overview': 'Timesheet Overview',
  '/pending-timesheets': 'Pending Timesheets',
  '/vendor-dashboard': 'Vendor Dashboard',
  '/timesheet-revenue-details': 'Revenue Details',
  '/timesheet-auto-approval': 'Timesheet Auto-Approval',
  '/performance': 'Performance',
  '/performance/goals-approval-view': 'Team Goals Approval',
  '/performance/goals-settings': 'Goal Settings',
  '/pmm/goal-library': 'Goal Library',
  '/performance/self-skill-set': 'My Skill Set',
  '/performance/rm-team-skill-set': 'Team Skill Sets',
  '/performance/skill-setup': 'Skill Setup',
  '/pmm/skill-set-matrix/employee-directory': 'Skill Matrix',
  '/performance-frameworks': 'Performance Frameworks',
  '/performance-values': 'Company Values',
  '/performance-review/self': 'Self Review',
  '/performance-review/setup': 'Review Cycles',
  '/review-details': 'Review Details',
  '/employee-survey': 'Employee Survey',
  '/my-actions': 'My Actions',
  '/organization-structure': 'Organization Structure',
  '/organization-hierarchy': 'Organization Hierarchy',
  '/employee-directory': 'Employee Directory',
  '/policy-document': 'Policy Library',
  '/my-finance': 'My Pay',
  '/employee-onboarding': 'Onboarding',
  '/add-employee': 'Add Employee',
  '/employee-job-onboarding': 'Job Onboarding',
  '/bulk-onboarding': 'Bulk Onboarding',
  '/bulk-consultant-onboarding': 'Bulk Consultant Onboarding',
  '/bulk-update': 'Bulk Update',
  '/activate-employee': 'Search Inactive Employee',
  '/resigned-employee-list': 'Resigned Employees',
  '/offboarding-request': 'Resignation',
  '/offboarding-tasks': 'Offboarding Tasks',
  '/offboarding-dashboard': 'Offboarding Dashboard',
  '/offboarding-setup': 'Offboarding Setup',
  '/transfer-request': 'Transfers',
  '/offboarding-feedback': 'Exit Survey',
  '/setup': 'Setup Checklist',
  '/employees': 'Employees',
  '/leave-management': 'Leave Management',
  '/master-data': 'Master Data',
  '/building': 'Buildings',
  '/edit-company-information': 'Company Information',
  '/payroll-simulation': 'Payroll Simulation',
  '/policy': 'Policies',
  '/timesheet-management': 'Timesheet Setup',
  '/clients': 'Clients',
  '/projects': 'Projects',
  '/user-access-role-management': 'Roles and access',
  '/user-role-assignment': 'User role assignment',
  '/user-entities-assignment': 'User entities assignment',
  '/single-sign-on': 'Single Sign-On',
  '/feature-flags': 'Feature Flags',
  '/job-history': 'Job History',
  '/audit-log': 'Audit Log',
  '/finance-setup': 'Finance Setup',
  '/assistant-settings': 'HR Assistant',
  '/allocation-report': 'Allocation',
  '/clients-and-projects': 'Clients & Projects',
  '/employee-management-report': 'Employee Management',
  '/leave-attendance-reports': 'Leave & Attendance',
  '/timesheet-reports': 'Timesheet',
  '/user-management-reports': 'User Management',
  '/utilization-reports': 'Utilization',
  '/timesheet-approval': 'Team Timesheets',
  '/performance/goals-rm-view': 'Team Goals',
  '/performance-review/rm': 'Team Reviews',
  '/leave-manager': 'Team Leave',
  '/esop': 'ESOP',
  '/manage-projects': 'Manage Projects',
};
/** Home greets the user by name. */
const HOME_HEADING = /^Welcome, \S/;

/** The heading of the page a link opened, once the previous page's is gone (or as it stays, when wrong). */
async function headingOf(page: Page, href: string): Promise<string> {
  const heading = page.locator('main h1').first();
  const expected = HEADINGS[href];
  if (expected !== undefined) {
    await page
      .waitForFunction((text) => document.querySelector('main h1')?.textContent?.trim() === text, expected, {
        timeout: 10_000,
      })
      .catch(() => undefined);
  }
  return (await heading.innerText()).trim();
}

/**
 * Opens a sidebar link as a person does: its group first when closed, then the link; then waits
 * for the page it leads to (or the sub-page or default tab it opens on: /policy on /policy/leave,
 * /leave-manager on its overview tab) to show its content.
 */
export async function openFromSidebar(page: Page, link: MenuLink): Promise<void> {
  await openLink(page, link).catch((error: Error) => {
    throw new Error(`${link.group} › ${link.label} (${link.href}): ${error.message}`);
  });
}

async function openLink(page: Page, link: MenuLink): Promise<void> {
  const onPhone = await openSidebar(page);
  const sidebar = page.getByTestId('sidebar');
  const anchor = sidebar.locator(`a[href="${link.href}"]`);
  if (!(await anchor.isVisible())) {
    await sidebar.getByRole('button', { name: link.group, exact: true }).click();
    await anchor.waitFor({ state: 'visible' });
    await settled(page);
  }
  const target = new URL(link.href, page.url());
  await anchor.click();
  await page.waitForURL(
    (url) =>
      (url.pathname === target.pathname || url.pathname.startsWith(`${target.pathname}/`)) &&
      (target.search === '' || url.search === target.search),
  );
  // On a phone the sidebar closes as the page opens; what is read next is the page alone.
  if (onPhone) await sidebarClosed(page);
  await contentReady(page);
}

const BURGER = 'header .mantine-Burger-root';

/** On a phone the sidebar is a drawer the header's menu button opens: opens it there; whether it is a drawer. */
async function openSidebar(page: Page): Promise<boolean> {
  const burger = page.locator(BURGER);
  if (!(await burger.isVisible())) return false;
  if ((await burger.getAttribute('aria-expanded')) !== 'true') {
    await burger.click();
    await page.locator(`${BURGER}[aria-expanded="true"]`).waitFor();
    await settled(page);
  }
  return true;
}

async function sidebarClosed(page: Page): Promise<void> {
  await page.locator(`${BURGER}[aria-expanded="false"]`).waitFor();
  await settled(page);
}

/**
 * axe only sees the styles of the moment: the pages are checked with the pointer still on the
 * link just clicked (hovered and current); then the sidebar alone with the current page's group
 * closed (its label marked active) and hovered, and with another entry hovered and one focused.
 */
async function sidebarStateViolations(page: Page): Promise<Record<string, string[]>> {
  const sidebar = page.getByTestId('sidebar');
  const found: Record<string, string[]> = {};
  const record = async (state: string) => {
    const violations = await seriousViolations(page, SIDEBAR);
    if (violations.length > 0) found[state] = violations;
  };
  const openGroup = sidebar.locator('[data-menu-group][aria-expanded="true"]');
  if ((await openGroup.count()) > 0) {
    await openGroup.click();
    await sidebar.locator('[data-menu-group][data-active]').waitFor();
    await record('current group closed and hovered');
  }
  const topLevel = sidebar.locator('[data-menu-top]:not([data-active])');
  await topLevel.first().hover();
  await topLevel.last().focus();
  await record('an entry hovered, another focused');
  return found;
}

export function describeSidebarPages(user: string): void {
  describe(`${user}'s sidebar pages: the page each always opened, and accessible (axe, WCAG 2 A/AA)`, () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launchBrowser();
    });
    afterAll(async () => {
      await browser.close();
    });

    // The bound is for a walk that hangs; the walk's time is printed (74 pages for the super admin).
    it('opens each page as before and finds no serious or critical violation on it nor on the hovered or current sidebar entries', async () => {
      const started = performance.now();
      const { context, page } = await newPage(browser);
      await logIn(page, user);
      const links = await readMenuLinks(page);
      // One visit per page: a destination reachable from two groups is checked once.
      const pages = [...new Map(links.map((link) => [link.href, link])).values()];
      expect(pages.length).toBeGreaterThan(0);

      const found: Record<string, string[]> = {};
      const wrongPages: Record<string, string> = {};
      for (const link of pages) {
        await openFromSidebar(page, link);
        const heading = await headingOf(page, link.href);
        const expected = link.href === '/home' ? HOME_HEADING : HEADINGS[link.href];
        if (typeof expected === 'string' ? heading !== expected : !expected?.test(heading)) {
          wrongPages[link.href] = `${heading} (expected ${String(expected)})`;
        }
        const violations = await seriousViolations(page);
        if (violations.length > 0) found[link.href] = violations;
      }
      Object.assign(found, await sidebarStateViolations(page));
      await context.close();

      console.info(
        `axe over ${user}'s sidebar: ${pages.length} pages in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      expect(wrongPages).toEqual({});
      expect(found).toEqual({});
    }, 900_000);

    // Issue 38: each walk in another language, on every page.
    for (const walk of LANGUAGE_WALKS) {
      it(
        walk.title,
        async () => {
          const started = performance.now();
          const { context, page } = await newPage(browser, { viewport: walk.viewport });
          const api = recordApiWords(page);
          await logIn(page, user);
          const restore = await readIn(page, walk.language);
          await openSidebar(page);
          const links = await readMenuLinks(page);
          const pages = [...new Map(links.map((link) => [link.href, link])).values()];
          const left: Record<string, string[]> = {};
          const layout: Record<string, string[]> = {};
          try {
            for (const link of pages) {
              // The page it left must be gone before its texts are read (a tab of the same page keeps its heading).
              const leaving = await page.locator('main h1').first().elementHandle();
              await openFromSidebar(page, link);
              await leaving?.waitForElementState('hidden', { timeout: 5_000 }).catch(() => undefined);
              await contentReady(page).catch(async (error: Error) => {
                await screenshot(page, `sidebar-${user}-${walk.language}-no-heading`);
                throw new Error(`${link.href}: ${error.message}`);
              });
              await api.read();
              let english = await englishLeft(page, api.words, ...walk.notEnglish);
              // The page may show an answer before its response event reaches this recorder: once the
              // network is idle every answer has been recorded, and the data it carried is no English.
              if (english.length > 0) {
                await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
                await api.read();
                english = await englishLeft(page, api.words, ...walk.notEnglish);
              }
              if (english.length > 0) left[link.href] = english;
              if (walk.layout) {
                const problems = await layoutProblems(page);
                if (problems.length > 0) layout[link.href] = problems;
              }
            }
          } finally {
            await restore();
            await context.close();
          }
          console.info(
            `${walk.name} over ${user}'s sidebar: ${pages.length} pages in ${((performance.now() - started) / 1000).toFixed(1)} s`,
          );
          expect(left).toEqual({});
          expect(layout).toEqual({});
        },
        600_000,
      );
    }
  });
}

/** A walk over the sidebar pages in another language (issue 38). */
interface LanguageWalk {
  /** How the walk's time is printed. */
  name: string;
  title: string;
  /** A language kept on the account, or the pseudo-locale (English texts transformed, apps/web/src/lib/i18n/pseudo.ts). */
  language: Exclude<LanguageCode, 'en'> | 'pseudo';
  viewport: { width: number; height: number };
  /** Words that are no English left besides the page's data (english-left.ts). */
  notEnglish: ReadonlySet<string>[];
  /** The layout rules of layout.ts. */
  layout: boolean;
}

const WIDE = { width: 1440, height: 900 } as const;

/**
 * Russian, Hindi and Marathi, not written in Latin letters, show an English word left as it is. The
 * pseudo-locale at 390 px finds every text that bypasses i18n (its own words have no plain Latin letter;
 * its dates name months and weekdays with Intl's English) and, being the longest, what is cut or pushes a
 * phone's page sideways; Portuguese at 1440 px finds English words among its own and what its long labels
 * cut on a wide screen. One walk reads both the texts and the layout: each walk costs a page visit per page.
 */
const LANGUAGE_WALKS: LanguageWalk[] = [
  ...(
    [
      ['ru', 'Russian'],
      ['hi', 'Hindi'],
      ['mr', 'Marathi'],
    ] as const
  ).map(([language, name]) => ({
    name,
    title: `in ${name}, reads no English on any page but the company's data, names and codes`,
    language,
    viewport: DESKTOP,
    notEnglish: [],
    layout: false,
  })),
  {
    name: `the pseudo-locale at ${PHONE.width} px`,
    title: `in the pseudo-locale at ${PHONE.width} px, every text comes through i18n and nothing is cut or wider than the screen`,
    language: 'pseudo',
    viewport: PHONE,
    notEnglish: [intlWords('en')],
    layout: true,
  },
  {
    name: `Portuguese at ${WIDE.width} px`,
    title: `in Portuguese at ${WIDE.width} px, reads no English word but the company's data, names and codes, and nothing is cut or wider than the screen`,
    language: 'pt',
    viewport: WIDE,
    notEnglish: [portugueseWords(), intlWords('pt')],
    layout: true,
  },
];

/**
 * Shows the signed-in user's pages in a walk's language and resolves with what gives the account back
 * its English (the user's other stories read English). A language is chosen on the account, as the
 * language menu does (a browser's choice would be saved there at the next session check anyway); the
 * pseudo-locale is the test's switch in local storage, which lasts as long as the browser context.
 */
async function readIn(page: Page, language: LanguageWalk['language']): Promise<() => Promise<void>> {
  if (language === 'pseudo') {
    await page.evaluate((key) => localStorage.setItem(key, 'on'), PSEUDO_LOCALE_KEY);
    await page.reload();
    await page.getByTestId('profile-menu').waitFor();
    // The sidebar's entries read in the pseudo-locale.
    await page.getByTestId('sidebar').locator('[data-menu-top]').first().filter({ hasText: '⟦' }).waitFor();
    return async () => undefined;
  }
  const setLanguage = async (lang: LanguageCode) => {
    const saved = await page.request.put('/api/auth/language', {
      data: { language: lang },
      headers: { authorization: `Bearer ${await sessionToken(page)}`, 'x-tenantid': 'demo' },
    });
    expect(saved.status()).toBe(204);
  };
  await setLanguage(language);
  await page.reload();
  await page.getByTestId('profile-menu').waitFor();
  await page.locator(`html[lang="${language}"]`).waitFor();
  return () => setLanguage('en');
}
