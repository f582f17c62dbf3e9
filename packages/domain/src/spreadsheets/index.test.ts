import { describe, expect, it } from 'vitest';
import { spreadsheetSafe } from './index.ts';

describe('spreadsheetSafe', () => {
  it('keeps text a spreadsheet would run as a formula as text, and leaves the rest alone', () => {
    expect(['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1'].map(spreadsheetSafe)).toEqual([
      "'=1+1",
      "'+1",
      "'-1",
      "'@SUM(A1)",
      "'\t=1",
      "'\r=1",
    ]);
    expect(['Casual Leave', '12.5', 'a=b', ''].map(spreadsheetSafe)).toEqual(['Casual Leave', '12.5', 'a=b', '']);
  });
});
