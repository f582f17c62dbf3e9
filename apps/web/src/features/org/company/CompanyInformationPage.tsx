import { Grid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/Page.tsx';
import { LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { useCompanyProfile } from '../companyApi.ts';
import { CompanyProfileForm } from './CompanyProfileForm.tsx';
import { LogoUpload } from './LogoUpload.tsx';
import { QuickLinksPanel } from './QuickLinksPanel.tsx';

/** /edit-company-information: the tenant's profile and logo, and the quick links of the home page. */
export function CompanyInformationPage() {
  const { t } = useTranslation();
  const profile = useCompanyProfile();

  let content;
  if (profile.isPending) content = <LoadingState />;
  else if (profile.isError) content = <LoadErrorState error={profile.error} onRetry={() => void profile.refetch()} />;
  else
    content = (
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <CompanyProfileForm profile={profile.data} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <LogoUpload currentLogoUrl={profile.data.logoUrl} />
        </Grid.Col>
      </Grid>
    );

  return (
    <Page title={t('nav.editCompanyInformation')} intro={t('org.company.intro')}>
      <Stack gap="lg">
        {content}
        <QuickLinksPanel />
      </Stack>
    </Page>
  );
}
