import { useState } from 'react';
import { Alert, Button, Combobox, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EmployeeSearchResult } from '@tenure/domain/employees';
import { ApiRequestError } from '../../../lib/api/index.ts';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { showToast } from '../../../lib/toast.ts';
import { useChangeReportingManager } from '../api.ts';
import { EmployeeSearchDropdown } from '../../../components/employees/EmployeeSearchDropdown.tsx';
import { useEmployeeSearch } from '../../../components/employees/useEmployeeSearch.ts';

interface ReportingManagerModalProps {
  employeeNumber: string;
  employeeName: string;
  currentManagerName: string | null;
  onClose(): void;
}

/** HR picks the new reporting manager, confirms, and sees a refused move (a loop) right here. */
export function ReportingManagerModal({
  employeeNumber,
  employeeName,
  currentManagerName,
  onClose,
}: ReportingManagerModalProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const search = useEmployeeSearch();
  const change = useChangeReportingManager(employeeNumber);
  const [chosen, setChosen] = useState<EmployeeSearchResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  const pick = (number: string) => {
    setChosen(search.results.find((r) => r.employeeNumber === number) ?? null);
    setError(null);
    search.clear();
  };

  const errorText = (failure: Error, manager: EmployeeSearchResult) => {
    if (failure instanceof ApiRequestError && failure.code === 'HIERARCHY_CYCLE') {
      return t('employees.reportingManager.cycle', { manager: manager.displayName, employee: employeeName });
    }
    const fieldError = failure instanceof ApiRequestError ? failure.fieldErrors.managerEmployeeNumber : undefined;
    return messageText(fieldError ?? failure.message);
  };

  const confirm = async (manager: EmployeeSearchResult) => {
    try {
      await change.mutateAsync(manager.employeeNumber);
      showToast(
        'success',
        t('employees.reportingManager.changed', { employee: employeeName, manager: manager.displayName }),
      );
      onClose();
    } catch (failure) {
      if (failure instanceof Error) setError(errorText(failure, manager));
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('employees.reportingManager.title')}
      centered
      closeButtonProps={{ 'aria-label': t('employees.profile.close') }}
    >
      <Stack gap="md" data-testid="reporting-manager-modal">
        <Text size="sm">
          {t('employees.reportingManager.current', {
            name: currentManagerName ?? t('employees.reportingManager.none'),
          })}
        </Text>
        <Combobox store={search.combobox} onOptionSubmit={pick}>
          <Combobox.Target>
            <TextInput
              label={t('employees.reportingManager.searchLabel')}
              placeholder={t('employees.reportingManager.searchPlaceholder')}
              leftSection={<IconSearch size={16} aria-hidden />}
              rightSection={search.query.isFetching ? <Loader size={14} /> : null}
              {...search.inputProps}
              data-testid="reporting-manager-search"
            />
          </Combobox.Target>
          <EmployeeSearchDropdown
            search={search}
            label={t('employees.reportingManager.searchLabel')}
            failedText={t('employees.reportingManager.searchFailed')}
          />
        </Combobox>
        {chosen && (
          <Text size="sm" fw={600} data-testid="reporting-manager-question">
            {t('employees.reportingManager.question', { employee: employeeName, manager: chosen.displayName })}
          </Text>
        )}
        {error && (
          <Alert
            color="red"
            icon={<IconAlertCircle size={18} aria-hidden />}
            role="alert"
            data-testid="reporting-manager-error"
          >
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('employees.profile.cancel')}
          </Button>
          <Button disabled={!chosen} loading={change.isPending} onClick={() => chosen && void confirm(chosen)}>
            {t('employees.reportingManager.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
