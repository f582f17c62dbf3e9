import { useState } from 'react';
import { Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { reviewMeetingIcs, type MeetingView, type ReviewView } from '@tenure/domain/performance';
import { DateField } from '../../../components/DateField.tsx';
import { EmptyState } from '../../../components/QueryStates.tsx';
import { useFormatDate } from '../../../lib/dates.ts';
import { reportSaveError } from '../../../lib/forms/formErrors.ts';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { showToast } from '../../../lib/toast.ts';
import { useMeetingNotes, useScheduleMeeting } from './reviewsApi.ts';

/** Saves the meeting's calendar invitation as an .ics file. */
function downloadInvitation(meeting: MeetingView, title: string) {
  const ics = reviewMeetingIcs({
    id: meeting.id,
    startsAt: meeting.startsAt,
    durationMinutes: meeting.durationMinutes,
    title,
    agenda: meeting.agenda,
    attendees: meeting.attendees.map((a) => ({ name: a.displayName, email: a.email })),
  });
  const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `review-meeting-${meeting.startsAt.slice(0, 10)}.ics`;
  link.click();
  URL.revokeObjectURL(url);
}

/** Meeting Overview: the review's meetings with agenda, attendees and notes; the manager records notes. */
export function MeetingOverview({ review, canRecord }: { review: ReviewView; canRecord: boolean }) {
  const { t } = useTranslation();
  const { formatDateTime } = useFormatDate();
  const saveNotes = useMeetingNotes();
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  if (review.meetings.length === 0) return <EmptyState text={t('reviews.meetings.empty')} />;
  const title = t('reviews.meetings.titleOf', { name: review.employee.displayName });
  return (
    <Stack>
      {review.meetings.map((meeting) => (
        <Paper key={meeting.id} withBorder p="md">
          <Stack gap="xs">
            <Group justify="space-between">
              <Title order={3} size="h5">
                {t('reviews.meetings.at', { date: formatDateTime(meeting.startsAt) })}
              </Title>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconDownload size={14} aria-hidden />}
                onClick={() => downloadInvitation(meeting, title)}
              >
                {t('reviews.meetings.download')}
              </Button>
            </Group>
            <Text size="sm">
              <b>{t('reviews.meetings.agenda')}:</b> {meeting.agenda}
            </Text>
            <Text size="sm">
              <b>{t('reviews.meetings.attendees')}:</b> {meeting.attendees.map((a) => a.displayName).join(', ')}
            </Text>
            {canRecord ? (
              <Group align="flex-end">
                <Textarea
                  label={t('reviews.meetings.notes')}
                  autosize
                  minRows={2}
                  style={{ flex: 1 }}
                  value={drafts[meeting.id] ?? meeting.notes ?? ''}
                  onChange={(event) => setDrafts({ ...drafts, [meeting.id]: event.currentTarget.value })}
                />
                <Button
                  loading={saveNotes.isPending}
                  disabled={!(drafts[meeting.id] ?? '').trim()}
                  onClick={async () => {
                    await saveNotes.mutateAsync({ id: meeting.id, notes: drafts[meeting.id]! });
                    showToast('success', t('reviews.meetings.notesSaved'));
                  }}
                >
                  {t('reviews.meetings.saveNotes')}
                </Button>
              </Group>
            ) : (
              <Text size="sm">
                <b>{t('reviews.meetings.notes')}:</b> {meeting.notes ?? t('reviews.meetings.noNotes')}
              </Text>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** Schedule Meeting: date, time, duration, attendees and agenda; the employee and the manager always attend. */
export function ScheduleMeeting({ review, onScheduled }: { review: ReviewView; onScheduled(): void }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const schedule = useScheduleMeeting(review.id);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('10:00');
  const [duration, setDuration] = useState<number>(30);
  const [attendees, setAttendees] = useState('');
  const [agenda, setAgenda] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async () => {
    setErrors({});
    if (!date || !agenda.trim()) {
      setErrors({
        ...(date ? {} : { startsAt: t('reviews.meetings.dateRequired') }),
        ...(agenda.trim() ? {} : { agenda: t('reviews.meetings.agendaRequired') }),
      });
      return;
    }
    try {
      await schedule.mutateAsync({
        startsAt: new Date(`${date}T${time}:00`).toISOString(),
        durationMinutes: duration,
        attendeeNumbers: attendees
          .split(',')
          .map((n) => n.trim())
          .filter(Boolean),
        agenda,
      });
      showToast('success', t('reviews.meetings.scheduled'));
      onScheduled();
    } catch (error) {
      if (error instanceof Error) reportSaveError(error, setErrors, messageText);
    }
  };
  return (
    <Stack maw={640}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <DateField
          label={t('reviews.meetings.date')}
          withAsterisk
          value={date}
          onChange={setDate}
          error={errors.startsAt}
        />
        <TimeInput
          label={t('reviews.meetings.time')}
          withAsterisk
          value={time}
          onChange={(event) => setTime(event.currentTarget.value)}
        />
        <NumberInput
          label={t('reviews.meetings.duration')}
          min={15}
          max={480}
          step={15}
          value={duration}
          onChange={(v) => setDuration(Number(v) || 30)}
          error={errors.durationMinutes}
        />
      </SimpleGrid>
      <TextInput
        label={t('reviews.meetings.attendeeNumbers')}
        value={attendees}
        onChange={(event) => setAttendees(event.currentTarget.value)}
        error={errors.attendeeNumbers}
      />
      <Textarea
        label={t('reviews.meetings.agenda')}
        withAsterisk
        autosize
        minRows={3}
        value={agenda}
        onChange={(event) => setAgenda(event.currentTarget.value)}
        error={errors.agenda}
      />
      <Group>
        <Button loading={schedule.isPending} onClick={() => void submit()}>
          {t('reviews.meetings.schedule')}
        </Button>
      </Group>
    </Stack>
  );
}
