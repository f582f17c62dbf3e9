import { Anchor, Badge, Group, Paper, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SETUP_AREAS, setupAreaHref, setupProgress, type SetupArea, type SetupAreaStatus } from '@tenure/domain/admin';
import { Page } from '../../components/Page.tsx';
import { LoadErrorState, LoadingState } from '../../components/QueryStates.tsx';
import type { AccessContext } from '../../lib/access/access.ts';
import { routeAccess, type RouteAccess } from '../../lib/access/menu.ts';
import { useSetupStatus } from './api.ts';
import { useSetupStateText } from './setupStateText.ts';

/**
 * /setup: the checklist a new tenant's admin works through, each area with its state and a link to
 * its page. An area whose page the user cannot open is listed without a link.
 */
export function SetupPage({ ctx }: { ctx: AccessContext }) {
  const { t } = useTranslation();
  const status = useSetupStatus();
  return (
    <Page title={t('nav.setupChecklist')} intro={t('setup.intro')}>
      {status.isPending ? (
        <LoadingState />
      ) : status.isError ? (
        <LoadErrorState error={status.error} onRetry={() => void status.refetch()} />
      ) : (
        <Checklist areas={status.data.areas} ctx={ctx} />
      )}
    </Page>
  );
}

function Checklist({ areas, ctx }: { areas: SetupAreaStatus[]; ctx: AccessContext }) {
  const { t } = useTranslation();
  const progress = setupProgress(areas);
  const summary = t('setup.progress', { done: progress.done, total: progress.total });
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <Text fw={600} data-testid="setup-progress">
            {summary}
          </Text>
          <Progress
            value={progress.total === 0 ? 0 : (100 * progress.done) / progress.total}
            aria-label={summary}
            size="lg"
          />
        </Stack>
      </Paper>
      <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
        {SETUP_AREAS.map((area) => {
          const state = areas.find((s) => s.id === area.id);
          return state ? (
            <ChecklistLine key={area.id} area={area} state={state} access={routeAccess(area.route, ctx)} />
          ) : null;
        })}
      </Stack>
    </Stack>
  );
}

function ChecklistLine({ area, state, access }: { area: SetupArea; state: SetupAreaStatus; access: RouteAccess }) {
  const { t } = useTranslation();
  const stateText = useSetupStateText();
  const title = t(`setup.areas.${area.id}.title`);
  const canOpen = access === 'allowed';
  const badge = area.optional ? (
    <Badge color="gray" variant="dot">
      {t('setup.optional')}
    </Badge>
  ) : state.done ? (
    <Badge color="teal" variant="dot">
      {t('setup.done')}
    </Badge>
  ) : (
    <Badge color="orange" variant="dot">
      {t('setup.toDo')}
    </Badge>
  );
  return (
    <Paper component="li" withBorder p="md" radius="md" data-testid={`setup-area-${area.id}`}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ThemeIcon color={state.done ? 'teal' : 'gray'} variant="light" radius="xl" size="lg" aria-hidden>
          {state.done ? <IconCircleCheck size={20} /> : <IconCircleDashed size={20} />}
        </ThemeIcon>
        <Stack gap={2} style={{ flex: 1 }}>
          <Group gap="sm">
            {canOpen ? (
              <Anchor component={Link} to={setupAreaHref(area)} fw={600}>
                {title}
              </Anchor>
            ) : (
              <Text fw={600}>{title}</Text>
            )}
            {badge}
          </Group>
          <Text size="sm" c="dimmed">
            {t(`setup.areas.${area.id}.why`)}
          </Text>
          <Text size="sm" data-testid="setup-state">
            {stateText(area.id, state)}
          </Text>
          {!canOpen && (
            <Text size="xs" c="dimmed">
              {access === 'notAuthorized' ? t('setup.noAccess') : t('setup.notAvailable')}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
