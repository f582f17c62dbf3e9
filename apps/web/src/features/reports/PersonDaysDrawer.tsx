import { Badge, Drawer, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UtilisationPersonDaysView } from '@tenure/domain/timesheets';
import { LoadErrorState, LoadingState } from '../../components/QueryStates.tsx';
import { useFormatDate } from '../../lib/dates.ts';
import { usePersonDays } from './utilisationApi.ts';

const hours = (n: number) => String(Math.round(n * 100) / 100);

/** A person's utilisation explained: the sums, each day of the period and the timesheet lines counted. */
export function PersonDaysDrawer({
  reportKey,
  employeeId,
  filters,
  onClose,
}: {
  reportKey: string;
  employeeId: string | null;
  filters: Record<string, string>;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const view = usePersonDays(reportKey, employeeId, filters);
  return (
    <Drawer
      opened={employeeId !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={
        view.data
          ? t('utilisation.days.title', { name: view.data.employee.displayName })
          : t('utilisation.days.loading')
      }
      closeButtonProps={{ 'aria-label': t('utilisation.days.close') }}
    >
      {view.isError ? (
        <LoadErrorState error={view.error} onRetry={() => void view.refetch()} />
      ) : !view.data ? (
        <LoadingState />
      ) : (
        <PersonDays data={view.data} />
      )}
    </Drawer>
  );
}

function PersonDays({ data }: { data: UtilisationPersonDaysView }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatDate();
  const figures: [string, string][] = [
    [t('utilisation.days.available'), hours(data.availableHours)],
    [t('utilisation.days.booked'), hours(data.bookedHours)],
    [t('utilisation.days.utilisation'), data.utilisation === null ? '—' : `${data.utilisation}%`],
    [t('utilisation.days.workingDays'), hours(data.workingDays)],
    [t('utilisation.days.holidays'), hours(data.holidayDays)],
    [t('utilisation.days.leave'), hours(data.leaveDays)],
  ];
  const counted = data.days.filter((d) => d.kind !== 'notEmployed' || d.bookedHours > 0);
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('utilisation.days.intro', {
          from: formatDate(data.from),
          to: formatDate(data.to),
          hoursPerDay: hours(data.hoursPerDay),
        })}
        {data.includeSubmitted ? ` ${t('utilisation.days.withSubmitted')}` : ''}
      </Text>
      <SimpleGrid cols={3} spacing="sm">
        {figures.map(([label, value]) => (
          <Stack key={label} gap={0}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={700}>{value}</Text>
          </Stack>
        ))}
      </SimpleGrid>
      <Title order={3} size="h5">
        {t('utilisation.days.daysTitle')}
      </Title>
      <Table striped withTableBorder>
        <Table.Caption>{t('utilisation.days.daysCaption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('utilisation.days.date')}</Table.Th>
            <Table.Th scope="col">{t('utilisation.days.kind')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('utilisation.days.availableHours')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('utilisation.days.bookedHours')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {counted.map((day) => (
            <Table.Tr key={day.date}>
              <Table.Td>{formatDate(day.date)}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  <Text size="sm">{t(`utilisation.days.kinds.${day.kind}`)}</Text>
                  {day.holidayName && <Badge variant="light">{day.holidayName}</Badge>}
                  {day.leaveDays > 0 && (
                    <Badge variant="light" color="grape">
                      {day.leaveDays === 1 ? t('utilisation.days.leaveDay') : t('utilisation.days.halfDay')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td ta="right">{hours(day.availableHours)}</Table.Td>
              <Table.Td ta="right">{hours(day.bookedHours)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Title order={3} size="h5">
        {t('utilisation.days.linesTitle')}
      </Title>
      {data.lines.length === 0 ? (
        <Text size="sm">{t('utilisation.days.noLines')}</Text>
      ) : (
        <Table striped withTableBorder>
          <Table.Caption>{t('utilisation.days.linesCaption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('utilisation.days.week')}</Table.Th>
              <Table.Th scope="col">{t('utilisation.days.project')}</Table.Th>
              <Table.Th scope="col">{t('utilisation.days.category')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('utilisation.days.inPeriod')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.lines.map((line, i) => (
              <Table.Tr key={`${line.weekStartDate}-${i}`}>
                <Table.Td>{formatDate(line.weekStartDate)}</Table.Td>
                <Table.Td>{line.taskName ? `${line.projectName} · ${line.taskName}` : line.projectName}</Table.Td>
                <Table.Td>{t(`utilisation.days.categories.${line.category}`)}</Table.Td>
                <Table.Td ta="right">{hours(line.hoursInPeriod)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
