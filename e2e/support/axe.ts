import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { settled } from './settle.ts';

/**
 * axe (WCAG 2 A/AA) violations of serious or critical impact, as readable lines; `within` limits
 * the check to one region (a CSS selector), e.g. the sidebar while one of its entries is hovered.
 */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  await settled(page);
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
