import type { ReactNode } from 'react';
import { Card, SimpleGrid, Text } from '@mantine/core';

/** Read-only facts of a record (a client, a project), label above value, in a card. */
export function FactGrid({ facts }: { facts: readonly [string, ReactNode][] }) {
  return (
    <Card withBorder padding="md">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        {facts.map(([label, value]) => (
          <div key={label}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            {typeof value === 'string' ? <Text size="sm">{value || '—'}</Text> : value}
          </div>
        ))}
      </SimpleGrid>
    </Card>
  );
}
