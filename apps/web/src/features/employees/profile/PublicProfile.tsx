import type { ReactNode } from 'react';
import { Anchor, Badge, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PublicProfileView } from '@tenure/domain/employees';
import { useFormatDate } from '../../../lib/dates.ts';
import { PersonCard } from '../PersonCard.tsx';
import { ProfileIdentity } from './ProfileIdentity.tsx';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0}>
        {children ?? '—'}
      </Text>
    </div>
  );
}

/** What a colleague sees of someone: the work card, their manager and direct reportees; no private section. */
export function PublicProfile({ profile, pageTitle }: { profile: PublicProfileView; pageTitle: string }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatDate();
  return (
    <Stack gap="lg" data-testid="public-profile">
      <Card withBorder radius="md" padding="lg">
        <ProfileIdentity
          pageTitle={pageTitle}
          person={profile}
          badges={
            <Badge variant="outline" color="gray">
              {profile.legalEntityName}
            </Badge>
          }
        />
      </Card>

      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="public-profile-details">
        <Title order={2} size="h4" mb="md" id="public-profile-details">
          {t('employees.publicProfile.details')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="dl" m={0}>
          <Detail label={t('employees.publicProfile.department')}>{profile.departmentName}</Detail>
          <Detail label={t('employees.publicProfile.location')}>{profile.locationName}</Detail>
          <Detail label={t('employees.publicProfile.workplace')}>{profile.workplace}</Detail>
          <Detail label={t('employees.publicProfile.legalEntity')}>{profile.legalEntityName}</Detail>
          <Detail label={t('employees.publicProfile.workEmail')}>
            <Anchor href={`mailto:${profile.email}`} size="sm">
              {profile.email}
            </Anchor>
          </Detail>
          <Detail label={t('employees.publicProfile.phone')}>
            {profile.phone && (
              <Anchor href={`tel:${profile.phone}`} size="sm">
                {profile.phone}
              </Anchor>
            )}
          </Detail>
          <Detail label={t('employees.publicProfile.dateOfJoining')}>{formatDate(profile.dateOfJoining)}</Detail>
        </SimpleGrid>
      </Card>

      <Stack gap="sm" component="section" aria-labelledby="public-profile-manager">
        <Title order={2} size="h4" id="public-profile-manager">
          {t('employees.publicProfile.manager')}
        </Title>
        {profile.reportingManager ? (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            <PersonCard person={profile.reportingManager} />
          </SimpleGrid>
        ) : (
          <Text c="dimmed">{t('employees.publicProfile.noManager')}</Text>
        )}
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="public-profile-reportees">
        <Title order={2} size="h4" id="public-profile-reportees">
          {t('employees.publicProfile.reportees', { count: profile.directReportees.length })}
        </Title>
        {profile.directReportees.length > 0 ? (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {profile.directReportees.map((person) => (
              <PersonCard key={person.employeeNumber} person={person} />
            ))}
          </SimpleGrid>
        ) : (
          <Text c="dimmed">{t('employees.publicProfile.noReportees', { name: profile.displayName })}</Text>
        )}
      </Stack>
    </Stack>
  );
}
