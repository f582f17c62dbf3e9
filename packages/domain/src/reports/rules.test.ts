import { describe, expect, it } from 'vitest';
import { nextExportBatch, REPORT_EXPORT_BATCH, REPORT_EXPORT_MAX_BATCH } from './index.ts';
import { defaultReportRange } from './rules.ts';

describe('a report’s default range', () => {
  it('covers the twelve calendar months up to today, across the year’s turn', () => {
    expect(defaultReportRange('2026-11-29')).toEqual({ from: '2025-12-01', to: '2026-11-29' });
    expect(defaultReportRange('2026-01-15')).toEqual({ from: '2025-02-01', to: '2026-01-15' });
  });

  it('covers only the current month for a report of single days', () => {
    expect(defaultReportRange('2026-11-29', 1)).toEqual({ from: '2026-11-01', to: '2026-11-29' });
    expect(defaultReportRange('2026-03-01', 3)).toEqual({ from: '2026-01-01', to: '2026-03-01' });
  });
});

describe('an export’s reads', () => {
  it('start small and double up to the largest batch: 120,000 rows take 11 reads', () => {
    const sizes: number[] = [];
    let read = 0;
    for (let batch = REPORT_EXPORT_BATCH; read < 120_000; batch = nextExportBatch(batch)) {
      sizes.push(batch);
      read += batch;
    }
    expect(sizes.slice(0, 6)).toEqual([1000, 2000, 4000, 8000, 16000, REPORT_EXPORT_MAX_BATCH]);
    expect(sizes).toHaveLength(11);
  });
});
