import { useState } from 'react';
import {
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  policyHolidayInput,
  type PolicyHolidayInput,
  type PolicyHolidayView,
  type PolicyPlanView,
} from '@tenure/domain/policies';
import { EmptyState, LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { DeleteDialog, type DeleteTarget } from '../../../components/crud/DeleteDialog.tsx';
import { RowActions } from '../../../components/crud/RowActions.tsx';
import { reportSaveError, validateWith } from '../../../lib/forms/formErrors.ts';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { showToast } from '../../../lib/toast.ts';
import { useDeleteHoliday, usePlanHolidays, useSaveHoliday } from '../api.ts';
import { useFormatDate } from '../../../lib/dates.ts';
import { DateField } from '../../../components/DateField.tsx';

interface HolidayValues {
  date: string;
  name: string;
  isOptional: boolean;
}

const EMPTY: HolidayValues = { date: '', name: '', isOptional: false };
const toInput = (values: HolidayValues): PolicyHolidayInput => ({ ...values, name: values.name.trim() });

/** The holiday calendar of a holiday plan, one year at a time, with add, edit and delete. */
export function HolidaysDialog({ plan, onClose }: { plan: PolicyPlanView; onClose(): void }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatDate();
  const messageText = useMessageText();
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const holidays = usePlanHolidays(plan.id, year);
  const save = useSaveHoliday(plan.id);
  const remove = useDeleteHoliday(plan.id);
  const [editing, setEditing] = useState<PolicyHolidayView | null>(null);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const form = useForm<HolidayValues>({ initialValues: EMPTY, validate: validateWith(policyHolidayInput, toInput) });
  // A holiday saved into a far year brings that year into the choice.
  const years = [...new Set([thisYear - 1, thisYear, thisYear + 1, thisYear + 2, year])].sort((a, b) => a - b);

  const errorOf = (path: keyof HolidayValues) => {
    const error = form.errors[path];
    return error ? messageText(String(error)) : undefined;
  };

  const startEdit = (holiday: PolicyHolidayView) => {
    setEditing(holiday);
    form.setValues({ date: holiday.date, name: holiday.name, isOptional: holiday.isOptional });
    form.clearErrors();
  };

  const stopEdit = () => {
    setEditing(null);
    form.setValues(EMPTY);
    form.clearErrors();
  };

  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ id: editing?.id ?? null, input: toInput(values) });
      showToast('success', t(editing ? 'messages.updated' : 'messages.added'));
      stopEdit();
      // Show the year the holiday went into.
      setYear(Number(saved.date.slice(0, 4)));
    } catch (error) {
      if (error instanceof Error) reportSaveError(error, form.setErrors, messageText);
    }
  });

  let list;
  if (holidays.isPending) list = <LoadingState />;
  else if (holidays.isError) list = <LoadErrorState error={holidays.error} onRetry={() => void holidays.refetch()} />;
  else if (holidays.data.length === 0) list = <EmptyState text={t('policies.holiday.empty', { year })} />;
  else {
    list = (
      <Table.ScrollContainer minWidth={420}>
        <Table striped verticalSpacing="xs" data-testid="plan-holidays">
          <Table.Caption>{t('policies.holiday.caption', { year })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('policies.holiday.date')}</Table.Th>
              <Table.Th scope="col">{t('policies.holiday.name')}</Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>{t('org.common.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {holidays.data.map((holiday) => (
              <Table.Tr key={holiday.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(holiday.date)}</Table.Td>
                <Table.Td>
                  <Group gap={6}>
                    <Text size="sm">{holiday.name}</Text>
                    {holiday.isOptional && (
                      <Badge size="sm" variant="default">
                        {t('policies.holiday.optionalBadge')}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <RowActions
                    name={holiday.name}
                    onEdit={() => startEdit(holiday)}
                    onDelete={() => setDeleting(holiday)}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('policies.holiday.title', { name: plan.name })}
      size="lg"
      closeButtonProps={{ 'aria-label': t('org.common.close') }}
    >
      <Stack gap="md">
        <Paper withBorder p="sm" radius="md" component="form" onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Group align="flex-start" gap="sm" grow preventGrowOverflow={false} wrap="wrap">
              <DateField
                label={t('policies.holiday.date')}
                withAsterisk
                {...form.getInputProps('date')}
                error={errorOf('date')}
                miw={150}
              />
              <TextInput
                label={t('policies.holiday.name')}
                withAsterisk
                {...form.getInputProps('name')}
                error={errorOf('name')}
                miw={180}
              />
            </Group>
            <Group justify="space-between" gap="sm">
              <Checkbox
                label={t('policies.holiday.optional')}
                {...form.getInputProps('isOptional', { type: 'checkbox' })}
              />
              <Group gap="sm">
                {editing && (
                  <Button variant="default" onClick={stopEdit}>
                    {t('policies.holiday.cancelEdit')}
                  </Button>
                )}
                <Button type="submit" loading={save.isPending}>
                  {t(editing ? 'policies.holiday.save' : 'policies.holiday.add')}
                </Button>
              </Group>
            </Group>
          </Stack>
        </Paper>
        <NativeSelect
          label={t('policies.holiday.year')}
          data={years.map(String)}
          value={String(year)}
          onChange={(event) => setYear(Number(event.currentTarget.value))}
          w={140}
        />
        {list}
      </Stack>
      <DeleteDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        remove={(id) => remove.mutateAsync(id)}
        texts={{
          title: t('policies.holiday.deleteTitle'),
          question: (name) => t('policies.holiday.deleteQuestion', { name }),
          deleted: t('messages.deleted'),
        }}
      />
    </Modal>
  );
}
