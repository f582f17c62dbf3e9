import { Card, Text, ThemeIcon, Timeline, Title } from '@mantine/core';
import {
  IconBeach,
  IconBriefcase,
  IconBuilding,
  IconCalendarCheck,
  IconDoorExit,
  IconFileText,
  IconGavel,
  IconHierarchy2,
  IconPlane,
  IconRosetteDiscountCheck,
  IconUserPlus,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { lifecycleView, type LifecycleEvent, type LifecycleEventKind } from '@tenure/domain/employees';
import { EmptyState, LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { api } from '../../../lib/api/index.ts';
import { useFormatDate } from '../../../lib/dates.ts';

const ICONS: Record<LifecycleEventKind, typeof IconUserPlus> = {
  joined: IconUserPlus,
  probationEnd: IconRosetteDiscountCheck,
  designationChange: IconBriefcase,
  managerChange: IconHierarchy2,
  departmentChange: IconBuilding,
  entityChange: IconPlane,
  firstLeave: IconBeach,
  longLeave: IconCalendarCheck,
  resignation: IconFileText,
  resignationDecision: IconGavel,
  exit: IconDoorExit,
};

const useLifecycle = (employeeNumber: string) =>
  useQuery({
    queryKey: ['employees', 'lifecycle', employeeNumber],
    queryFn: () =>
      api.request(`/api/hrms/hris/employee/${encodeURIComponent(employeeNumber)}/lifecycle`, lifecycleView),
  });

/** The employee's journey (flag employeeLifecycleJourney): milestones from joining to exit, oldest first. */
export function JourneySection({ employeeNumber }: { employeeNumber: string }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatDate();
  const journey = useLifecycle(employeeNumber);
  /** What the event says, each line in the reader's language: names as recorded, codes worded here. */
  const detailLines = (e: LifecycleEvent): string[] =>
    [
      e.name,
      ...(e.changes ?? []).map((c) =>
        t('journey.change', {
          field: t(`journey.fields.${c.field}`),
          from: c.from ?? t('journey.none'),
          to: c.to ?? t('journey.none'),
        }),
      ),
      e.days !== undefined ? t('journey.days', { count: e.days }) : undefined,
      e.leaveTreatment
        ? t('journey.leaveTreatment', { treatment: t(`transfers.treatmentNames.${e.leaveTreatment}`) })
        : undefined,
      e.reasonCategory ? t(`exitDashboard.categories.${e.reasonCategory}`) : e.reason,
      e.status ? t(`offboarding.statuses.${e.status}`) : undefined,
    ].filter((line): line is string => Boolean(line));
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="section-journey"
      data-testid="profile-journey"
    >
      <Title order={2} size="h4" id="section-journey" mb="md">
        {t('journey.title')}
      </Title>
      {journey.isPending && <LoadingState />}
      {journey.error && <LoadErrorState error={journey.error} onRetry={() => void journey.refetch()} />}
      {journey.data && journey.data.events.length === 0 && <EmptyState text={t('journey.empty')} />}
      {journey.data && journey.data.events.length > 0 && (
        <Timeline bulletSize={28} lineWidth={2} active={journey.data.events.length - 1}>
          {journey.data.events.map((e, i) => {
            const Icon = ICONS[e.kind];
            return (
              <Timeline.Item
                key={i}
                bullet={
                  <ThemeIcon size={26} radius="xl" variant="light">
                    <Icon size={16} aria-hidden />
                  </ThemeIcon>
                }
                title={t(`journey.kinds.${e.kind}`)}
              >
                <Text size="sm" c="dimmed">
                  {formatDate(e.date)}
                </Text>
                {detailLines(e).map((line, j) => (
                  <Text key={j} size="sm">
                    {line}
                  </Text>
                ))}
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
    </Card>
  );
}
