import { useState } from 'react';
import { Badge, Group, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LegalEntityAdminView } from '@tenure/domain/org';
import { AddButton } from '../../../components/crud/AddButton.tsx';
import { CrudPanel } from '../../../components/crud/CrudPanel.tsx';
import { CrudTable, NameCell } from '../../../components/crud/CrudTable.tsx';
import { RowButton, StatusBadge } from '../../../components/crud/RowActions.tsx';
import { useLegalEntities } from '../../../lib/masters/legalEntitiesApi.ts';
import { LegalEntityForm } from './LegalEntityForm.tsx';

type Editing = { entity: LegalEntityAdminView | null } | null;

/**
 * The register of legal entities on the Legal Entity tab: the companies people are employed by and
 * work in (Switch Organization). Entities are never deleted (people, policies and history point at
 * them); they are made inactive instead.
 */
export function LegalEntitiesPanel({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const entities = useLegalEntities();
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <CrudPanel
      query={entities}
      emptyText={t('org.legalEntities.empty')}
      remove={() => Promise.resolve()}
      toolbar={
        <Group justify="space-between" align="flex-start" mb="md" gap="sm">
          <div>
            <Title order={2} size="h4">
              {t('org.legalEntities.title')}
            </Title>
            <Text c="dimmed" size="sm" maw={640}>
              {t('org.legalEntities.intro')}
            </Text>
          </div>
          {canEdit && <AddButton onClick={() => setEditing({ entity: null })}>{t('org.legalEntities.add')}</AddButton>}
        </Group>
      }
      form={editing && <LegalEntityForm entity={editing.entity} onClose={() => setEditing(null)} />}
    >
      {(rows) => (
        <CrudTable
          testId="legal-entities"
          minWidth={720}
          rows={rows}
          rowKey={(entity) => entity.id}
          columns={[
            {
              header: t('org.legalEntities.name'),
              cell: (entity) => (
                <Group gap={6} wrap="nowrap">
                  <NameCell name={entity.legalEntityName} detail={entity.legalEntityCode} />
                  {entity.isHoldingCompany && (
                    <Badge variant="light" radius="sm">
                      {t('org.legalEntities.holdingCompany')}
                    </Badge>
                  )}
                </Group>
              ),
            },
            { header: t('org.legalEntities.currency'), cell: (entity) => entity.currencyId ?? '—' },
            {
              header: t('org.legalEntities.address'),
              cell: (entity) => [entity.addressLine, entity.city, entity.postalCode].filter(Boolean).join(', ') || '—',
            },
            { header: t('org.common.status'), cell: (entity) => <StatusBadge active={entity.isActive} /> },
          ]}
          actions={
            canEdit
              ? (entity) => (
                  <Group justify="flex-end">
                    <RowButton
                      label={t('org.common.editNamed', { name: entity.legalEntityName })}
                      onClick={() => setEditing({ entity })}
                      icon={<IconPencil size={18} aria-hidden />}
                    />
                  </Group>
                )
              : undefined
          }
        />
      )}
    </CrudPanel>
  );
}
