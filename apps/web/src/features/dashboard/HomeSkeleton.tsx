import { Card, Grid, Group, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CARD_BODY_MIN_HEIGHT, CARD_SPAN, CARD_TITLE_HEIGHT, TOP_CARD_CONTENT_MIN_HEIGHT } from './HomeCards.tsx';

const LINE_WIDTHS = ['85%', '60%', '75%', '50%'];

/**
 * The dashboard's place while it loads: grey cards as tall as the real ones (the top row, then
 * `cards` cards), so nothing below moves when the data comes.
 */
export function HomeSkeleton({ cards }: { cards: number }) {
  const { t } = useTranslation();
  return (
    <Grid gap="md" role="status" aria-label={t('app.loading')} aria-busy>
      <Grid.Col span={12}>
        <Card withBorder radius="md" padding="lg">
          <Group mih={TOP_CARD_CONTENT_MIN_HEIGHT} gap="md" wrap="nowrap">
            <Skeleton height={44} width={44} radius="md" />
            <Skeleton height={14} width="30%" radius="xl" />
          </Group>
        </Card>
      </Grid.Col>
      {Array.from({ length: cards }, (_, card) => (
        <Grid.Col key={card} span={CARD_SPAN}>
          <Card withBorder radius="md" padding="lg" h="100%">
            <Skeleton height={CARD_TITLE_HEIGHT} width="50%" mb="sm" />
            <Stack gap="md" mih={CARD_BODY_MIN_HEIGHT}>
              {LINE_WIDTHS.map((width) => (
                <Skeleton key={width} height={14} width={width} radius="xl" />
              ))}
            </Stack>
          </Card>
        </Grid.Col>
      ))}
    </Grid>
  );
}
