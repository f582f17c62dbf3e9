import { useState } from 'react';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EmployeeProfileView } from '@tenure/domain/employees';
import { EmployeeAvatar } from '../EmployeeAvatar.tsx';
import { ProfilePhotoModal } from './ProfilePhotoModal.tsx';
import { RemovePhotoButton } from './RemovePhotoButton.tsx';

/** Photo, name, designation, number, status and entity; "Change photo" and "Remove photo" for whoever may edit the profile. */
export function ProfileHeader({ profile, pageTitle }: { profile: EmployeeProfileView; pageTitle: string }) {
  const { t } = useTranslation();
  const [changingPhoto, setChangingPhoto] = useState(false);
  const work = profile.sections.workDetails;
  // The API lets the employee (with self edit) or HR (with HR edit) change the picture: both have editable sections.
  const canChangePhoto = profile.access.editableSections.length > 0;

  return (
    <Card withBorder radius="md" padding="lg">
      <Group gap="lg" align="center" wrap="wrap">
        <EmployeeAvatar displayName={profile.displayName} profileImage={profile.profileImage} size={88} radius={88} />
        <Stack gap={4} style={{ flex: 1, minWidth: 220 }}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {pageTitle}
          </Text>
          <Title order={1} size="h2" data-testid="profile-name">
            {profile.displayName}
          </Title>
          <Text c="dimmed">{[profile.designation, work?.departmentName].filter(Boolean).join(' · ')}</Text>
          <Group gap="xs">
            <Badge variant="light">{t('employees.profile.employeeNumber', { number: profile.employeeNumber })}</Badge>
            <Badge variant="dot" color={profile.status === 'Active' ? 'teal' : 'gray'}>
              {profile.status}
            </Badge>
            {work && (
              <Badge variant="outline" color="gray">
                {work.legalEntityName}
              </Badge>
            )}
          </Group>
        </Stack>
        {canChangePhoto && (
          <Group gap="sm">
            <Button variant="default" leftSection={<IconCamera size={16} aria-hidden />} onClick={() => setChangingPhoto(true)}>
              {t('employees.profile.changePhoto')}
            </Button>
            {profile.profileImage && <RemovePhotoButton employeeNumber={profile.employeeNumber} displayName={profile.displayName} />}
          </Group>
        )}
      </Group>
      {changingPhoto && <ProfilePhotoModal employeeNumber={profile.employeeNumber} onClose={() => setChangingPhoto(false)} />}
    </Card>
  );
}
