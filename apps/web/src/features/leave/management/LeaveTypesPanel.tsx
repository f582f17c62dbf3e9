import { useState } from 'react';
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LeaveTypeView } from '@tenure/domain/leave';
import { AddButton } from '../../../components/crud/AddButton.tsx';
import { CrudPanel } from '../../../components/crud/CrudPanel.tsx';
import { CrudTable, NameCell } from '../../../components/crud/CrudTable.tsx';
import { RowActions, StatusBadge } from '../../../components/crud/RowActions.tsx';
import { useDeleteLeaveType, useLeaveTypes } from '../setupApi.ts';
import { LeaveTypeForm } from './LeaveTypeForm.tsx';

/** HR's leave types: the standard ones and custom ones, each with its rules; a type in use cannot be deleted (409). */
export function LeaveTypesPanel() {
  const { t } = useTranslation();
  const types = useLeaveTypes();
  const remove = useDeleteLeaveType();
  const [editing, setEditing] = useState<LeaveTypeView | 'new' | null>(null);

  return (
    <CrudPanel
      query={types}
      emptyText={t('leave.types.empty')}
      toolbar={
        <Group justify="space-between" mb="md">
          <Text size="sm" c="dimmed">
            {t('leave.types.intro')}
          </Text>
          <AddButton onClick={() => setEditing('new')}>{t('leave.types.add')}</AddButton>
        </Group>
      }
      form={
        editing && <LeaveTypeForm leaveType={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      }
      remove={(id) => remove.mutateAsync(id)}
      deleteTexts={{
        title: t('org.common.deleteTitle'),
        question: (name) => t('org.common.deleteQuestion', { name }),
        deleted: t('messages.deleted'),
      }}
    >
      {(items, confirmDelete) => (
        <CrudTable
          testId="leave-types-table"
          minWidth={900}
          rows={items}
          rowKey={(type) => type.id}
          columns={[
            { header: t('leave.types.fields.name'), cell: (type) => <NameCell name={type.name} detail={type.code} /> },
            { header: t('leave.types.fields.category'), cell: (type) => type.category },
            {
              header: t('leave.types.fields.annualQuota'),
              cell: (type) =>
                t('leave.types.quotaCell', {
                  count: type.annualQuota,
                  frequency: t(`leave.types.frequencies.${type.accrualFrequency}`),
                }),
            },
            { header: t('leave.types.fields.financialYear'), cell: (type) => type.financialYear },
            {
              header: t('leave.types.fields.paid'),
              cell: (type) => (
                <Group gap={4}>
                  <Text size="sm">{type.isPaid ? t('leave.types.paid') : t('leave.types.unpaid')}</Text>
                  {type.isCustom && (
                    <Badge size="sm" variant="outline" color="gray.8" radius="sm">
                      {t('leave.types.custom')}
                    </Badge>
                  )}
                </Group>
              ),
            },
            { header: t('org.common.status'), cell: (type) => <StatusBadge active={type.isActive} /> },
          ]}
          actions={(type) => (
            <RowActions
              name={type.name}
              onEdit={() => setEditing(type)}
              onDelete={() => confirmDelete({ id: type.id, name: type.name })}
            />
          )}
        />
      )}
    </CrudPanel>
  );
}
