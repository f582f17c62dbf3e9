import { useState } from 'react';
import { Badge, Button, Card, Group } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EmployeeProfileView } from '@tenure/domain/employees';
import { EmployeeStatusBadge } from '../../../components/employees/EmployeeStatusBadge.tsx';
import { ProfileIdentity } from './ProfileIdentity.tsx';
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
      <ProfileIdentity
        pageTitle={pageTitle}
        person={{ ...profile, departmentName: work?.departmentName ?? null }}
        badges={
          <>
            <EmployeeStatusBadge status={profile.status} />
            {work && (
              <Badge variant="outline" color="gray">
                {work.legalEntityName}
              </Badge>
            )}
          </>
        }
        actions={
          canChangePhoto && (
            <Group gap="sm">
              <Button
                variant="default"
                leftSection={<IconCamera size={16} aria-hidden />}
                onClick={() => setChangingPhoto(true)}
              >
                {t('employees.profile.changePhoto')}
              </Button>
              {profile.profileImage && (
                <RemovePhotoButton employeeNumber={profile.employeeNumber} displayName={profile.displayName} />
              )}
            </Group>
          )
        }
      />
      {changingPhoto && (
        <ProfilePhotoModal employeeNumber={profile.employeeNumber} onClose={() => setChangingPhoto(false)} />
      )}
    </Card>
  );
}
