import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n/index.ts';
import { heatBand, ReportHeatmap } from './ReportHeatmap.tsx';

beforeAll(async () => {
  await initI18n();
});

describe('the allocation heat map', () => {
  it('shades by band: none, part, full, over', () => {
    expect([0, 40, 100, 140].map(heatBand)).toEqual(['none', 'part', 'full', 'over']);
  });

  it('reads as a table: a person per row, a week per column, each percent in figures and over-allocation in words', () => {
    render(
      <MantineProvider>
        <ReportHeatmap
          title="Allocation % by week"
          series={{
            dataKey: 'person',
            series: [
              { name: '2026-11-16', label: '2026-11-16' },
              { name: '2026-11-23', label: '2026-11-23' },
            ],
            data: [
              { person: 'Emily Johnson (EMP0006)', '2026-11-16': 100, '2026-11-23': 60 },
              { person: 'Lee Chong (EMP0021)', '2026-11-23': 140 },
            ],
          }}
        />
      </MantineProvider>,
    );
    const table = screen.getByRole('table', { name: 'Allocation % by week' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Person', 'Week of 16 Nov 2026', 'Week of 23 Nov 2026']);
    const architect = within(table).getByRole('row', { name: /EMP0021/ });
    const cells = within(architect).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual(['—', '140% ! Over 100%: over-allocated']);
    expect(cells[1]!.getAttribute('title')).toBe('Over 100%: over-allocated');
    expect(within(table).getByRole('row', { name: /EMP0006/ }).textContent).toBe('Emily Johnson (EMP0006)100%60%');
    expect(screen.getByRole('list', { name: 'Shades' }).textContent).toContain('Under 100%');
  });
});
