import { Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { hasAccess, section } from '@tenure/domain/access';
import type { EmployeeProfileView, ProfileSectionKey } from '@tenure/domain/employees';
import { isFlagOn } from '../../../lib/access/access.ts';
import { useAccessContext } from '../../../lib/access/useAccessContext.ts';
import { EmptyState, LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { DocumentsSection } from '../documents/DocumentsSection.tsx';
import { JourneySection } from '../journey/JourneySection.tsx';
import { useEmployeeProfile, usePublicProfile } from '../profileApi.ts';
import { OrganisationComponentsSection, PoliciesSection } from './DerivedSections.tsx';
import { ProfileHeader } from './ProfileHeader.tsx';
import { visibleGroups } from './profileLayout.ts';
import { ProfileSectionCard } from './ProfileSectionCard.tsx';
import { PublicProfile } from './PublicProfile.tsx';
import { ReportingManagerAction } from './ReportingManagerAction.tsx';

/** Router state from the header search, or ?empNumber= for a link that survives a reload. */
function useRequestedEmployeeNumber(): string | null {
  const location = useLocation();
  const [params] = useSearchParams();
  const state: unknown = location.state;
  const fromState =
    typeof state === 'object' && state !== null && 'empNumber' in state && typeof state.empNumber === 'string'
      ? state.empNumber
      : null;
  return fromState ?? params.get('empNumber');
}

/**
 * /my-profile (self) and /employee-profile (someone else): every section the viewer may see, in
 * tabs; a colleague whose full profile is closed to the viewer shows their public profile.
 */
export function EmployeeProfilePage({ self }: { self: boolean }) {
  const { t } = useTranslation();
  const requested = useRequestedEmployeeNumber();
  if (self) return <ProfileContent employeeNumber={null} title={t('employees.profile.myTitle')} />;
  if (!requested) return <EmptyState text={t('employees.profile.noEmployee')} />;
  return <ColleagueProfile key={requested} employeeNumber={requested} title={t('employees.profile.title')} />;
}

/** With the directory the public profile comes first and says whether the full one is open; without it, the full one as before. */
function ColleagueProfile({ employeeNumber, title }: { employeeNumber: string; title: string }) {
  const { t } = useTranslation();
  const access = useAccessContext();
  const withDirectory =
    access.status === 'ready' &&
    isFlagOn('employeeDirectory', access.ctx) &&
    hasAccess(access.ctx.permissions, section('ORGANIZATION', 'EmployeeDirectory'));
  const publicProfile = usePublicProfile(employeeNumber, withDirectory);
  if (access.status === 'loading') return <LoadingState />;
  if (!withDirectory) return <ProfileContent employeeNumber={employeeNumber} title={title} />;
  if (publicProfile.isPending) return <LoadingState />;
  if (publicProfile.error) {
    return (
      <LoadErrorState
        title={t('employees.profile.loadFailed')}
        error={publicProfile.error}
        onRetry={() => void publicProfile.refetch()}
      />
    );
  }
  if (publicProfile.data.canViewFullProfile) return <ProfileContent employeeNumber={employeeNumber} title={title} />;
  return <PublicProfile profile={publicProfile.data} pageTitle={title} />;
}

function ProfileContent({ employeeNumber, title }: { employeeNumber: string | null; title: string }) {
  const { t } = useTranslation();
  const profile = useEmployeeProfile(employeeNumber);
  const access = useAccessContext();
  const withJourney = access.status === 'ready' && isFlagOn('employeeLifecycleJourney', access.ctx);
  if (profile.isPending) return <LoadingState />;
  if (profile.error)
    return (
      <LoadErrorState
        title={t('employees.profile.loadFailed')}
        error={profile.error}
        onRetry={() => void profile.refetch()}
      />
    );
  const groups = visibleGroups(profile.data.access);

  return (
    <Stack gap="lg">
      <ProfileHeader profile={profile.data} pageTitle={title} />
      <Tabs defaultValue={groups[0]?.group} keepMounted={false}>
        <Tabs.List>
          {groups.map(({ group }) => (
            <Tabs.Tab key={group} value={group}>
              {t(`employees.profileGroups.${group}`)}
            </Tabs.Tab>
          ))}
          {withJourney && <Tabs.Tab value="journey">{t('journey.tab')}</Tabs.Tab>}
        </Tabs.List>
        {groups.map(({ group, sections }) => (
          <Tabs.Panel key={group} value={group} pt="md">
            <Stack gap="md">
              {sections.map((section) => (
                <SectionOf key={section} profile={profile.data} section={section} />
              ))}
            </Stack>
          </Tabs.Panel>
        ))}
        {withJourney && (
          <Tabs.Panel value="journey" pt="md">
            <JourneySection employeeNumber={profile.data.employeeNumber} />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}

function SectionOf({ profile, section }: { profile: EmployeeProfileView; section: ProfileSectionKey }) {
  switch (section) {
    case 'documents':
      return <DocumentsSection profile={profile} />;
    case 'policies':
      return <PoliciesSection profile={profile} />;
    case 'organisationComponents':
      return <OrganisationComponentsSection profile={profile} />;
    case 'workDetails':
      return (
        <ProfileSectionCard
          profile={profile}
          section={section}
          actions={<ReportingManagerAction profile={profile} />}
        />
      );
    default:
      return <ProfileSectionCard profile={profile} section={section} />;
  }
}
