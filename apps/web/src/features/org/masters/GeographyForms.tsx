import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { cityInput, stateInput, type CityView, type StateView } from '@tenure/domain/org';
import { useSaveCity, useSaveState } from '../../../lib/masters/geographyApi.ts';
import { FormModal } from '../../../components/forms/FormModal.tsx';
import { useEntityForm } from '../../../components/forms/useEntityForm.ts';

interface StateFormProps {
  countryId: string;
  countryName: string;
  state: StateView | null;
  onClose(): void;
}

export function StateForm({ countryId, countryName, state, onClose }: StateFormProps) {
  const { t } = useTranslation();
  const save = useSaveState();
  const { form, submit, saving, errorOf } = useEntityForm({
    initialValues: { name: state?.name ?? '', code: state?.code ?? '' },
    schema: stateInput,
    toInput: (v) => ({ countryId, name: v.name, code: v.code }),
    save: (input) => save.mutateAsync({ id: state?.id ?? null, input }),
    nameOf: (input) => input.name.trim(),
    onSaved: onClose,
  });
  return (
    <FormModal
      title={t(state ? 'org.geography.editState' : 'org.geography.addState', { country: countryName })}
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
      <TextInput label={t('org.common.code')} {...form.getInputProps('code')} error={errorOf('code')} />
    </FormModal>
  );
}

interface CityFormProps {
  state: StateView;
  city: CityView | null;
  onClose(): void;
}

export function CityForm({ state, city, onClose }: CityFormProps) {
  const { t } = useTranslation();
  const save = useSaveCity();
  const { form, submit, saving, errorOf } = useEntityForm({
    initialValues: { name: city?.name ?? '' },
    schema: cityInput,
    toInput: (v) => ({ stateId: state.id, name: v.name }),
    save: (input) => save.mutateAsync({ id: city?.id ?? null, input }),
    nameOf: (input) => input.name.trim(),
    onSaved: onClose,
  });
  return (
    <FormModal
      title={t(city ? 'org.geography.editCity' : 'org.geography.addCity', { state: state.name })}
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
    </FormModal>
  );
}
