import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FLOOR_NUMBER_RANGE, buildingInput, type BuildingInput, type BuildingView } from '@tenure/domain/org';
import { useSaveBuilding } from '../../../lib/masters/buildingsApi.ts';
import { useLocations } from '../../../lib/masters/geographyApi.ts';
import { FormModal } from '../../../components/forms/FormModal.tsx';
import { useEntityForm } from '../../../components/forms/useEntityForm.ts';

export const buildingInputOf = (b: BuildingView): BuildingInput => ({
  locationId: b.locationId,
  name: b.name,
  code: b.code,
  address: b.address,
  isActive: b.isActive,
  floors: b.floors.map(({ id, number, name }) => ({ id, number, name })),
});

interface FloorRow {
  id?: string;
  number: number | string;
  name: string;
}

/** A building of a location and its floors (number and name each; a new floor takes the next number). */
export function BuildingForm({
  building,
  defaultLocationId,
  onClose,
}: {
  building: BuildingView | null;
  defaultLocationId: string | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const save = useSaveBuilding();
  const locations = useLocations();
  const { form, submit, saving, errorOf } = useEntityForm({
    initialValues: {
      locationId: building?.locationId ?? defaultLocationId,
      name: building?.name ?? '',
      code: building?.code ?? '',
      address: building?.address ?? '',
      isActive: building?.isActive ?? true,
      floors: (building?.floors ?? []).map(({ id, number, name }): FloorRow => ({ id, number, name })),
    },
    schema: buildingInput,
    toInput: (v): BuildingInput => ({
      ...v,
      locationId: v.locationId ?? '',
      floors: v.floors.map((f) => ({
        ...(f.id ? { id: f.id } : {}),
        number: f.number === '' ? Number.NaN : Number(f.number),
        name: f.name,
      })),
    }),
    save: (input) => save.mutateAsync({ id: building?.id ?? null, input }),
    nameOf: (input) => input.name.trim(),
    onSaved: onClose,
  });

  const addFloor = () => {
    const numbers = form.values.floors.map((f) => Number(f.number)).filter(Number.isFinite);
    const next = numbers.length ? Math.min(Math.max(...numbers) + 1, FLOOR_NUMBER_RANGE.max) : 1;
    form.insertListItem('floors', { number: next, name: t('org.buildings.floorLabel', { number: next }) });
  };

  return (
    <FormModal
      title={t(building ? 'org.buildings.edit' : 'org.buildings.add')}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('org.common.name')}
          withAsterisk
          data-autofocus
          {...form.getInputProps('name')}
          error={errorOf('name')}
        />
        <TextInput label={t('org.common.code')} {...form.getInputProps('code')} error={errorOf('code')} />
      </SimpleGrid>
      <Select
        label={t('org.buildings.location')}
        withAsterisk
        data={(locations.data ?? []).map((l) => ({ value: l.id, label: l.name }))}
        searchable
        nothingFoundMessage={t('org.common.noMatches')}
        {...form.getInputProps('locationId')}
        error={errorOf('locationId')}
      />
      <TextInput label={t('org.buildings.address')} {...form.getInputProps('address')} error={errorOf('address')} />
      <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
        <Text component="legend" fw={600} size="sm">
          {t('org.buildings.floors')}
        </Text>
        {form.values.floors.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('org.buildings.noFloors')}
          </Text>
        )}
        {form.values.floors.map((floor, index) => (
          <Group key={floor.id ?? `new-${index}`} gap="sm" align="flex-start" wrap="nowrap" data-testid="floor-row">
            <NumberInput
              label={t('org.buildings.floorNumber')}
              w={120}
              allowDecimal={false}
              min={FLOOR_NUMBER_RANGE.min}
              max={FLOOR_NUMBER_RANGE.max}
              {...form.getInputProps(`floors.${index}.number`)}
              error={errorOf(`floors.${index}.number`)}
            />
            <TextInput
              label={t('org.buildings.floorName')}
              style={{ flex: 1 }}
              {...form.getInputProps(`floors.${index}.name`)}
              error={errorOf(`floors.${index}.name`)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={26}
              aria-label={t('org.buildings.removeFloor', { name: floor.name || String(floor.number) })}
              onClick={() => form.removeListItem('floors', index)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={addFloor}>
            {t('org.buildings.addFloor')}
          </Button>
        </Group>
        {errorOf('floors') && (
          <Text size="sm" c="red" role="alert">
            {errorOf('floors')}
          </Text>
        )}
      </Stack>
      <Switch label={t('org.common.active')} {...form.getInputProps('isActive', { type: 'checkbox' })} />
    </FormModal>
  );
}
