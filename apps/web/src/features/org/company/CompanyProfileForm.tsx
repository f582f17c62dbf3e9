import { Button, Group, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DATE_FORMATS, formatDate, type DateFormat } from '@tenure/domain/dates';
import {
  dateOfIncorporationToIso,
  formatDateOfIncorporation,
  tenantProfileInput,
  type TenantProfileInput,
  type TenantProfileView,
} from '@tenure/domain/org';
import { isValidDateOfIncorporation } from '@tenure/domain/validation';
import { DateField } from '../../../components/DateField.tsx';
import { useCountries } from '../../../lib/masters/geographyApi.ts';
import { useSaveCompanyProfile } from '../companyApi.ts';
import { useEntityForm } from '../../../components/forms/useEntityForm.ts';

type ProfileFormValues = { [K in Exclude<keyof TenantProfileInput, 'dateFormat'>]: string } & {
  dateFormat: DateFormat;
};

const blankIfNull = (profile: TenantProfileView): ProfileFormValues => ({
  name: profile.name,
  registrationNumber: profile.registrationNumber ?? '',
  dateOfIncorporation: profile.dateOfIncorporation ?? '',
  website: profile.website ?? '',
  email: profile.email ?? '',
  phone: profile.phone ?? '',
  addressLine: profile.addressLine ?? '',
  city: profile.city ?? '',
  postalCode: profile.postalCode ?? '',
  countryId: profile.countryId ?? '',
  dateFormat: profile.dateFormat,
});

/** Each format as it shows a sample day, so the choice is plain to see. */
const DATE_FORMAT_OPTIONS = DATE_FORMATS.map((pattern) => ({
  value: pattern,
  label: `${pattern} (${formatDate('2026-09-07', pattern)})`,
}));

/**
 * Company information with the shared rules: the date of incorporation travels as 'dd Mon, yyyy' (SPEC §5)
 * and is picked on a calendar; phone and postal code follow the company's country.
 */
export function CompanyProfileForm({ profile }: { profile: TenantProfileView }) {
  const { t } = useTranslation();
  const save = useSaveCompanyProfile();
  const countries = useCountries();
  const { form, submit, saving, errorOf } = useEntityForm({
    initialValues: blankIfNull(profile),
    schema: tenantProfileInput,
    toInput: (values) => values,
    save: (input) => save.mutateAsync(input),
    nameOf: (input) => input.name.trim(),
    onSaved: () => form.resetDirty(),
  });
  const field = (name: keyof ProfileFormValues) => ({ ...form.getInputProps(name), error: errorOf(name) });

  return (
    <Paper withBorder radius="md" p="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('org.company.details')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label={t('org.company.name')} withAsterisk {...field('name')} />
            <TextInput label={t('org.company.registrationNumber')} {...field('registrationNumber')} />
            <DateField
              label={t('org.company.dateOfIncorporation')}
              clearable
              value={
                isValidDateOfIncorporation(form.values.dateOfIncorporation)
                  ? dateOfIncorporationToIso(form.values.dateOfIncorporation)
                  : ''
              }
              onChange={(iso) => form.setFieldValue('dateOfIncorporation', iso ? formatDateOfIncorporation(iso) : '')}
              error={errorOf('dateOfIncorporation')}
            />
            <TextInput label={t('org.company.website')} placeholder="https://" type="url" {...field('website')} />
            <TextInput label={t('org.company.email')} type="email" {...field('email')} />
            <TextInput label={t('org.company.phone')} type="tel" {...field('phone')} />
            <Select
              label={t('org.company.dateFormat')}
              description={t('org.company.dateFormatHint')}
              data={DATE_FORMAT_OPTIONS}
              allowDeselect={false}
              {...form.getInputProps('dateFormat')}
              error={errorOf('dateFormat')}
              data-testid="company-date-format"
            />
          </SimpleGrid>
          <Title order={3} size="h5" mt="xs">
            {t('org.company.address')}
          </Title>
          <TextInput label={t('org.company.addressLine')} {...field('addressLine')} />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput label={t('org.company.city')} {...field('city')} />
            <TextInput label={t('org.company.postalCode')} {...field('postalCode')} />
            <Select
              label={t('org.geography.country')}
              data={(countries.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
              searchable
              clearable
              nothingFoundMessage={t('org.common.noMatches')}
              {...form.getInputProps('countryId')}
              value={form.values.countryId || null}
              onChange={(value) => form.setFieldValue('countryId', value ?? '')}
              error={errorOf('countryId')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              {t('org.common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
