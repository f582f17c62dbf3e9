import { useState } from 'react';
import { Alert, Avatar, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { EmployeeSearchResult } from '@tenure/domain/employees';
import { EmptyState } from '../../../components/QueryStates.tsx';
import { TreeView } from '../../../components/tree/TreeView.tsx';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { useSessionStore } from '../../../lib/session/store.ts';
import { reporteesQuery } from '../peopleChartApi.ts';
import { PersonPicker } from '../../../components/employees/PersonPicker.tsx';
import { ReportingLine } from './ReportingLine.tsx';

/** A person on the chart; the count is unknown for the person the chart starts from. */
type PersonNode = EmployeeSearchResult & { reporteeCount: number | null };

const idOf = (person: PersonNode) => person.employeeNumber;
const isExpandable = (person: PersonNode) => person.reporteeCount !== 0;

function PersonCard({ person, childCount }: { person: PersonNode; childCount: number | undefined }) {
  const { t } = useTranslation();
  const count = childCount ?? person.reporteeCount;
  return (
    <Paper withBorder radius="md" px="sm" py={8}>
      <Group gap="sm" wrap="nowrap">
        <Avatar name={person.displayName} color="blue" variant="filled" radius="xl" size={36} aria-hidden />
        <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
          <Text fw={600} size="sm" lineClamp={1}>
            {person.displayName}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {[person.designation, person.departmentName].filter(Boolean).join(' · ') || person.employeeNumber}
          </Text>
        </Stack>
        {count !== null && count > 0 && (
          <Badge variant="default" radius="sm" style={{ textTransform: 'none', flexShrink: 0 }}>
            {t('org.people.reporteeCount', { count })}
          </Badge>
        )}
      </Group>
    </Paper>
  );
}

/** The reporting lines (manager → reportees) from one person down, opened level by level, with the way up above. */
export function PeopleChart() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const user = useSessionStore((s) => s.user);
  const self: PersonNode | null = user?.employeeNumber
    ? {
        employeeNumber: user.employeeNumber,
        displayName: user.name,
        designation: user.designation,
        departmentName: user.departmentName,
        reporteeCount: null,
      }
    : null;
  const [chosenRoot, setChosenRoot] = useState<PersonNode | null>(null);
  const root = chosenRoot ?? self;
  const [expanded, setExpanded] = useState<ReadonlySet<string> | null>(null);
  const open = expanded ?? new Set(root ? [root.employeeNumber] : []);

  const reportees = useQueries({ queries: [...open].map((employeeNumber) => reporteesQuery(employeeNumber)) });
  const loaded = new Map<string, PersonNode[]>();
  [...open].forEach((employeeNumber, index) => {
    const query = reportees[index];
    if (query?.data) loaded.set(employeeNumber, query.data);
    else if (query?.isError) loaded.set(employeeNumber, []);
  });
  const failure = reportees.find((q) => q.isError)?.error;

  const startFrom = (person: PersonNode | null) => {
    setChosenRoot(person);
    setExpanded(null);
  };
  const toggle = (id: string, isOpen: boolean) => {
    const next = new Set(open);
    if (isOpen) next.add(id);
    else next.delete(id);
    setExpanded(next);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <PersonPicker onPick={(person) => startFrom({ ...person, reporteeCount: null })} />
        {self && chosenRoot && chosenRoot.employeeNumber !== self.employeeNumber && (
          <Button
            variant="default"
            leftSection={<IconUserCircle size={16} aria-hidden />}
            onClick={() => startFrom(null)}
          >
            {t('org.people.showMine')}
          </Button>
        )}
      </Group>
      {failure && (
        <Alert color="red" role="alert" title={t('org.common.loadFailed')}>
          {messageText(failure.message)}
        </Alert>
      )}
      {root && (
        <ReportingLine employeeNumber={root.employeeNumber} displayName={root.displayName} onClimb={startFrom} />
      )}
      {root ? (
        <TreeView
          roots={[root]}
          idOf={idOf}
          childrenOf={(person) => loaded.get(person.employeeNumber)}
          isExpandable={isExpandable}
          expanded={open}
          onToggle={toggle}
          renderNode={(person) => <PersonCard person={person} childCount={loaded.get(person.employeeNumber)?.length} />}
          label={t('org.people.chartLabel', { name: root.displayName })}
          testId="people-chart"
        />
      ) : (
        <EmptyState text={t('org.people.pickSomeone')} />
      )}
    </Stack>
  );
}
