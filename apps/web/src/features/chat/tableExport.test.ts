import { describe, expect, it } from 'vitest';
import type { ChatTable } from '@tenure/domain/chat';
import { tableCsv, tableHtml } from './tableExport.ts';

/** Answers quote what people typed (a goal title, a leave reason): text a spreadsheet would run. */
const TABLE: ChatTable = {
  headers: ['Goal', 'Progress'],
  rows: [
    ['=HYPERLINK("http://evil.example","Click")', '40%'],
    ['+1+2', '-3'],
    ['@SUM(A1:A2)', '\t=1'],
    ['Ship the "new" app, v2', '100%'],
  ],
  totalRows: 4,
};

describe('the chat table exports', () => {
  it('keeps cells starting with = + - @ as text in the CSV, quoting as RFC 4180 asks', () => {
    expect(tableCsv(TABLE).split('\r\n')).toEqual([
      'Goal,Progress',
      `"'=HYPERLINK(""http://evil.example"",""Click"")",40%`,
      "'+1+2,'-3",
      "'@SUM(A1:A2),'\t=1",
      '"Ship the ""new"" app, v2",100%',
    ]);
  });

  it('keeps them as text in the .xls, and shows them as they are in the print view', () => {
    const xls = tableHtml(TABLE, 'table_data_1', true);
    expect(xls).toContain(`<td>'=HYPERLINK(&quot;http://evil.example&quot;,&quot;Click&quot;)</td>`);
    expect(xls).toContain("<td>'+1+2</td><td>'-3</td>");
    expect(xls).toContain("<td>'@SUM(A1:A2)</td>");
    expect(xls).not.toMatch(/<td>[=+\-@]/);
    const print = tableHtml(TABLE, 'table_data_1', false);
    expect(print).toContain('<td>=HYPERLINK(&quot;http://evil.example&quot;,&quot;Click&quot;)</td>');
  });
});
