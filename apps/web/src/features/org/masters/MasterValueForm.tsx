import { NumberInput, SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { masterValueInput, type MasterType, type MasterValueInput, type MasterValueView } from '@tenure/domain/org';
import { useSaveMasterValue } from '../../../lib/masters/masterValuesApi.ts';
import { FormModal } from '../../../components/forms/FormModal.tsx';
import { useEntityForm } from '../../../components/forms/useEntityForm.ts';
import { orderIdOf } from './formValues.ts';

interface MasterValueFormProps {
  masterType: MasterType;
  typeLabel: string;
  value: MasterValueView | null;
  onClose(): void;
}

export function MasterValueForm({ masterType, typeLabel, value, onClose }: MasterValueFormProps) {
  const { t } = useTranslation();
  const save = useSaveMasterValue(masterType);
  const { form, submit, saving, errorOf } = useEntityForm({
    initialValues: {
      name: value?.name ?? '',
      code: value?.code ?? '',
      description: value?.description ?? '',
      orderId: value?.orderId ?? ('' as number | string),
      isActive: value?.isActive ?? true,
    },
    schema: masterValueInput,
    toInput: (v): MasterValueInput => ({ ...v, orderId: orderIdOf(v.orderId) }),
    save: (input) => save.mutateAsync({ id: value?.id ?? null, input }),
    nameOf: (input) => input.name.trim(),
    onSaved: onClose,
  });

  return (
    <FormModal
      title={t(value ? 'org.masters.editValue' : 'org.masters.addValue', { type: typeLabel })}
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
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t('org.common.code')} {...form.getInputProps('code')} error={errorOf('code')} />
        <NumberInput
          label={t('org.common.order')}
          min={0}
          allowDecimal={false}
          {...form.getInputProps('orderId')}
          error={errorOf('orderId')}
        />
      </SimpleGrid>
      <Textarea
        label={t('org.common.description')}
        autosize
        minRows={2}
        {...form.getInputProps('description')}
        error={errorOf('description')}
      />
      <Switch label={t('org.common.active')} {...form.getInputProps('isActive', { type: 'checkbox' })} />
    </FormModal>
  );
}
