import type { ReactNode } from 'react';
import { Card, SimpleGrid, Text } from '@mantine/core';

export interface Stat {
  key: string;
  label: string;
  value: ReactNode;
}

/** The figures at the top of a dashboard: a card each, a label over a large number (`data-testid` `<testIdPrefix>-<key>`). */
export function StatCards({ stats, testIdPrefix }: { stats: readonly Stat[]; testIdPrefix: string }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }}>
      {stats.map((s) => (
        <Card key={s.key} withBorder radius="md" data-testid={`${testIdPrefix}-${s.key}`}>
          <Text size="sm" c="dimmed">
            {s.label}
          </Text>
          <Text fz={28} fw={700}>
            {s.value}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
