import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { settled } from './settle.ts';

/** axe (WCAG 2 A/AA) violations of serious or critical impact, as readable lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await settled(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
