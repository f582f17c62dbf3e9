import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WaitingGroup, WaitingItem } from '@tenure/domain/actions';
import { EmptyState, LoadErrorState, LoadingState } from '../../components/QueryStates.tsx';
import { Page } from '../../components/Page.tsx';
import { EmployeeAvatar } from '../../components/employees/EmployeeAvatar.tsx';
import { useFormatDate } from '../../lib/dates.ts';
import { useMyActions } from './api.ts';

/** SPEC §2 /my-actions: the one inbox of everything waiting for the user's decision, by kind. */
export function MyActionsPage() {
  const { t } = useTranslation();
  const actions = useMyActions();
  return (
    <Page title={t('actions.title')} intro={t('actions.intro')}>
      {actions.isPending ? (
        <LoadingState />
      ) : actions.error ? (
        <LoadErrorState title={t('actions.loadFailed')} error={actions.error} onRetry={() => void actions.refetch()} />
      ) : actions.data.groups.length === 0 ? (
        <EmptyState text={t('actions.empty')} />
      ) : (
        actions.data.groups.map((group) => <WaitingKind key={group.kind} group={group} />)
      )}
    </Page>
  );
}

function WaitingKind({ group }: { group: WaitingGroup }) {
  const { t } = useTranslation();
  const label = t(`actions.kinds.${group.kind}`, { defaultValue: group.label });
  const headingId = `waiting-${group.kind}`;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby={headingId}
      data-testid={`waiting-${group.kind}`}
    >
      <Group justify="space-between" mb="md" wrap="wrap">
        <Group gap="sm">
          <Title order={2} size="h4" id={headingId}>
            {label}
          </Title>
          <Badge variant="light">{t('actions.waiting', { count: group.count })}</Badge>
        </Group>
        <Button component={Link} to={group.href} variant="default" size="sm">
          {t('actions.openAll', { label })}
        </Button>
      </Group>
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {group.items.map((item) => (
          <WaitingRow key={item.id} item={item} />
        ))}
      </Stack>
      {group.count > group.items.length && (
        <Text size="sm" c="dimmed" mt="sm">
          {t('actions.showingFirst', { shown: group.items.length, count: group.count })}
        </Text>
      )}
    </Card>
  );
}

function WaitingRow({ item }: { item: WaitingItem }) {
  const { t } = useTranslation();
  const { formatDate: date } = useFormatDate();
  const span =
    item.startDate &&
    (item.endDate && item.endDate !== item.startDate
      ? `${date(item.startDate)} – ${date(item.endDate)}`
      : date(item.startDate));
  const details = [
    item.title,
    span,
    item.quantity && t(`actions.units.${item.quantity.unit}`, { count: item.quantity.value }),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Group component="li" gap="md" wrap="nowrap" align="flex-start" data-testid="waiting-item">
      <EmployeeAvatar
        displayName={item.employee.displayName}
        profileImage={item.employee.profileImage}
        size={40}
        radius={40}
      />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Text fw={600}>{item.employee.displayName}</Text>
        <Text size="sm">{details}</Text>
        {item.reason && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {item.reason}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t('actions.submitted', { date: date(item.submittedAt) })}
        </Text>
      </Stack>
      <Anchor
        component={Link}
        to={item.href}
        size="sm"
        aria-label={t('actions.reviewItem', { name: item.employee.displayName })}
      >
        {t('actions.review')}
      </Anchor>
    </Group>
  );
}
