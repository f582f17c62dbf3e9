import { describe, expect, it } from 'vitest';
import { loginPathFor, safeReturnPath } from './returnPath.ts';

describe('safeReturnPath', () => {
  it('keeps a page of the app with its query', () => {
    expect(safeReturnPath('/leave-dashboard?tab=holiday-calendar')).toBe('/leave-dashboard?tab=holiday-calendar');
    expect(safeReturnPath('/employee-profile?empNumber=EMP0006#work')).toBe('/employee-profile?empNumber=EMP0006#work');
  });

  it('sends anything that could leave the site, or loop back to login, to /home', () => {
    for (const target of [
      null,
      '',
      'leave-dashboard',
      '//evil.example',
      '//evil.example/home',
      '/\\evil.example',
      '/\t/evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/',
      '/login',
      '/login?redirect=/home',
    ]) {
      expect(safeReturnPath(target), String(target)).toBe('/home');
    }
  });
});

describe('loginPathFor', () => {
  it('carries the page asked for in the login URL, and nothing for home', () => {
    expect(loginPathFor('/leave-dashboard?tab=holiday-calendar')).toBe(
      '/login?redirect=%2Fleave-dashboard%3Ftab%3Dholiday-calendar',
    );
    expect(loginPathFor('/home')).toBe('/login');
    expect(loginPathFor('/')).toBe('/login');
  });
});
