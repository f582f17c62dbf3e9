import { useMemo, useRef, type KeyboardEvent } from 'react';
import { Badge, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable, type Cell } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { formatHours, isLineEditable, type WeekView } from '@tenure/domain/timesheets';
import { weekdayOf } from '@tenure/domain/policies';
import { useFormatDate } from '../../../lib/dates.ts';
import { cellHours, dayTotals, lineTotal, type GridLine } from './gridState.ts';
import { LineStatusBadge } from './LineStatusBadge.tsx';

interface WeekGridProps {
  week: WeekView;
  lines: GridLine[];
  editable: boolean;
  onCell(row: number, day: number, text: string): void;
  /** Field errors of the last save, keyed `lines.<i>.hours.<day>`, `days.<day>` and `week` (the weekly limit). */
  errors: Record<string, string>;
}

const column = createColumnHelper<GridLine>();

/**
 * A cell's content called as a plain function, not mounted as a component (flexRender): the
 * column definitions change as one types, and a remounted input would lose the keyboard focus.
 */
function renderCell(cell: Cell<GridLine, unknown>) {
  const render = cell.column.columnDef.cell;
  return typeof render === 'function' ? render(cell.getContext()) : render;
}
const cellId = (row: number, day: number) => `ts-cell-${row}-${day}`;

/**
 * The week as a keyboard-first grid: Tab and the arrow keys move between cells, "7.5" or "7:30" is
 * typed, totals per line, day and week follow as one types. Lines waiting for approval or approved
 * are read-only.
 */
export function WeekGrid({ week, lines, editable, onCell, errors }: WeekGridProps) {
  const { t } = useTranslation();
  const { formatDate } = useFormatDate();
  const tableRef = useRef<HTMLTableElement>(null);
  const lineLabel = (l: GridLine) =>
    l.kind === 'project'
      ? `${l.projectName ?? ''}${l.taskName ? ` – ${l.taskName}` : ''}`
      : t(`timesheetWeek.kinds.${l.kind}`);

  const move = (event: KeyboardEvent<HTMLInputElement>, row: number, day: number) => {
    const input = event.currentTarget;
    const atStart = input.selectionStart === 0 && input.selectionEnd === 0;
    const atEnd = input.selectionStart === input.value.length;
    const target = {
      ArrowUp: [row - 1, day],
      ArrowDown: [row + 1, day],
      ArrowLeft: atStart ? [row, day - 1] : null,
      ArrowRight: atEnd ? [row, day + 1] : null,
    }[event.key as 'ArrowUp'];
    if (!target) return;
    const next = tableRef.current?.querySelector<HTMLInputElement>(`#${cellId(target[0]!, target[1]!)}`);
    if (next) {
      event.preventDefault();
      next.focus();
      next.select();
    }
  };

  const columns = useMemo(
    () => [
      column.display({
        id: 'line',
        header: () => t('timesheetWeek.grid.line'),
        cell: ({ row }) => (
          <div>
            <Text size="sm" fw={500}>
              {lineLabel(row.original)}
            </Text>
            <LineStatusBadge status={row.original.status} />
            {row.original.status === 'rejected' && row.original.decisionReason && (
              <Text size="xs" c="red.8">
                {t('timesheetWeek.grid.rejectedBecause', { reason: row.original.decisionReason })}
              </Text>
            )}
          </div>
        ),
      }),
      ...week.days.map((day, d) =>
        column.display({
          id: day.date,
          header: () => (
            <div>
              <Text size="sm" fw={600}>
                {t(`timesheetWeek.weekdays.${weekdayOf(day.date)}`)}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDate(day.date)}
              </Text>
              {day.dayOff && (
                <Badge size="xs" variant="default">
                  {day.dayOff.reason === 'holiday' ? day.dayOff.name : t('timesheetWeek.grid.weekOff')}
                </Badge>
              )}
              {day.leaveDays > 0 && (
                <Badge size="xs" variant="default">
                  {t('timesheetWeek.kinds.leave')}
                </Badge>
              )}
            </div>
          ),
          cell: ({ row }) => {
            const line = row.original;
            const text = line.cells[d] ?? '';
            const label = t('timesheetWeek.grid.cellLabel', {
              line: lineLabel(line),
              day: formatDate(day.date),
            });
            const error = errors[`lines.${row.index}.hours.${d}`];
            if (!editable || !isLineEditable(line.status) || (week.locked && line.status !== 'rejected'))
              return (
                <Text size="sm" aria-label={label}>
                  {text || '–'}
                </Text>
              );
            const invalid = Number.isNaN(cellHours(text));
            return (
              <Tooltip label={error ?? t('timesheetWeek.grid.invalid')} disabled={!error && !invalid} withArrow>
                <TextInput
                  id={cellId(row.index, d)}
                  aria-label={label}
                  aria-invalid={invalid || Boolean(error)}
                  error={invalid || Boolean(error)}
                  value={text}
                  size="xs"
                  w={64}
                  inputMode="decimal"
                  autoComplete="off"
                  onChange={(event) => onCell(row.index, d, event.currentTarget.value)}
                  onKeyDown={(event) => move(event, row.index, d)}
                  onFocus={(event) => event.currentTarget.select()}
                />
              </Tooltip>
            );
          },
        }),
      ),
      column.display({
        id: 'total',
        header: () => t('timesheetWeek.grid.total'),
        cell: ({ row }) => (
          <Text size="sm" fw={600}>
            {formatHours(lineTotal(row.original)) || '0'}
          </Text>
        ),
      }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [week, editable, errors, formatDate, t],
  );
  const table = useReactTable({ data: lines, columns, getCoreRowModel: getCoreRowModel(), getRowId: (l) => l.key });
  const totals = dayTotals(lines);
  const weekTotal = totals.reduce((a, b) => a + b, 0);

  return (
    <Table.ScrollContainer
      minWidth={900}
      scrollAreaProps={{
        viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('timesheetWeek.grid.caption') },
      }}
    >
      <Table ref={tableRef} verticalSpacing="xs" withTableBorder>
        <Table.Caption>{t('timesheetWeek.grid.caption')}</Table.Caption>
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => (
                <Table.Th key={header.id} scope="col">
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </Table.Th>
              ))}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {table.getRowModel().rows.map((row) => (
            <Table.Tr key={row.id}>
              {row.getVisibleCells().map((cell) => (
                <Table.Td key={cell.id}>{renderCell(cell)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">{t('timesheetWeek.grid.dayTotal')}</Table.Th>
            {totals.map((total, d) => (
              <Table.Td key={week.days[d]!.date} data-testid={`day-total-${d}`}>
                <Text size="sm" fw={600} c={total > week.maxHoursPerDay || errors[`days.${d}`] ? 'red.8' : undefined}>
                  {formatHours(total) || '0'}
                </Text>
              </Table.Td>
            ))}
            <Table.Td data-testid="week-total">
              <Text
                size="sm"
                fw={700}
                c={
                  (week.maxHoursPerWeek !== null && weekTotal > week.maxHoursPerWeek) || errors.week
                    ? 'red.8'
                    : undefined
                }
              >
                {t('timesheetWeek.grid.weekTotal', {
                  total: formatHours(weekTotal) || '0',
                  expected: week.expectedHours,
                })}
              </Text>
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
