import {
  ActionIcon,
  Box,
  Button,
  Divider,
  Group,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { NotificationView } from '@tenure/domain/notifications';
import { useDateFormat } from '../../lib/dates.ts';
import { useMarkNotificationsRead, useNotifications } from './api.ts';
import { relativeTime } from './relativeTime.ts';
import classes from './NotificationBell.module.css';

/** The header bell: unread count, the latest notifications, and a click that reads one and opens its page. */
export function NotificationBell() {
  const { t } = useTranslation();
  const [opened, popover] = useDisclosure(false);
  const list = useNotifications();
  const markRead = useMarkNotificationsRead();
  const navigate = useNavigate();
  const unread = list.data?.unread ?? 0;
  const label = unread > 0 ? t('notificationCenter.bellUnread', { count: unread }) : t('notificationCenter.bell');

  const open = (item: NotificationView) => {
    if (!item.readAt) markRead.mutate(item.id);
    popover.close();
    if (item.link) void navigate(item.link);
  };

  return (
    <Popover
      opened={opened}
      onChange={(next) => (next ? popover.open() : popover.close())}
      position="bottom-end"
      shadow="md"
      width={340}
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          pos="relative"
          aria-label={label}
          onClick={popover.toggle}
          data-testid="notification-bell"
        >
          <IconBell size={22} aria-hidden />
          {unread > 0 && (
            <span className={classes.count} aria-hidden>
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p={0} role="dialog" aria-label={t('notificationCenter.title')}>
        <Group justify="space-between" px="md" py="sm">
          <Text fw={700}>{t('notificationCenter.title')}</Text>
          <Button
            size="compact-sm"
            variant="subtle"
            disabled={unread === 0}
            loading={markRead.isPending && markRead.variables === undefined}
            onClick={() => markRead.mutate(undefined)}
          >
            {t('notificationCenter.markAllRead')}
          </Button>
        </Group>
        <Divider />
        {list.isPending ? (
          <Group justify="center" py="lg">
            <Loader size="sm" role="status" aria-label={t('app.loading')} />
          </Group>
        ) : list.isError ? (
          <Stack align="center" gap="xs" py="lg" px="md">
            <Text size="sm" c="red.8" role="alert">
              {t('notificationCenter.loadFailed')}
            </Text>
            <Button size="xs" variant="default" onClick={() => void list.refetch()}>
              {t('org.common.retry')}
            </Button>
          </Stack>
        ) : list.data.items.length === 0 ? (
          <Text c="dimmed" size="sm" ta="center" py="lg">
            {t('notificationCenter.empty')}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={420} type="auto">
            <Box component="ul" className={classes.list} data-testid="notification-list">
              {list.data.items.map((item) => (
                <li key={item.id}>
                  <NotificationItem item={item} onOpen={() => open(item)} />
                </li>
              ))}
            </Box>
          </ScrollArea.Autosize>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}

function NotificationItem({ item, onOpen }: { item: NotificationView; onOpen(): void }) {
  const { t, i18n } = useTranslation();
  const dateFormat = useDateFormat();
  const unread = item.readAt === null;
  return (
    <UnstyledButton className={classes.item} onClick={onOpen} data-unread={unread || undefined}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Box className={classes.dot} data-unread={unread || undefined} aria-hidden />
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={unread ? 700 : 500}>
            {unread && <VisuallyHidden>{t('notificationCenter.unread')}: </VisuallyHidden>}
            {item.title}
          </Text>
          <Text size="sm" c="dimmed">
            {item.body}
          </Text>
          <Text size="xs" c="dimmed" mt={2}>
            {relativeTime(item.createdAt, new Date(), i18n.language, dateFormat)}
          </Text>
        </div>
      </Group>
    </UnstyledButton>
  );
}
