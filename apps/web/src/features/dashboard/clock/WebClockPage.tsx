import { Alert, Anchor, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconLogin2, IconLogout2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { showToast } from '../../../lib/toast.ts';
import { useClock, useClockDay } from '../api.ts';
import { formatClockTime, splitMinutes } from './clockFormat.ts';
import { useFormatDate } from '../../../lib/dates.ts';

/** /home/web-clockinout-details: clock in and out, with today's sessions in the employee's time zone. */
export function WebClockPage() {
  const { t, i18n } = useTranslation();
  const { formatDate } = useFormatDate();
  const messageText = useMessageText();
  const day = useClockDay();
  const clockIn = useClock('in');
  const clockOut = useClock('out');
  const refusal = clockIn.error ?? clockOut.error;

  if (day.isPending) return <LoadingState />;
  if (day.error) return <LoadErrorState error={day.error} onRetry={() => void day.refetch()} />;
  const { timeZone, sessions } = day.data;
  const time = (iso: string) => formatClockTime(iso, timeZone, i18n.language);
  const duration = (minutes: number) => t('home.clock.hoursMinutes', splitMinutes(minutes));
  const open = sessions.find((s) => s.clockOutAt === null);

  const act = async (action: typeof clockIn, toast: 'home.clock.clockedInToast' | 'home.clock.clockedOutToast') => {
    clockIn.reset();
    clockOut.reset();
    try {
      await action.mutateAsync();
      showToast('success', t(toast, { time: time(new Date().toISOString()) }));
    } catch {
      // Shown in the page (the alert below), where the user is looking.
    }
  };

  return (
    <Stack gap="lg" maw={860}>
      <Anchor component={Link} to="/home" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('home.clock.back')}
        </Group>
      </Anchor>
      <div>
        <Title order={1} size="h2">
          {t('home.clock.title')}
        </Title>
        <Text c="dimmed">{t('home.clock.intro', { timeZone })}</Text>
      </div>
      <Card withBorder radius="md" padding="lg">
        <Group justify="space-between" gap="md">
          <Stack gap={4}>
            <Badge color={day.data.isClockedIn ? 'teal' : 'gray'} variant="dot" size="lg">
              {open ? t('home.clock.clockedIn', { time: time(open.clockInAt) }) : t('home.clock.clockedOut')}
            </Badge>
            <Text fw={600} data-testid="clock-total">
              {t('home.clock.total', { duration: duration(day.data.totalMinutes) })}
            </Text>
          </Stack>
          <Group gap="sm">
            <Button
              leftSection={<IconLogin2 size={18} aria-hidden />}
              onClick={() => void act(clockIn, 'home.clock.clockedInToast')}
              loading={clockIn.isPending}
              variant={day.data.isClockedIn ? 'default' : 'filled'}
            >
              {t('home.clock.clockIn')}
            </Button>
            <Button
              leftSection={<IconLogout2 size={18} aria-hidden />}
              onClick={() => void act(clockOut, 'home.clock.clockedOutToast')}
              loading={clockOut.isPending}
              variant={day.data.isClockedIn ? 'filled' : 'default'}
            >
              {t('home.clock.clockOut')}
            </Button>
          </Group>
        </Group>
        {refusal && (
          <Alert
            mt="md"
            color="orange"
            icon={<IconAlertCircle size={18} aria-hidden />}
            role="alert"
            data-testid="clock-refusal"
          >
            {messageText(refusal.message)}
          </Alert>
        )}
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Title order={2} size="h4" mb="sm">
          {t('home.clock.log', { date: formatDate(day.data.date) })}
        </Title>
        {sessions.length === 0 ? (
          <Text c="dimmed">{t('home.clock.empty')}</Text>
        ) : (
          <Table striped data-testid="clock-log">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('home.clock.in')}</Table.Th>
                <Table.Th>{t('home.clock.out')}</Table.Th>
                <Table.Th>{t('home.clock.duration')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sessions.map((session) => (
                <Table.Tr key={session.id}>
                  <Table.Td>{time(session.clockInAt)}</Table.Td>
                  <Table.Td>
                    {session.clockOutAt ? (
                      time(session.clockOutAt)
                    ) : (
                      <Badge variant="dot" color="teal">
                        {t('home.clock.stillOpen')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{duration(session.minutes)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Card>
    </Stack>
  );
}
