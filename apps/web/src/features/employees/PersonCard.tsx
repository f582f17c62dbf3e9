import type { ReactNode } from 'react';
import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EmployeeCard } from '@tenure/domain/employees';
import { EmployeeAvatar } from '../../components/employees/EmployeeAvatar.tsx';

/** A colleague as the directory and team pages show them: photo, name, title, department, contact. */
export function PersonCard({ person, extra }: { person: EmployeeCard; extra?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" data-testid="person-card">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <EmployeeAvatar displayName={person.displayName} profileImage={person.profileImage} size={56} radius={56} />
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Anchor
            component={Link}
            to={`/employee-profile?empNumber=${encodeURIComponent(person.employeeNumber)}`}
            state={{ empNumber: person.employeeNumber, isSelf: false }}
            fw={600}
            aria-label={t('employees.directory.openProfile', { name: person.displayName })}
          >
            {person.displayName}
          </Anchor>
          <Text size="sm" c="dimmed" truncate>
            {[person.designation, person.departmentName].filter(Boolean).join(' · ') || '—'}
          </Text>
          {person.locationName && (
            <Text size="xs" c="dimmed">
              {[person.locationName, person.workplace].filter(Boolean).join(' · ')}
            </Text>
          )}
          <Anchor
            href={`mailto:${person.email}`}
            size="sm"
            truncate
            aria-label={t('employees.directory.email', { name: person.displayName })}
          >
            <Group gap={4} wrap="nowrap" component="span">
              <IconMail size={14} aria-hidden />
              {person.email}
            </Group>
          </Anchor>
          {person.phone && (
            <Anchor
              href={`tel:${person.phone}`}
              size="sm"
              aria-label={t('employees.directory.call', { name: person.displayName })}
            >
              <Group gap={4} wrap="nowrap" component="span">
                <IconPhone size={14} aria-hidden />
                {person.phone}
              </Group>
            </Anchor>
          )}
          {extra}
        </Stack>
      </Group>
    </Card>
  );
}
