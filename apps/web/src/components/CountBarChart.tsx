import { BarChart, type BarChartProps } from '@mantine/charts';

/**
 * A bar chart of counts (people, requests, answers): its value axis ticks whole numbers only,
 * never 0.75 or 1.5. The value axis is y, or x when the bars lie (orientation "vertical").
 */
export function CountBarChart(props: BarChartProps) {
  const wholeNumbers = { allowDecimals: false };
  return props.orientation === 'vertical' ? (
    <BarChart {...props} xAxisProps={{ ...wholeNumbers, ...props.xAxisProps }} />
  ) : (
    <BarChart {...props} yAxisProps={{ ...wholeNumbers, ...props.yAxisProps }} />
  );
}
