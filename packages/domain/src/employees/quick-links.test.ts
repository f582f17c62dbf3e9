import { describe, expect, it } from 'vitest';
import { EMPLOYEE_MESSAGES, isAllowedQuickLinkUrl, quickLinkInput } from './index.ts';

describe('quick link addresses', () => {
  it('accepts web addresses and paths of the app', () => {
    for (const url of [
      'https://intranet.example.com/handbook',
      'HTTP://wiki.example.com',
      '/leave-dashboard',
      '/home?tab=links#top',
    ]) {
      expect(isAllowedQuickLinkUrl(url), url).toBe(true);
    }
  });

  it('refuses script and data URLs, other schemes and addresses that leave the site from a path', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<b>x</b>',
      'ftp://files.example.com',
      '//evil.example',
      '/\\evil.example',
      'https://',
      'intranet/handbook',
      'https://a b.com',
      'https://x.com/\tjavascript:',
    ]) {
      expect(isAllowedQuickLinkUrl(url), url).toBe(false);
    }
  });

  it('trims the title and names the field of each problem', () => {
    expect(quickLinkInput.parse({ title: '  Handbook ', url: ' /policies ' })).toEqual({
      title: 'Handbook',
      url: '/policies',
      isActive: true,
    });
    const refused = quickLinkInput.safeParse({ title: ' ', url: 'javascript:alert(1)' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['title', EMPLOYEE_MESSAGES.quickLinkTitleRequired],
      ['url', EMPLOYEE_MESSAGES.invalidQuickLinkUrl],
    ]);
    expect(quickLinkInput.safeParse({ title: 'x'.repeat(61), url: '/home' }).success).toBe(false);
  });
});
