import { Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { billingEntityInput, type BillingEntityInput, type BillingEntityView } from '@tenure/domain/org';
import { useSaveBillingEntity } from '../../../lib/masters/billingEntitiesApi.ts';
import { useCountries, useCurrencies } from '../../../lib/masters/geographyApi.ts';
import { FormModal } from '../../../components/forms/FormModal.tsx';
import { useEntityForm } from '../../../components/forms/useEntityForm.ts';

export const billingEntityInputOf = (e: BillingEntityView): BillingEntityInput => ({
  code: e.code,
  name: e.name,
  countryId: e.countryId,
  currencyId: e.currencyId,
  address: e.address,
  isActive: e.isActive,
});

/** A billing legal entity: code, name, country, a currency of that country, address. */
export function BillingEntityForm({ entity, onClose }: { entity: BillingEntityView | null; onClose(): void }) {
  const { t } = useTranslation();
  const save = useSaveBillingEntity();
  const countries = useCountries();
  const { form, submit, saving, errorOf } = useEntityForm({
    initialValues: {
      code: entity?.code ?? '',
      name: entity?.name ?? '',
      countryId: entity?.countryId ?? (null as string | null),
      currencyId: entity?.currencyId ?? (null as string | null),
      address: entity?.address ?? '',
      isActive: entity?.isActive ?? true,
    },
    schema: billingEntityInput,
    toInput: (v): BillingEntityInput => ({ ...v, countryId: v.countryId ?? '', currencyId: v.currencyId ?? '' }),
    save: (input) => save.mutateAsync({ id: entity?.id ?? null, input }),
    nameOf: (input) => input.name.trim(),
    onSaved: onClose,
  });
  const currencies = useCurrencies(form.values.countryId);

  return (
    <FormModal
      title={t(entity ? 'org.billingEntities.edit' : 'org.billingEntities.add')}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('org.common.code')}
          withAsterisk
          data-autofocus
          {...form.getInputProps('code')}
          error={errorOf('code')}
        />
        <TextInput label={t('org.common.name')} withAsterisk {...form.getInputProps('name')} error={errorOf('name')} />
        <Select
          label={t('org.billingEntities.country')}
          withAsterisk
          data={(countries.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          searchable
          nothingFoundMessage={t('org.common.noMatches')}
          {...form.getInputProps('countryId')}
          onChange={(next) => {
            form.setFieldValue('countryId', next);
            form.setFieldValue('currencyId', null);
          }}
          error={errorOf('countryId')}
        />
        <Select
          label={t('org.billingEntities.currency')}
          withAsterisk
          data={(currencies.data ?? (entity ? [{ id: entity.currencyId, name: entity.currencyId }] : [])).map((c) => ({
            value: c.id,
            label: `${c.id} – ${c.name}`,
          }))}
          disabled={!form.values.countryId}
          {...form.getInputProps('currencyId')}
          error={errorOf('currencyId')}
        />
      </SimpleGrid>
      <TextInput
        label={t('org.billingEntities.address')}
        {...form.getInputProps('address')}
        error={errorOf('address')}
      />
      <Switch label={t('org.common.active')} {...form.getInputProps('isActive', { type: 'checkbox' })} />
    </FormModal>
  );
}
