import { useState } from 'react';
import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isListSection, type EditableSectionKey } from '@tenure/domain/employees';
import type { Country } from '@tenure/domain/validation';
import { reportSaveError } from '../../../lib/forms/formErrors.ts';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { showToast } from '../../../lib/toast.ts';
import { useSaveProfileSection } from '../profileApi.ts';
import { SECTION_FIELDS } from './sectionFields.ts';
import { SectionFields } from './SectionFields.tsx';
import { emptyEntry, sectionErrors, toFormValues, toSectionInput, type FormValues } from './sectionForm.ts';

interface SectionEditModalProps {
  employeeNumber: string;
  section: EditableSectionKey;
  country: Country;
  data: unknown;
  onClose(): void;
}

/**
 * Edits one section with the shared schema of the employee's country; the server checks again and
 * its field errors land on the same fields.
 */
export function SectionEditModal({ employeeNumber, section, country, data, onClose }: SectionEditModalProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const phone = useMediaQuery('(max-width: 36em)');
  const save = useSaveProfileSection(employeeNumber);
  const [initial] = useState(() => toFormValues(section, data));
  const form = useForm<FormValues>({
    initialValues: initial,
    validate: (values) => sectionErrors(section, country, initial, values),
  });
  const title = t('employees.profile.editSection', { section: t(`employees.sections.${section}`) });
  const fields = SECTION_FIELDS[section];

  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync({ section, input: toSectionInput(section, values) });
      showToast('success', t('employees.profile.saved', { section: t(`employees.sections.${section}`) }));
      onClose();
    } catch (error) {
      if (error instanceof Error) reportSaveError(error, form.setErrors, messageText);
    }
  });

  const entries = Array.isArray(form.values.entries) ? form.values.entries : [];
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      size="xl"
      fullScreen={phone}
      centered
      closeButtonProps={{ 'aria-label': t('employees.profile.close') }}
    >
      <form onSubmit={submit} noValidate data-testid={`section-form-${section}`}>
        <Stack gap="md">
          {isListSection(section) ? (
            <>
              {entries.length === 0 && <Text c="dimmed">{t('employees.profile.noEntries')}</Text>}
              {entries.map((_, index) => (
                <Paper key={index} withBorder p="sm" radius="sm">
                  <Group justify="space-between" mb="xs">
                    <Text fw={600} size="sm">
                      {t('employees.profile.entry', { number: index + 1 })}
                    </Text>
                    <Button
                      variant="subtle"
                      color="red"
                      size="xs"
                      leftSection={<IconTrash size={14} aria-hidden />}
                      onClick={() => form.removeListItem('entries', index)}
                    >
                      {t('employees.profile.removeEntry', { number: index + 1 })}
                    </Button>
                  </Group>
                  <SectionFields
                    section={section}
                    country={country}
                    fields={fields}
                    form={form}
                    prefix={`entries.${index}.`}
                  />
                </Paper>
              ))}
              <Button
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => form.insertListItem('entries', emptyEntry(section))}
                style={{ alignSelf: 'flex-start' }}
              >
                {t('employees.profile.addEntry')}
              </Button>
            </>
          ) : (
            <SectionFields section={section} country={country} fields={fields} form={form} prefix="" />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('employees.profile.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('employees.profile.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
