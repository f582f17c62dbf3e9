import { useMemo, useState } from 'react';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import {
  BULK_UPDATE_COLUMNS,
  BULK_UPDATE_KINDS,
  BULK_UPDATE_MESSAGES,
  bulkUpdateResult,
  type BulkUpdateKind,
} from '@tenure/domain/onboarding';
import { Page } from '../../../components/Page.tsx';
import { DryRunUpload } from '../../../components/upload/DryRunUpload.tsx';
import { bulkUpdateApi } from './bulkApi.ts';

/** /bulk-update: pick the kind of change, then template, dry run with row errors, load with progress. */
export function BulkUpdatePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<BulkUpdateKind>('jobDetails');
  const bulk = useMemo(() => bulkUpdateApi(kind), [kind]);
  return (
    <Page title={t('bulkUpdate.title')} intro={t('bulkUpdate.intro')}>
      <Stack gap={6}>
        <Text size="sm" fw={500} id="bulk-update-kind">
          {t('bulkUpdate.kindLabel')}
        </Text>
        <SegmentedControl
          aria-labelledby="bulk-update-kind"
          value={kind}
          onChange={(value) => setKind(value as BulkUpdateKind)}
          data={BULK_UPDATE_KINDS.map((k) => ({ value: k, label: t(`bulkUpdate.kinds.${k}`) }))}
          w="fit-content"
        />
        <Text size="sm" c="dimmed">
          <Trans
            i18nKey="bulkUpdate.columns"
            values={{
              columns: ['Employee Number', 'Effective Date', ...BULK_UPDATE_COLUMNS[kind].map((c) => c.heading)].join(
                ', ',
              ),
            }}
            components={{ names: <span translate="no" /> }}
          />
        </Text>
      </Stack>
      <DryRunUpload
        key={kind}
        downloadTemplate={bulk.template}
        templateName={`${bulk.fileName}-template.xlsx`}
        validate={async (file) => {
          const view = await bulk.validate(file);
          const counts = {
            rows: view.rows,
            employees: view.toChange,
            changes: view.changes,
            unchanged: view.unchanged,
            count: view.errors.length,
          };
          return {
            summary: view.errors.length ? t('bulkUpdate.summaryErrors', counts) : t('bulkUpdate.summary', counts),
            errors: view.errors,
          };
        }}
        downloadAnnotated={bulk.annotated}
        annotatedName={`${bulk.fileName}-errors.xlsx`}
        load={bulk.load}
        describe={(result) => {
          const parsed = bulkUpdateResult.safeParse(result);
          return parsed.success ? BULK_UPDATE_MESSAGES.done(parsed.data.employees, parsed.data.changes) : '';
        }}
        onFinished={() => queryClient.invalidateQueries({ queryKey: ['employees'] })}
      />
    </Page>
  );
}
