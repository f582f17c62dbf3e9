import { Select, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { vendorInput, type VendorInput, type VendorView } from '@tenure/domain/vendors';
import { useMasterValues } from '../../lib/masters/masterValuesApi.ts';
import { FormModal } from '../../components/forms/FormModal.tsx';
import { useEntityForm } from '../../components/forms/useEntityForm.ts';
import { useSaveVendor } from './vendorsApi.ts';

export const vendorInputOf = (v: VendorView): VendorInput => ({
  name: v.name,
  vendorTypeId: v.vendorTypeId,
  contactName: v.contactName,
  contactEmail: v.contactEmail,
  isActive: v.isActive,
});

/** A vendor: name, vendor type (master), contact. */
export function VendorForm({ vendor, onClose }: { vendor: VendorView | null; onClose(): void }) {
  const { t } = useTranslation();
  const save = useSaveVendor();
  const types = useMasterValues('VendorType');
  const { form, submit, saving, errorOf } = useEntityForm({
    initialValues: {
      name: vendor?.name ?? '',
      vendorTypeId: vendor?.vendorTypeId ?? (null as string | null),
      contactName: vendor?.contactName ?? '',
      contactEmail: vendor?.contactEmail ?? '',
      isActive: vendor?.isActive ?? true,
    },
    schema: vendorInput,
    toInput: (v): VendorInput => ({ ...v, contactName: v.contactName || null, contactEmail: v.contactEmail || null }),
    save: (input) => save.mutateAsync({ id: vendor?.id ?? null, input }),
    nameOf: (input) => input.name.trim(),
    onSaved: onClose,
  });
  const typeOptions = (types.data ?? [])
    .filter((m) => m.isActive || m.id === vendor?.vendorTypeId)
    .map((m) => ({ value: m.id, label: m.name }));

  return (
    <FormModal
      title={t(vendor ? 'vendors.list.edit' : 'vendors.list.add')}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
    >
      <TextInput
        label={t('vendors.list.name')}
        withAsterisk
        data-autofocus
        {...form.getInputProps('name')}
        error={errorOf('name')}
      />
      <Select
        label={t('vendors.list.type')}
        data={typeOptions}
        clearable
        {...form.getInputProps('vendorTypeId')}
        error={errorOf('vendorTypeId')}
      />
      <TextInput
        label={t('vendors.list.contactName')}
        {...form.getInputProps('contactName')}
        error={errorOf('contactName')}
      />
      <TextInput
        label={t('vendors.list.contactEmail')}
        type="email"
        {...form.getInputProps('contactEmail')}
        error={errorOf('contactEmail')}
      />
      <Switch label={t('org.common.active')} {...form.getInputProps('isActive', { type: 'checkbox' })} />
    </FormModal>
  );
}
