import { Box, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LeaveBalanceView } from '@tenure/domain/leave';
import { BALANCE_PARTS, balanceSegments, type BalancePart } from '../balanceChart.ts';
import classes from './BalanceChart.module.css';

const PART_COLORS: Record<BalancePart, string> = {
  taken: 'var(--mantine-color-blue-8)',
  pending: 'var(--mantine-color-yellow-5)',
  available: 'var(--mantine-color-teal-6)',
};

/**
 * Balances per leave type as horizontal stacked bars (taken, pending, available), one per type.
 * Drawn with plain boxes rather than a chart library; each bar's figures are also its text, so a
 * screen reader reads the same numbers the eye sees.
 */
export function BalanceChart({ balances, title }: { balances: readonly LeaveBalanceView[]; title: string }) {
  const { t } = useTranslation();
  return (
    <Box component="figure" m={0} data-testid="balance-chart">
      <Text component="figcaption" fw={600} mb="sm">
        {title}
      </Text>
      <Group gap="md" mb="sm" aria-hidden>
        {BALANCE_PARTS.map((part) => (
          <Group key={part} gap={6}>
            <span className={classes.swatch} style={{ background: PART_COLORS[part] }} />
            <Text size="xs">{t(`leave.balances.${part}`)}</Text>
          </Group>
        ))}
      </Group>
      <Stack gap="sm" component="ul" className={classes.list}>
        {balances.map((balance) => (
          <li key={balance.leaveTypeId} data-testid={`balance-bar-${balance.leaveTypeCode}`}>
            <Group justify="space-between" gap="xs" mb={4} wrap="nowrap">
              <Text size="sm" fw={600} truncate>
                {balance.leaveTypeName}
              </Text>
              <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
                {t('leave.balances.barAvailable', { count: balance.available })}
              </Text>
            </Group>
            <div className={classes.track} aria-hidden>
              {balanceSegments(balance).map((segment) =>
                segment.percent > 0 ? (
                  <span
                    key={segment.part}
                    className={classes.segment}
                    style={{ width: `${segment.percent}%`, background: PART_COLORS[segment.part] }}
                  />
                ) : null,
              )}
            </div>
            <Text size="xs" c="dimmed" mt={2}>
              {t('leave.balances.barUsed', { taken: balance.taken, pending: balance.pending })}
            </Text>
          </li>
        ))}
      </Stack>
    </Box>
  );
}
