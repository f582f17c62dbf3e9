import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@tenure/domain/messages';
import { launchBrowser, newPage } from '../support/browser.ts';
import { logIn } from '../support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('header employee search (SPEC §5/§6)', () => {
  it('searches from 3 characters, shows name, designation and department, and opens the profile', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'manager01');
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/hrms/hris/employee/search'))
        searches.push(new URL(request.url()).searchParams.get('query') ?? '');
    });
    const box = page.getByRole('textbox', { name: 'Search employees' });
    // Two characters search nothing: the list below holds only the full word, so a call for "Em" would show there.
    await box.pressSequentially('Em', { delay: 20 });
    await box.pressSequentially('ily', { delay: 20 });
    const option = page.getByRole('option', { name: /Emily Johnson/ });
    await option.waitFor();
    expect(await option.innerText()).toContain('Software Engineer · Product Engineering');
    // Debounced: one call for the whole word, not one per key.
    expect(searches).toEqual(['Emily']);

    await option.click();
    await page.waitForURL('**/employee-profile');
    expect(await box.inputValue()).toBe('');
    await context.close();
  });

  it('says when nothing matches', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'manager01');
    await page.getByRole('textbox', { name: 'Search employees' }).fill('Zzyzx');
    await page.getByText(MESSAGES.noResults).waitFor();
    await context.close();
  });

  it('uses the consultant placeholder for a contractor', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'consult01');
    const box = page.getByRole('textbox', { name: 'Search employees' });
    expect(await box.getAttribute('placeholder')).toBe('Search for consultant...');
    await context.close();
  });
});

describe('language switcher (i18n, issue 38)', () => {
  it('translates the shell and the page, and keeps the choice on the account for the next browser', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'employee01');
    await page.getByRole('button', { name: 'Language' }).click();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/auth/language') && r.status() === 204);
    await page.getByRole('menuitem', { name: 'Português' }).click();
    await saved;
    await page.getByTestId('sidebar').getByText('Painel', { exact: true }).waitFor();
    await page.getByRole('main').getByText('Próximos feriados').waitFor();
    await page.reload();
    await page.getByTestId('sidebar').getByText('Organização', { exact: true }).waitFor();
    expect(await page.getByTestId('app-version').innerText()).toBe('Versão 1.2.6');
    await context.close();

    // Another browser, nothing in its storage: the account's language comes with the login.
    const other = await newPage(browser);
    await logIn(other.page, 'employee01');
    await other.page.getByRole('main').getByText('Próximos feriados').waitFor();
    // Back to English, so employee01's other stories read English.
    await other.page.getByRole('button', { name: 'Idioma' }).click();
    const restored = other.page.waitForResponse((r) => r.url().endsWith('/api/auth/language') && r.status() === 204);
    await other.page.getByRole('menuitem', { name: 'English' }).click();
    await restored;
    await other.page.getByRole('main').getByText('Upcoming holidays').waitFor();
    await other.context.close();
  });
});
