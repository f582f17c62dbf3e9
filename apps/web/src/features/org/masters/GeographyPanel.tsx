import { useState } from 'react';
import { Badge, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StateView } from '@tenure/domain/org';
import { EmptyState, LoadErrorState } from '../../../components/QueryStates.tsx';
import { useCountries, useCurrencies } from '../../../lib/masters/geographyApi.ts';
import { CitiesList } from './CitiesList.tsx';
import { StatesList } from './StatesList.tsx';

/** Countries and their currencies (reference data, read-only), then the tenant's states and cities of a country. */
export function GeographyPanel() {
  const { t } = useTranslation();
  const countries = useCountries();
  const [countryId, setCountryId] = useState<string | null>(null);
  const [state, setState] = useState<StateView | null>(null);
  const currencies = useCurrencies(countryId);
  const country = countries.data?.find((c) => c.id === countryId) ?? null;

  return (
    <Stack gap="md">
      {countries.isError && <LoadErrorState error={countries.error} onRetry={() => void countries.refetch()} />}
      <Group align="flex-end" gap="lg" wrap="wrap">
        <Select
          label={t('org.geography.country')}
          placeholder={t('org.geography.chooseCountry')}
          data={(countries.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          value={countryId}
          onChange={(next) => {
            setCountryId(next);
            setState(null);
          }}
          searchable
          nothingFoundMessage={t('org.common.noMatches')}
          w={{ base: '100%', sm: 300 }}
          disabled={countries.isPending}
        />
        {country && (
          <Paper withBorder radius="md" px="md" py="xs" data-testid="country-reference">
            <Group gap="lg" wrap="wrap">
              <Text size="sm">
                {t('org.geography.dialCode')}: <strong>{country.dialCode}</strong>
              </Text>
              <Group gap={6} wrap="wrap">
                <Text size="sm">{t('org.geography.currencies')}:</Text>
                {currencies.isPending && <Text size="sm">{t('app.loading')}</Text>}
                {currencies.data?.map((currency) => (
                  <Badge key={currency.id} variant="default" radius="sm" style={{ textTransform: 'none' }}>
                    {currency.id} · {currency.name} ({currency.symbol})
                  </Badge>
                ))}
              </Group>
            </Group>
          </Paper>
        )}
      </Group>
      {country ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('org.geography.statesOf', { country: country.name })}
            </Title>
            <StatesList country={country} selected={state} onSelect={setState} />
          </Stack>
          <Stack gap="sm">
            <Title order={2} size="h4">
              {state ? t('org.geography.citiesOf', { state: state.name }) : t('org.geography.cities')}
            </Title>
            {state ? <CitiesList state={state} /> : <EmptyState text={t('org.geography.chooseState')} />}
          </Stack>
        </SimpleGrid>
      ) : (
        <EmptyState text={t('org.geography.chooseCountryHint')} />
      )}
    </Stack>
  );
}
