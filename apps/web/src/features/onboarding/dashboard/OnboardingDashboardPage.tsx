import { useState } from 'react';
import { CountBarChart } from '../../../components/CountBarChart.tsx';
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconExternalLink, IconListCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { feature } from '@tenure/domain/access';
import type { JoinerItem, OnboardingDashboardView } from '@tenure/domain/onboarding';
import { useHasAccess } from '../../../lib/access/useHasAccess.ts';
import { Page } from '../../../components/Page.tsx';
import { EmptyState, LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { ApiRequestError } from '../../../lib/api/errors.ts';
import { useFormatDate } from '../../../lib/dates.ts';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { useTenantStore } from '../../../lib/session/tenantStore.ts';
import { showToast } from '../../../lib/toast.ts';
import { ChecklistDrawer } from './ChecklistDrawer.tsx';
import { ChecklistTemplates } from './ChecklistTemplates.tsx';
import {
  handOverToken,
  useExternalSite,
  useOnboardingDashboard,
  useSetExternalSite,
  useStartChecklist,
} from './dashboardApi.ts';
import { handOverToExternalSite, type HandOverResult } from './externalSite.ts';
import { StatCards } from '../../../components/StatCards.tsx';
import { PlainTable } from '../../../components/table/PlainTable.tsx';

/**
 * /employee-onboarding (flag onboardingAppDashboard): the tenant's external onboarding site when
 * one is set, else the dashboard here: joiners, drafts, invitations and checklists.
 */
export function OnboardingDashboardPage() {
  const { t } = useTranslation();
  const site = useExternalSite();
  const mayConfigure = useHasAccess(feature('ADMINISTRATION', 'ManageFeatureFlags'));
  const url = site.data?.url ?? null;
  const dashboard = useOnboardingDashboard(site.isSuccess && url === null);

  return (
    <Page title={t('onboardingLifecycle.dashboard.title')} intro={t('onboardingLifecycle.dashboard.intro')}>
      {site.isLoading && <LoadingState />}
      {site.error && <LoadErrorState error={site.error} onRetry={() => void site.refetch()} />}
      {url && <ExternalSiteLauncher url={url} />}
      {site.isSuccess && url === null && (
        <>
          {dashboard.isLoading && <LoadingState />}
          {dashboard.error && <LoadErrorState error={dashboard.error} onRetry={() => void dashboard.refetch()} />}
          {dashboard.data && <Dashboard view={dashboard.data} />}
        </>
      )}
      {mayConfigure && site.isSuccess && <ExternalSiteSetting current={url} />}
    </Page>
  );
}

function Dashboard({ view }: { view: OnboardingDashboardView }) {
  const { t } = useTranslation();
  const { formatDate, formatMonth } = useFormatDate();
  const [open, setOpen] = useState<string | null>(null);
  const stats = [
    { key: 'joinersThisMonth', value: view.joinersThisMonth },
    { key: 'joinersNextMonth', value: view.joinersNextMonth },
    { key: 'drafts', value: view.drafts },
    { key: 'pendingInvitations', value: view.pendingInvitations },
  ] as const;

  return (
    <Stack gap="lg">
      <StatCards
        testIdPrefix="onboarding-stat"
        stats={stats.map((s) => ({ ...s, label: t(`onboardingLifecycle.dashboard.stats.${s.key}`) }))}
      />
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          {t('onboardingLifecycle.dashboard.chartTitle')}
        </Title>
        <CountBarChart
          h={220}
          data={view.joinersByMonth.map((m) => ({ month: formatMonth(m.month), joiners: m.joiners }))}
          dataKey="month"
          series={[{ name: 'joiners', label: t('onboardingLifecycle.dashboard.joiners'), color: 'teal.8' }]}
        />
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          {t('onboardingLifecycle.dashboard.joinersTitle')}
        </Title>
        {view.joiners.length === 0 ? (
          <EmptyState text={t('onboardingLifecycle.dashboard.noJoiners')} />
        ) : (
          <PlainTable
            label={t('onboardingLifecycle.dashboard.joinersTitle')}
            minWidth={720}
            headers={[
              t('onboardingLifecycle.columns.employeeName'),
              t('onboardingLifecycle.columns.departmentName'),
              t('onboardingLifecycle.columns.reportingManagerName'),
              t('onboardingLifecycle.columns.dateOfJoining'),
              t('onboardingLifecycle.dashboard.checklist'),
            ]}
          >
            {view.joiners.map((joiner) => (
              <Table.Tr key={joiner.employeeNumber} data-testid="onboarding-joiner">
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {joiner.employeeName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {joiner.employeeNumber} · {joiner.designation ?? '—'}
                  </Text>
                </Table.Td>
                <Table.Td>{joiner.departmentName ?? '—'}</Table.Td>
                <Table.Td>{joiner.reportingManagerName ?? '—'}</Table.Td>
                <Table.Td>{formatDate(joiner.dateOfJoining)}</Table.Td>
                <Table.Td>
                  <ChecklistCell joiner={joiner} onOpen={() => setOpen(joiner.employeeNumber)} />
                </Table.Td>
              </Table.Tr>
            ))}
          </PlainTable>
        )}
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          {t('onboardingLifecycle.dashboard.invitationsTitle')}
        </Title>
        {view.invitations.length === 0 ? (
          <EmptyState text={t('onboardingLifecycle.dashboard.noInvitations')} />
        ) : (
          <Stack gap="xs">
            {view.invitations.map((invitation) => (
              <Group key={invitation.username} justify="space-between" wrap="wrap">
                <Text size="sm">
                  <Text span fw={600}>
                    {invitation.employeeName ?? invitation.username}
                  </Text>{' '}
                  · {invitation.email}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('onboardingLifecycle.dashboard.invitedOn', {
                    date: formatDate(invitation.sentAt),
                    expires: formatDate(invitation.expiresAt),
                  })}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Paper>
      <ChecklistTemplates />
      <ChecklistDrawer employeeNumber={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}

function ChecklistCell({ joiner, onOpen }: { joiner: JoinerItem; onOpen(): void }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const start = useStartChecklist();
  if (joiner.checklist) {
    return (
      <Group gap="xs" wrap="nowrap">
        <Badge variant="light" color={joiner.checklist.done === joiner.checklist.total ? 'teal' : 'blue'}>
          {t('onboardingLifecycle.checklist.progress', joiner.checklist)}
        </Badge>
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={onOpen}
          aria-label={t('onboardingLifecycle.dashboard.openChecklistOf', { name: joiner.employeeName })}
        >
          {t('onboardingLifecycle.dashboard.openChecklist')}
        </Anchor>
      </Group>
    );
  }
  const begin = async () => {
    try {
      await start.mutateAsync(joiner.employeeNumber);
      onOpen();
    } catch (error) {
      showToast('error', error instanceof Error ? messageText(error.message) : t('messages.somethingWentWrong'));
    }
  };
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconListCheck size={14} aria-hidden />}
      loading={start.isPending}
      onClick={() => void begin()}
      aria-label={t('onboardingLifecycle.dashboard.startChecklistFor', { name: joiner.employeeName })}
    >
      {t('onboardingLifecycle.dashboard.startChecklist')}
    </Button>
  );
}

/** Opens the external site in a new window and hands it an access token of its own (SPEC §6). */
function ExternalSiteLauncher({ url }: { url: string }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const tenantCode = useTenantStore((s) => s.tenant?.tenantCode ?? '');
  const [result, setResult] = useState<HandOverResult | 'waiting' | null>(null);
  const open = async () => {
    setResult('waiting');
    const message = handOverToken().then(({ token }) => ({ type: 'tenure:token' as const, token, tenant: tenantCode }));
    try {
      setResult(await handOverToExternalSite(window, url, message));
    } catch (error) {
      setResult(null);
      showToast('error', error instanceof Error ? messageText(error.message) : t('messages.somethingWentWrong'));
    }
  };
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Text>{t('onboardingLifecycle.external.intro', { origin: new URL(url).origin })}</Text>
        <Group>
          <Button
            leftSection={<IconExternalLink size={16} aria-hidden />}
            onClick={() => void open()}
            loading={result === 'waiting'}
          >
            {t('onboardingLifecycle.external.open')}
          </Button>
        </Group>
        {result === 'acknowledged' && <Alert color="teal">{t('onboardingLifecycle.external.acknowledged')}</Alert>}
        {result === 'noAnswer' && <Alert color="yellow">{t('onboardingLifecycle.external.noAnswer')}</Alert>}
        {result === 'popupBlocked' && (
          <Alert color="red" title={t('onboardingLifecycle.external.blockedTitle')}>
            {t('onboardingLifecycle.external.blocked')}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

/** The super admin's setting: the external onboarding site, or none (the dashboard here). */
function ExternalSiteSetting({ current }: { current: string | null }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const [value, setValue] = useState(current ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useSetExternalSite();
  const submit = async (url: string | null) => {
    try {
      await save.mutateAsync(url);
      setError(null);
      if (url === null) setValue('');
      showToast('success', t('onboardingLifecycle.external.saved'));
    } catch (failure) {
      setError(
        failure instanceof ApiRequestError
          ? messageText(failure.fieldErrors.url ?? failure.message)
          : t('messages.somethingWentWrong'),
      );
    }
  };
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="xs">
        {t('onboardingLifecycle.external.settingTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('onboardingLifecycle.external.settingIntro')}
      </Text>
      <Group align="flex-end">
        <TextInput
          label={t('onboardingLifecycle.external.urlLabel')}
          placeholder="https://onboarding.example.com"
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          error={error}
          w={{ base: '100%', sm: 420 }}
        />
        <Button onClick={() => void submit(value.trim() || null)} loading={save.isPending}>
          {t('onboardingLifecycle.external.save')}
        </Button>
        {current && (
          <Button variant="default" onClick={() => void submit(null)}>
            {t('onboardingLifecycle.external.clear')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
