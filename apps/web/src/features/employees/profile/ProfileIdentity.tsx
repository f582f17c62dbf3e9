import type { ReactNode } from 'react';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmployeeAvatar } from '../../../components/employees/EmployeeAvatar.tsx';

interface ProfileIdentityProps {
  pageTitle: string;
  person: {
    displayName: string;
    profileImage: string | null;
    employeeNumber: string;
    designation: string | null;
    departmentName: string | null;
  };
  /** Badges after the employee number (status, legal entity). */
  badges: ReactNode;
  /** Beside the name, at the end of the row (photo actions). */
  actions?: ReactNode;
}

/** The top of a profile: photo, page title, name, designation and department, number and `badges`. */
export function ProfileIdentity({ pageTitle, person, badges, actions }: ProfileIdentityProps) {
  const { t } = useTranslation();
  const { displayName, profileImage, employeeNumber, designation, departmentName } = person;
  return (
    <Group gap="lg" align="center" wrap="wrap">
      <EmployeeAvatar displayName={displayName} profileImage={profileImage} size={88} radius={88} />
      <Stack gap={4} style={{ flex: 1, minWidth: 220 }}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {pageTitle}
        </Text>
        <Title order={1} size="h2" data-testid="profile-name">
          {displayName}
        </Title>
        <Text c="dimmed">{[designation, departmentName].filter(Boolean).join(' · ')}</Text>
        <Group gap="xs">
          <Badge variant="light">{t('employees.profile.employeeNumber', { number: employeeNumber })}</Badge>
          {badges}
        </Group>
      </Stack>
      {actions}
    </Group>
  );
}
