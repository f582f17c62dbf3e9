import { Button, Card, Grid, Group, rem, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChecklist, IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routeAccess } from '../../lib/access/menu.ts';
import { useAccessContext } from '../../lib/access/useAccessContext.ts';
import { LoadErrorState } from '../../components/QueryStates.tsx';
import { useSessionStore } from '../../lib/session/store.ts';
import { useHomeDashboard } from './api.ts';
import { AreaShortcuts } from './AreaShortcuts.tsx';
import {
  CARD_SPAN,
  CelebrationsCard,
  HolidaysCard,
  PeopleCard,
  QuickLinksCard,
  TOP_CARD_CONTENT_MIN_HEIGHT,
} from './HomeCards.tsx';
import { HomeSkeleton } from './HomeSkeleton.tsx';
import { LeaveBalancesCard } from './LeaveBalancesCard.tsx';
import { useFormatDate } from '../../lib/dates.ts';

/** The greeting's second line (Text md), kept while the dashboard loads. */
const PART_OF_DAY_HEIGHT = 'calc(var(--mantine-font-size-md) * var(--mantine-line-height-md))';

/** /home: greeting, pending actions (for deciders), attendance, my leave, celebrations, holidays, manager and team, quick links. */
export function HomePage() {
  const { t } = useTranslation();
  const { formatDate } = useFormatDate();
  const user = useSessionStore((s) => s.user);
  const entity = useSessionStore((s) => s.entity);
  const access = useAccessContext();
  const dashboard = useHomeDashboard();
  const mayOpen = (path: string) => access.status === 'ready' && routeAccess(path, access.ctx) === 'allowed';
  const canOpenTeam = mayOpen('/reporting-team');
  // Consultants and contractors have no leave (SPEC §6), so no balances or Apply leave for them.
  const canOpenLeave = mayOpen('/leave-dashboard');
  const canOpenTeamLeave = mayOpen('/leave-manager');
  const greeting = dashboard.data?.greeting;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2" data-testid="home-greeting">
          {t('home.greeting', { name: user?.firstName ?? user?.name ?? '' })}
        </Title>
        {greeting ? (
          <Text mt={4} data-testid="home-part-of-day">
            {t(`home.partOfDay.${greeting.partOfDay}`, { date: formatDate(greeting.today) })}
          </Text>
        ) : (
          dashboard.isPending && <Skeleton mt={4} height={PART_OF_DAY_HEIGHT} width={rem(280)} />
        )}
        <Text c="dimmed">{entity ? t('home.entity', { entity: entity.legalEntityName }) : t('header.noEntity')}</Text>
      </div>
      {dashboard.isPending ? (
        <HomeSkeleton cards={canOpenLeave ? 5 : 4} />
      ) : dashboard.error ? (
        <LoadErrorState error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : (
        <Grid gap="md">
          {/* Only someone who decides others' requests has actions pending; for anyone else "0" would mislead. */}
          {dashboard.data.decidesRequests && (
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Card withBorder radius="md" padding="lg" h="100%" data-testid="home-pending-actions">
                {/* On a narrow card the button goes under the count rather than squeezing its label. */}
                <Group gap="md" justify="space-between" mih={TOP_CARD_CONTENT_MIN_HEIGHT}>
                  <Group wrap="nowrap" gap="md">
                    <ThemeIcon size={44} radius="md" variant="light" color="orange">
                      <IconChecklist size={24} aria-hidden />
                    </ThemeIcon>
                    <div>
                      <Text size="sm" c="dimmed">
                        {t('home.pendingActions')}
                      </Text>
                      <Text fz={28} fw={700} lh={1.1} data-testid="home-pending-count">
                        {dashboard.data.pendingActionsCount}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t('home.pendingActionsHint')}
                      </Text>
                    </div>
                  </Group>
                  {canOpenTeamLeave && dashboard.data.pendingActionsCount > 0 && (
                    <Button component={Link} to="/leave-manager?tab=pendingapprovals" variant="light">
                      {t('home.openPendingActions')}
                    </Button>
                  )}
                </Group>
              </Card>
            </Grid.Col>
          )}
          <Grid.Col span={{ base: 12, sm: dashboard.data.decidesRequests ? 6 : 12 }}>
            <Card withBorder radius="md" padding="lg" h="100%">
              <Group gap="md" justify="space-between" mih={TOP_CARD_CONTENT_MIN_HEIGHT}>
                <Group wrap="nowrap" gap="md">
                  <ThemeIcon size={44} radius="md" variant="light" color="teal">
                    <IconClockHour4 size={24} aria-hidden />
                  </ThemeIcon>
                  <Text fw={600}>{t('home.clockCard')}</Text>
                </Group>
                <Button component={Link} to="/home/web-clockinout-details" variant="light">
                  {t('home.clockOpen')}
                </Button>
              </Group>
            </Card>
          </Grid.Col>
          {canOpenLeave && (
            <Grid.Col span={CARD_SPAN}>
              <LeaveBalancesCard />
            </Grid.Col>
          )}
          <Grid.Col span={CARD_SPAN}>
            <CelebrationsCard celebrations={dashboard.data.celebrations} />
          </Grid.Col>
          <Grid.Col span={CARD_SPAN}>
            <HolidaysCard holidays={dashboard.data.upcomingHolidays} />
          </Grid.Col>
          <Grid.Col span={CARD_SPAN}>
            <PeopleCard dashboard={dashboard.data} canOpenTeam={canOpenTeam} />
          </Grid.Col>
          <Grid.Col span={CARD_SPAN}>
            <QuickLinksCard links={dashboard.data.quickLinks} />
          </Grid.Col>
        </Grid>
      )}
      <AreaShortcuts />
    </Stack>
  );
}
