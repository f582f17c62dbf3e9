import { Anchor, Box, Button, Group, rem, Stack, Text } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBalances, LoadedBalances } from '../leave/index.ts';
import { HomeCard } from './HomeCards.tsx';

/** The leave types shown before "See all"; the leave dashboard has every figure of every type. */
const BALANCES_SHOWN = 4;
/** Room for BALANCES_SHOWN lines (99 px) or the loader (100 px): Apply leave stays put as the balances come. */
const BALANCES_MIN_HEIGHT = rem(100);

/** The days the employee can still apply for, per leave type, and the way to apply: why most people open an HR app. */
export function LeaveBalancesCard() {
  const { t } = useTranslation();
  const balances = useBalances(null);
  return (
    <HomeCard
      id="leave-balances"
      title={t('home.leaveBalances')}
      action={
        <Anchor component={Link} to="/leave-dashboard?tab=overview" size="sm">
          {t('home.seeAllBalances')}
        </Anchor>
      }
    >
      <Stack gap="md">
        <Box mih={BALANCES_MIN_HEIGHT}>
          <LoadedBalances balances={balances}>
            {(data) => (
              <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {data.slice(0, BALANCES_SHOWN).map((balance) => (
                  <Group
                    component="li"
                    key={balance.leaveTypeId}
                    justify="space-between"
                    wrap="nowrap"
                    gap="sm"
                    data-testid={`home-balance-${balance.leaveTypeCode}`}
                  >
                    <Text size="sm" truncate>
                      {balance.leaveTypeName}
                    </Text>
                    <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
                      {t('home.daysAvailable', { count: balance.available })}
                    </Text>
                  </Group>
                ))}
              </Stack>
            )}
          </LoadedBalances>
        </Box>
        <Button
          component={Link}
          to="/leave-dashboard?tab=leave-actions"
          leftSection={<IconCalendarPlus size={18} aria-hidden />}
          variant="light"
        >
          {t('home.applyLeave')}
        </Button>
      </Stack>
    </HomeCard>
  );
}
