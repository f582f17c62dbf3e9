import { Group, ScrollArea, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReportRowsView } from '@tenure/domain/reports';
import { useFormatDate } from '../../lib/dates.ts';

type Series = NonNullable<ReportRowsView['chart']>;

/** The shade of a percent: none, part, full, over. Each band also reads in words (the legend and the cell's label). */
export type HeatBand = 'none' | 'part' | 'full' | 'over';
export const heatBand = (percent: number): HeatBand =>
  percent > 100 ? 'over' : percent >= 100 ? 'full' : percent > 0 ? 'part' : 'none';

/** Light backgrounds under dark text, so every band keeps the text's contrast. */
const BAND_BACKGROUND: Record<HeatBand, string> = {
  none: 'var(--mantine-color-gray-1)',
  part: 'var(--mantine-color-blue-1)',
  full: 'var(--mantine-color-teal-2)',
  over: 'var(--mantine-color-red-2)',
};
const BANDS: readonly HeatBand[] = ['none', 'part', 'full', 'over'];

/**
 * A heat map as a table (a report chart of kind 'heatmap'): one row per data point, one column per
 * series (a week), each cell its percent in figures, shaded by band; over 100% is also marked "!"
 * and named in the cell's label, so the shade is never the only cue. A cell with no value is "—".
 */
export function ReportHeatmap({ title, series }: { title: string; series: Series }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatDate();
  const heading = (name: string) => t('reportViewer.heatmap.week', { date: formatDate(name) });
  return (
    <>
      <Group gap="xs" aria-label={t('reportViewer.heatmap.legend')} role="list">
        {BANDS.map((band) => (
          <Text
            key={band}
            role="listitem"
            size="xs"
            px={6}
            style={{ background: BAND_BACKGROUND[band], borderRadius: 4 }}
          >
            {t(`reportViewer.heatmap.band.${band}`)}
          </Text>
        ))}
      </Group>
      <ScrollArea type="auto">
        <Table withTableBorder withColumnBorders fz="xs" data-testid="report-heatmap">
          <caption>
            <VisuallyHidden>{title}</VisuallyHidden>
          </caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('reportViewer.heatmap.row')}</Table.Th>
              {series.series.map((s) => (
                <Table.Th key={s.name} scope="col" style={{ whiteSpace: 'nowrap' }}>
                  {heading(s.label)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {series.data.map((point) => {
              const label = String(point[series.dataKey]);
              return (
                <Table.Tr key={label}>
                  <Table.Th scope="row" style={{ whiteSpace: 'nowrap' }}>
                    {label}
                  </Table.Th>
                  {series.series.map((s) => {
                    const value = point[s.name];
                    if (typeof value !== 'number') return <Table.Td key={s.name}>—</Table.Td>;
                    const band = heatBand(value);
                    return (
                      <Table.Td
                        key={s.name}
                        ta="right"
                        style={{ background: BAND_BACKGROUND[band], fontWeight: band === 'over' ? 700 : undefined }}
                        title={t(`reportViewer.heatmap.band.${band}`)}
                      >
                        {`${value}%`}
                        {band === 'over' && (
                          <>
                            <span aria-hidden="true"> !</span>
                            <VisuallyHidden>{` ${t('reportViewer.heatmap.band.over')}`}</VisuallyHidden>
                          </>
                        )}
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </>
  );
}
