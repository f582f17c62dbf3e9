import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { EMPLOYEE_SEARCH_DEBOUNCE_MS } from '@tenure/domain/employees';
import { ApiRequestError } from '../../lib/api/errors.ts';
import { useMessageText } from '../../lib/i18n/useMessage.ts';
import { showToast } from '../../lib/toast.ts';
import { useCreateUser, useEmployeesWithoutAccount } from './api.ts';

/** Creates an account for an employee without one; the server mails the invitation. */
export function CreateUserModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, EMPLOYEE_SEARCH_DEBOUNCE_MS);
  const employees = useEmployeesWithoutAccount(debounced, opened);
  const create = useCreateUser();
  const [employeeId, setEmployeeId] = useState<string | null>(null);
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const fieldErrors = create.error instanceof ApiRequestError ? create.error.fieldErrors : {};
  const employee = employees.data?.find((e) => e.employeeId === employeeId);

  const close = () => {
    create.reset();
    setEmployeeId(null);
    setUsername('');
    setEmail('');
    onClose();
  };
  const submit = () => {
    if (!employeeId) return;
    create.mutate(
      { employeeId, username: username.trim(), ...(email.trim() ? { email: email.trim() } : {}) },
      {
        onSuccess: (user) => {
          showToast('success', t('users.create.done', { username: user.username }));
          close();
        },
      },
    );
  };
  const error = (field: string) => (fieldErrors[field] ? messageText(fieldErrors[field]) : undefined);
  const general = create.error && Object.keys(fieldErrors).length === 0 ? messageText(create.error.message) : undefined;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('users.create.title')}
      centered
      closeButtonProps={{ 'aria-label': t('users.close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Select
            label={t('users.create.employee')}
            placeholder={t('users.create.employeeSearch')}
            data={(employees.data ?? []).map((e) => ({
              value: e.employeeId,
              label: `${e.name} (${e.employeeNumber})`,
            }))}
            value={employeeId}
            onChange={setEmployeeId}
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            filter={({ options }) => options}
            error={error('employeeId') ?? general}
            required
            data-testid="create-user-employee"
          />
          <TextInput
            label={t('users.create.username')}
            description={t('users.create.usernameHint')}
            value={username}
            onChange={(event) => setUsername(event.currentTarget.value)}
            error={error('username')}
            required
            data-testid="create-user-username"
          />
          <TextInput
            label={t('users.create.email')}
            description={t('users.create.emailHint')}
            placeholder={employee?.email ?? ''}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={error('email')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('users.actions.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} disabled={!employeeId || !username.trim()}>
              {t('users.create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
