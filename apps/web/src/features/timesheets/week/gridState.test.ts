import { describe, expect, it } from 'vitest';
import { dayTotals, hasInvalidCell, lineTotal, toInput, type GridLine } from './gridState.ts';

const line = (cells: string[]): GridLine => ({
  key: 'k',
  kind: 'project',
  projectId: 'p',
  taskId: 't',
  projectName: 'P',
  taskName: 'T',
  cells,
  status: 'saved',
  decisionReason: null,
});

describe('the week grid', () => {
  it('totals what was typed, in decimals or hours and minutes', () => {
    const lines = [line(['7.5', '7:30', '', '', '', '', '']), line(['1', '0:30', '', '', '', '', ''])];
    expect(lineTotal(lines[0]!)).toBe(15);
    expect(dayTotals(lines)).toEqual([8.5, 8, 0, 0, 0, 0, 0]);
    expect(toInput('2026-11-23', lines).lines[0]!.hours).toEqual([7.5, 7.5, 0, 0, 0, 0, 0]);
  });
  it('notices a cell that is not hours', () => {
    expect(hasInvalidCell([line(['x', '', '', '', '', '', ''])])).toBe(true);
    expect(hasInvalidCell([line(['8', '', '', '', '', '', ''])])).toBe(false);
  });
});
