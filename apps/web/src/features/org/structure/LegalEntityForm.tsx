import { Checkbox, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { countryOfCode, legalEntityInput, type LegalEntityAdminView, type LegalEntityInput } from '@tenure/domain/org';
import { useCurrencies } from '../../../lib/masters/geographyApi.ts';
import { FormModal } from '../../../components/forms/FormModal.tsx';
import { useSaveLegalEntity } from '../../../lib/masters/legalEntitiesApi.ts';
import { useEntityForm } from '../../../components/forms/useEntityForm.ts';

/**
 * A legal entity: its code (fixed once created; its country prefix picks the currencies and the
 * postal-code rule), name, currency, address and flags.
 */
export function LegalEntityForm({ entity, onClose }: { entity: LegalEntityAdminView | null; onClose(): void }) {
  const { t } = useTranslation();
  const save = useSaveLegalEntity();
  const { form, submit, saving, errorOf } = useEntityForm({
    initialValues: {
      legalEntityCode: entity?.legalEntityCode ?? '',
      legalEntityName: entity?.legalEntityName ?? '',
      currencyId: entity?.currencyId ?? (null as string | null),
      addressLine: entity?.addressLine ?? '',
      city: entity?.city ?? '',
      postalCode: entity?.postalCode ?? '',
      isHoldingCompany: entity?.isHoldingCompany ?? false,
      isActive: entity?.isActive ?? true,
    },
    schema: legalEntityInput,
    toInput: (v): LegalEntityInput => ({ ...v, currencyId: v.currencyId ?? '' }),
    save: (input) => save.mutateAsync({ id: entity?.id ?? null, input }),
    nameOf: (input) => input.legalEntityName.trim(),
    onSaved: onClose,
  });
  const country = countryOfCode(form.values.legalEntityCode);
  const currencies = useCurrencies(country);

  return (
    <FormModal
      title={t(entity ? 'org.legalEntities.edit' : 'org.legalEntities.add')}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('org.legalEntities.code')}
          description={t(entity ? 'org.legalEntities.codeFixed' : 'org.legalEntities.codeHint')}
          withAsterisk
          data-autofocus={entity ? undefined : true}
          disabled={entity !== null}
          {...form.getInputProps('legalEntityCode')}
          onChange={(event) => {
            form.setFieldValue('legalEntityCode', event.currentTarget.value.toUpperCase());
            form.setFieldValue('currencyId', null);
          }}
          error={errorOf('legalEntityCode')}
        />
        <Select
          label={t('org.legalEntities.currency')}
          description={t('org.legalEntities.currencyHint')}
          withAsterisk
          data={(currencies.data ?? []).map((c) => ({ value: c.id, label: `${c.id} — ${c.name}` }))}
          disabled={country === null}
          {...form.getInputProps('currencyId')}
          error={errorOf('currencyId')}
        />
      </SimpleGrid>
      <TextInput
        label={t('org.legalEntities.name')}
        withAsterisk
        {...form.getInputProps('legalEntityName')}
        error={errorOf('legalEntityName')}
      />
      <TextInput
        label={t('org.legalEntities.address')}
        withAsterisk
        {...form.getInputProps('addressLine')}
        error={errorOf('addressLine')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('org.legalEntities.city')}
          withAsterisk
          {...form.getInputProps('city')}
          error={errorOf('city')}
        />
        <TextInput
          label={t('org.legalEntities.postalCode')}
          withAsterisk
          {...form.getInputProps('postalCode')}
          error={errorOf('postalCode')}
        />
      </SimpleGrid>
      <Group gap="xl">
        <Checkbox
          label={t('org.legalEntities.holdingCompany')}
          {...form.getInputProps('isHoldingCompany', { type: 'checkbox' })}
        />
        <Checkbox
          label={t('org.common.active')}
          {...form.getInputProps('isActive', { type: 'checkbox' })}
          error={errorOf('isActive')}
        />
      </Group>
    </FormModal>
  );
}
