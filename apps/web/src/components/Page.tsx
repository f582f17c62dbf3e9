import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';

/** A page: its title, a line about it, then its content. */
export function Page({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          {intro}
        </Text>
      </div>
      {children}
    </Stack>
  );
}
