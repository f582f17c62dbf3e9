import { Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GROUP_ICONS } from '../../components/groupIcons.tsx';
import { buildMenu } from '../../lib/access/menu.ts';
import { useAccessContext } from '../../lib/access/useAccessContext.ts';
import { useDestinationLabel } from '../../lib/access/useDestinationLabel.ts';

/** Shortcuts to the menu areas the user may open. */
export function AreaShortcuts() {
  const { t } = useTranslation();
  const labelOf = useDestinationLabel();
  const access = useAccessContext();
  const shortcuts = access.status === 'ready' ? buildMenu(access.ctx).filter((g) => g.id !== 'dashboard') : [];
  if (shortcuts.length === 0) return null;

  return (
    <section aria-labelledby="home-shortcuts">
      <Title order={2} size="h4" id="home-shortcuts" mb="sm">
        {t('home.shortcuts')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
        {shortcuts.map((group) => {
          const Icon = GROUP_ICONS[group.id];
          const [first] = group.items;
          if (!first) return null;
          return (
            <Card
              key={group.id}
              withBorder
              padding="md"
              component={Link}
              to={`${first.path}${first.search ?? ''}`}
              aria-label={t(`nav.${group.id}`)}
            >
              <Group gap="md" wrap="nowrap" align="flex-start">
                <ThemeIcon size={36} radius="md" variant="light">
                  <Icon size={20} aria-hidden />
                </ThemeIcon>
                <div>
                  <Text fw={600}>{t(`nav.${group.id}`)}</Text>
                  {group.items.some((item) => item.label !== group.id) && (
                    <Text size="sm" c="dimmed" lineClamp={2}>
                      {group.items.map((item) => labelOf(item.label)).join(' · ')}
                    </Text>
                  )}
                </div>
              </Group>
            </Card>
          );
        })}
      </SimpleGrid>
    </section>
  );
}
