import { useState, type ReactNode } from 'react';
import { Button, Card, Group, Title } from '@mantine/core';
import { IconEye, IconEyeOff, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  SENSITIVE_FIELDS,
  isSensitiveSection,
  type EditableSectionKey,
  type EmployeeProfileView,
} from '@tenure/domain/employees';
import { countryOfEntity } from '@tenure/domain/validation';
import { SectionEditModal } from './SectionEditModal.tsx';
import { SectionView } from './SectionView.tsx';
import { valueAt } from './sectionForm.ts';
import { REVEAL_SECONDS, useReveal } from './useReveal.ts';

interface ProfileSectionCardProps {
  profile: EmployeeProfileView;
  section: EditableSectionKey;
  /** More buttons beside Edit, for actions that belong to this section. */
  actions?: ReactNode;
}

/** One editable section: its values, Edit where the API allows it, Reveal for masked values where allowed. */
export function ProfileSectionCard({ profile, section, actions }: ProfileSectionCardProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const { revealed, loading, reveal, hide } = useReveal(profile.employeeNumber, section);
  const data = profile.sections[section];
  const title = t(`employees.sections.${section}`);
  const canEdit = profile.access.editableSections.includes(section);
  const hasMasked =
    isSensitiveSection(section) && SENSITIVE_FIELDS[section].some((field) => typeof valueAt(data, field) === 'string');

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby={`section-${section}`}
      data-testid={`profile-section-${section}`}
    >
      <Group justify="space-between" mb="md" gap="xs">
        <Title order={2} size="h4" id={`section-${section}`}>
          {title}
        </Title>
        <Group gap="xs">
          {actions}
          {profile.access.canReveal && hasMasked && (
            <Button
              variant="subtle"
              size="xs"
              loading={loading}
              leftSection={revealed ? <IconEyeOff size={14} aria-hidden /> : <IconEye size={14} aria-hidden />}
              onClick={revealed ? hide : reveal}
              aria-label={
                revealed ? t('employees.profile.hide') : t('employees.profile.revealSection', { section: title })
              }
              title={revealed ? t('employees.profile.revealedFor', { seconds: REVEAL_SECONDS }) : undefined}
            >
              {revealed ? t('employees.profile.hide') : t('employees.profile.reveal')}
            </Button>
          )}
          {canEdit && (
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPencil size={14} aria-hidden />}
              onClick={() => setEditing(true)}
              aria-label={t('employees.profile.editSection', { section: title })}
            >
              {t('employees.profile.edit')}
            </Button>
          )}
        </Group>
      </Group>
      <SectionView section={section} data={data} revealed={revealed} />
      {editing && (
        <SectionEditModal
          employeeNumber={profile.employeeNumber}
          section={section}
          country={countryOfEntity(profile.legalEntityCode)}
          data={data}
          onClose={() => setEditing(false)}
        />
      )}
    </Card>
  );
}
