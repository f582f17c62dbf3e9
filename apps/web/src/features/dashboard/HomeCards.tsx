import { useState, type ReactNode } from 'react';
import { Anchor, Badge, Box, Card, Group, Modal, rem, Stack, Text, Title } from '@mantine/core';
import { IconCake, IconConfetti, IconExternalLink, IconLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isAllowedQuickLinkUrl, isAppPath } from '@tenure/domain/employees';
import { HOME_CELEBRATIONS_SHOWN, type HomeDashboardView } from '@tenure/domain/home';
import { EmployeeAvatar } from '../../components/employees/EmployeeAvatar.tsx';
import { useFormatDate } from '../../lib/dates.ts';

/** The celebrations' avatars: the tallest lines of the tallest card. */
const CELEBRATION_AVATAR = 40;

/**
 * Every card keeps the room of a full list of celebrations (the tallest content), and keeps it
 * while the dashboard loads: the page does not move as the data comes (issue 33, layout shift).
 */
export const CARD_BODY_MIN_HEIGHT = `calc(${HOME_CELEBRATIONS_SHOWN} * ${rem(CELEBRATION_AVATAR)} + ${HOME_CELEBRATIONS_SHOWN - 1} * var(--mantine-spacing-sm))`;
/** A card's title line (Title size h4). */
export const CARD_TITLE_HEIGHT = 'calc(var(--mantine-h4-font-size) * var(--mantine-h4-line-height))';
/** The cards' columns: three on a wide screen, two on a medium one. */
export const CARD_SPAN = { base: 12, md: 6, lg: 4 };
/** The top row's content (pending actions' three lines: 20 + 31 + 17 px), so it is as tall with or without them. */
export const TOP_CARD_CONTENT_MIN_HEIGHT = rem(68);

export function HomeCard({
  id,
  title,
  children,
  action,
}: {
  id: string;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby={`home-${id}`}
      data-testid={`home-${id}`}
      h="100%"
    >
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h4" id={`home-${id}`}>
          {title}
        </Title>
        {action}
      </Group>
      <Box mih={CARD_BODY_MIN_HEIGHT}>{children}</Box>
    </Card>
  );
}

const profileLink = (employeeNumber: string) => ({
  to: `/employee-profile?empNumber=${encodeURIComponent(employeeNumber)}`,
  state: { empNumber: employeeNumber, isSelf: false },
});

/** The first few celebrations keep the card as tall as its neighbours; "See all" lists every one in a dialog. */
export function CelebrationsCard({ celebrations }: { celebrations: HomeDashboardView['celebrations'] }) {
  const { t } = useTranslation();
  const [allOpened, setAllOpened] = useState(false);
  const hidden = celebrations.length - HOME_CELEBRATIONS_SHOWN;
  return (
    <HomeCard
      id="celebrations"
      title={t('home.celebrations')}
      action={
        hidden > 0 ? (
          <Anchor component="button" type="button" size="sm" onClick={() => setAllOpened(true)}>
            {t('home.seeAllCelebrations', { count: celebrations.length })}
          </Anchor>
        ) : undefined
      }
    >
      {celebrations.length === 0 ? (
        <Text c="dimmed">{t('home.noCelebrations')}</Text>
      ) : (
        <CelebrationList celebrations={celebrations.slice(0, HOME_CELEBRATIONS_SHOWN)} />
      )}
      <Modal
        opened={allOpened}
        onClose={() => setAllOpened(false)}
        title={t('home.allCelebrations')}
        closeButtonProps={{ 'aria-label': t('app.close') }}
      >
        <CelebrationList celebrations={celebrations} />
      </Modal>
    </HomeCard>
  );
}

function CelebrationList({ celebrations }: { celebrations: HomeDashboardView['celebrations'] }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatDate();
  return (
    <Stack gap="sm" data-testid="celebration-list">
      {celebrations.map((c) => (
        <Group key={`${c.type}-${c.employeeNumber}`} gap="sm" wrap="nowrap">
          <EmployeeAvatar
            displayName={c.displayName}
            profileImage={c.profileImage}
            size={CELEBRATION_AVATAR}
            radius={CELEBRATION_AVATAR}
          />
          <div style={{ flex: 1, minWidth: 0 }}>
            <Anchor component={Link} {...profileLink(c.employeeNumber)} fw={600} size="sm">
              {c.displayName}
            </Anchor>
            <Group gap={6}>
              {c.type === 'birthday' ? <IconCake size={14} aria-hidden /> : <IconConfetti size={14} aria-hidden />}
              <Text size="xs" c="dimmed">
                {c.type === 'birthday' ? t('home.birthday') : t('home.anniversary', { count: c.years ?? 0 })} ·{' '}
                {formatDate(c.date)}
              </Text>
            </Group>
          </div>
        </Group>
      ))}
    </Stack>
  );
}

export function HolidaysCard({ holidays }: { holidays: HomeDashboardView['upcomingHolidays'] }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatDate();
  return (
    <HomeCard id="holidays" title={t('home.holidays')}>
      {holidays.length === 0 ? (
        <Text c="dimmed">{t('home.noHolidays')}</Text>
      ) : (
        <Stack gap="xs">
          {holidays.map((h) => (
            <Group key={h.id} justify="space-between" wrap="nowrap" gap="sm">
              <div>
                <Text size="sm" fw={600}>
                  {h.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDate(h.date)}
                </Text>
              </div>
              {h.isOptional && (
                <Badge size="sm" variant="light" color="gray">
                  {t('home.optionalHoliday')}
                </Badge>
              )}
            </Group>
          ))}
        </Stack>
      )}
    </HomeCard>
  );
}

/** Pages of Tenure open in place; other sites in a new tab, without access to this one (noopener). */
export function QuickLinksCard({ links: stored }: { links: HomeDashboardView['quickLinks'] }) {
  const { t } = useTranslation();
  // The server refuses other addresses; a row written around it (SQL, an import) is not offered as a link.
  const links = stored.filter((link) => isAllowedQuickLinkUrl(link.url));
  return (
    <HomeCard id="quick-links" title={t('home.quickLinks')}>
      {links.length === 0 ? (
        <Text c="dimmed">{t('home.noQuickLinks')}</Text>
      ) : (
        <Stack gap="xs">
          {links.map((link) =>
            isAppPath(link.url) ? (
              <Anchor key={link.id} component={Link} to={link.url} size="sm">
                <Group gap={6} component="span" wrap="nowrap">
                  <IconLink size={14} aria-hidden />
                  {link.title}
                </Group>
              </Anchor>
            ) : (
              <Anchor
                key={link.id}
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
                aria-label={t('home.opensInNewTab', { title: link.title })}
              >
                <Group gap={6} component="span" wrap="nowrap">
                  <IconExternalLink size={14} aria-hidden />
                  {link.title}
                </Group>
              </Anchor>
            ),
          )}
        </Stack>
      )}
    </HomeCard>
  );
}

export function PeopleCard({ dashboard, canOpenTeam }: { dashboard: HomeDashboardView; canOpenTeam: boolean }) {
  const { t } = useTranslation();
  const person = (p: HomeDashboardView['team'][number]) => (
    <Group key={p.employeeNumber} gap="sm" wrap="nowrap">
      <EmployeeAvatar displayName={p.displayName} profileImage={p.profileImage} size={36} radius={36} />
      <div style={{ minWidth: 0 }}>
        <Anchor component={Link} {...profileLink(p.employeeNumber)} size="sm" fw={600}>
          {p.displayName}
        </Anchor>
        <Text size="xs" c="dimmed" truncate>
          {p.designation ?? ''}
        </Text>
      </div>
    </Group>
  );
  return (
    <HomeCard
      id="people"
      title={t('home.myManager')}
      action={
        canOpenTeam ? (
          <Anchor component={Link} to="/reporting-team" size="sm">
            {t('home.viewTeam')}
          </Anchor>
        ) : undefined
      }
    >
      <Stack gap="md">
        {dashboard.manager ? person(dashboard.manager) : <Text c="dimmed">{t('home.noManager')}</Text>}
        <div>
          <Text size="sm" fw={600} mb="xs">
            {t('home.myTeam')}
          </Text>
          {dashboard.team.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('home.noTeam')}
            </Text>
          ) : (
            <Stack gap="xs">{dashboard.team.map(person)}</Stack>
          )}
        </div>
      </Stack>
    </HomeCard>
  );
}
