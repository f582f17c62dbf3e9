import { useMemo, useState } from 'react';
import { Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { locationInput, type LocationInput, type LocationView } from '@tenure/domain/org';
import { useCities, useCountries, useSaveLocation, useStates } from '../../../lib/masters/geographyApi.ts';
import { FormModal } from '../../../components/forms/FormModal.tsx';
import { useEntityForm } from '../../../components/forms/useEntityForm.ts';
import { TIME_ZONES } from '../../../lib/timeZones.ts';

/** A location: its city (chosen through country and state), address, postal code (checked by the city's country) and time zone. */
export function LocationForm({ location, onClose }: { location: LocationView | null; onClose(): void }) {
  const { t } = useTranslation();
  const save = useSaveLocation();
  const countries = useCountries();
  const [countryId, setCountryId] = useState<string | null>(location?.countryCode ?? null);
  const [stateId, setStateId] = useState<string | null>(null);
  const states = useStates(countryId);
  const cities = useCities(stateId);
  const { form, submit, saving, errorOf } = useEntityForm({
    initialValues: {
      name: location?.name ?? '',
      cityId: location?.cityId ?? (null as string | null),
      address: location?.address ?? '',
      postalCode: location?.postalCode ?? '',
      timeZone: location?.timeZone ?? '',
      isActive: location?.isActive ?? true,
    },
    schema: locationInput,
    toInput: (v): LocationInput => ({ ...v, cityId: v.cityId ?? '' }),
    save: (input) => save.mutateAsync({ id: location?.id ?? null, input }),
    nameOf: (input) => input.name.trim(),
    onSaved: onClose,
  });

  // Until a state is chosen, the location's own city is the one choice shown.
  const cityOptions = useMemo(() => {
    if (cities.data) return cities.data.map((c) => ({ value: c.id, label: c.name }));
    return location?.cityId ? [{ value: location.cityId, label: location.city }] : [];
  }, [cities.data, location]);

  return (
    <FormModal
      title={t(location ? 'org.locations.edit' : 'org.locations.add')}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
    >
      <TextInput
        label={t('org.common.name')}
        withAsterisk
        data-autofocus
        {...form.getInputProps('name')}
        error={errorOf('name')}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Select
          label={t('org.geography.country')}
          data={(countries.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          value={countryId}
          onChange={(next) => {
            setCountryId(next);
            setStateId(null);
            form.setFieldValue('cityId', null);
          }}
          searchable
          nothingFoundMessage={t('org.common.noMatches')}
        />
        <Select
          label={t('org.geography.state')}
          data={(states.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
          value={stateId}
          onChange={(next) => {
            setStateId(next);
            form.setFieldValue('cityId', null);
          }}
          disabled={countryId === null}
          searchable
          nothingFoundMessage={t('org.common.noMatches')}
        />
        <Select
          label={t('org.geography.city')}
          withAsterisk
          data={cityOptions}
          searchable
          nothingFoundMessage={t('org.common.noMatches')}
          {...form.getInputProps('cityId')}
          error={errorOf('cityId')}
        />
      </SimpleGrid>
      <TextInput label={t('org.locations.address')} {...form.getInputProps('address')} error={errorOf('address')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('org.locations.postalCode')}
          {...form.getInputProps('postalCode')}
          error={errorOf('postalCode')}
        />
        <Select
          label={t('org.locations.timeZone')}
          withAsterisk
          data={TIME_ZONES}
          searchable
          limit={50}
          nothingFoundMessage={t('org.common.noMatches')}
          {...form.getInputProps('timeZone')}
          error={errorOf('timeZone')}
        />
      </SimpleGrid>
      <Switch label={t('org.common.active')} {...form.getInputProps('isActive', { type: 'checkbox' })} />
    </FormModal>
  );
}
