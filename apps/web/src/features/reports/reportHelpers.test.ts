import { describe, expect, it } from 'vitest';
import { recentReports, rememberReport, RECENT_REPORTS_LIMIT } from './recentReports.ts';
import { formatReportCell } from './reportCells.ts';
import { matchesSearch } from './reportSearch.ts';

describe('recently opened reports', () => {
  it('keeps the newest first, once each, at most five, per user', () => {
    for (const route of ['/a', '/b', '/c', '/a', '/d', '/e', '/f']) rememberReport('u1', route);
    expect(recentReports('u1')).toEqual(['/f', '/e', '/d', '/a', '/c']);
    expect(recentReports('u1')).toHaveLength(RECENT_REPORTS_LIMIT);
    expect(recentReports('u2')).toEqual([]);
  });

  it('ignores what is not a list of routes', () => {
    localStorage.setItem('tenure-recent-reports:u1', '{"x":1}');
    expect(recentReports('u1')).toEqual([]);
    localStorage.setItem('tenure-recent-reports:u1', 'not json');
    expect(recentReports('u1')).toEqual([]);
  });
});

describe('report search', () => {
  it('finds every word in any order, ignoring case and accents', () => {
    expect(matchesSearch('kpi hr', 'HR KPI Report')).toBe(true);
    expect(matchesSearch('  ', 'anything')).toBe(true);
    expect(matchesSearch('resume', 'Résumé audit')).toBe(true);
    expect(matchesSearch('leave kpi', 'HR KPI Report')).toBe(false);
  });
});

describe('report cells', () => {
  const f = {
    formatDate: (d: string) => `D(${d})`,
    formatDateTime: (d: string) => `T(${d})`,
    yes: 'Yes',
    no: 'No',
    locale: 'en',
  };
  it('shows numbers with the column decimals, percents with %, dates the tenant way, and a dash for nothing', () => {
    expect(formatReportCell({ type: 'number', decimals: 1 }, 12, f)).toBe('12.0');
    expect(formatReportCell({ type: 'number' }, 1234, f)).toBe('1,234');
    expect(formatReportCell({ type: 'percent', decimals: 2 }, 3.5, f)).toBe('3.50%');
    expect(formatReportCell({ type: 'date' }, '2026-01-31', f)).toBe('D(2026-01-31)');
    expect(formatReportCell({ type: 'datetime' }, '2026-01-31T10:00:00Z', f)).toBe('T(2026-01-31T10:00:00Z)');
    expect(formatReportCell({ type: 'boolean' }, false, f)).toBe('No');
    expect(formatReportCell({ type: 'text' }, null, f)).toBe('—');
  });
});
