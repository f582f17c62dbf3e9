import { describe, expect, it } from 'vitest';
import { splitRange } from './queries.ts';

describe('which days of a revenue range come from the month totals', () => {
  it('reads whole months from the totals and prices the days at the edges', () => {
    expect(splitRange('2026-01-01', '2026-03-31')).toEqual({
      whole: { from: '2026-01-01', to: '2026-03-31' },
      edges: [],
    });
    expect(splitRange('2025-12-15', '2026-02-10')).toEqual({
      whole: { from: '2026-01-01', to: '2026-01-31' },
      edges: [
        { from: '2025-12-15', to: '2025-12-31' },
        { from: '2026-02-01', to: '2026-02-10' },
      ],
    });
    expect(splitRange('2024-02-01', '2024-02-29')).toEqual({
      whole: { from: '2024-02-01', to: '2024-02-29' },
      edges: [],
    });
  });

  it('prices a range inside one month as it is read', () => {
    expect(splitRange('2026-03-02', '2026-03-08')).toEqual({
      whole: null,
      edges: [{ from: '2026-03-02', to: '2026-03-08' }],
    });
    expect(splitRange('2026-03-02', '2026-04-05')).toEqual({
      whole: null,
      edges: [{ from: '2026-03-02', to: '2026-04-05' }],
    });
  });
});
