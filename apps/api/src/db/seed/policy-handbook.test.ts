import { describe, expect, it } from 'vitest';
import { pdfText } from '../../modules/policies/index.ts';
import { PAGE_BREAK } from '../../modules/policies/index.ts';
import { handbookPdf, handbookText } from './policy-handbook.ts';

describe('the demo Employee Handbook', () => {
  it('stores the text an upload of its PDF would extract, page by page, with the notice period on its own page', async () => {
    const pages = (await pdfText(new Uint8Array(handbookPdf()))).split(PAGE_BREAK);
    expect(pages).toHaveLength(5);
    expect(pages.join(PAGE_BREAK)).toBe(handbookText());
    expect(pages[3]).toMatch(/^Resignation and notice period .*The notice period for resignation is 60 days/);
  });
});
