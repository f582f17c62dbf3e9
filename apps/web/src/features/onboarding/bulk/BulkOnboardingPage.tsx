import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { bulkLoadResult, type BulkOnboardingKind } from '@tenure/domain/onboarding';
import { Page } from '../../../components/Page.tsx';
import { DryRunUpload } from '../../../components/upload/DryRunUpload.tsx';
import { bulkOnboardingApi } from './bulkApi.ts';

const FILE_NAME: Record<BulkOnboardingKind, string> = {
  employee: 'bulk-onboarding',
  consultant: 'bulk-consultant-onboarding',
};

/** /bulk-onboarding and /bulk-consultant-onboarding: template, dry run with row errors, load with progress. */
export function BulkOnboardingPage({ kind }: { kind: BulkOnboardingKind }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const bulk = useMemo(() => bulkOnboardingApi(kind), [kind]);
  return (
    <Page title={t(`bulkOnboarding.${kind}.title`)} intro={t(`bulkOnboarding.${kind}.intro`)}>
      <DryRunUpload
        downloadTemplate={bulk.template}
        templateName={`${FILE_NAME[kind]}-template.xlsx`}
        validate={async (file) => {
          const view = await bulk.validate(file);
          const counts = {
            rows: view.rows,
            toCreate: view.toCreate,
            existing: view.alreadyOnboarded.length,
            count: view.errors.length,
          };
          return {
            summary: view.errors.length
              ? t('bulkOnboarding.summaryErrors', counts)
              : t('bulkOnboarding.summary', counts),
            errors: view.errors,
          };
        }}
        downloadAnnotated={bulk.annotated}
        annotatedName={`${FILE_NAME[kind]}-errors.xlsx`}
        load={bulk.load}
        describe={(result) => {
          const parsed = bulkLoadResult.safeParse(result);
          if (!parsed.success) return '';
          const { created, skipped, onboarded } = parsed.data;
          if (created === 0) return t('bulkOnboarding.allAlreadyOnboarded', { count: skipped });
          // Who was onboarded under which number: the first ones by name, the rest counted.
          const named = onboarded.map((p) => `${p.employeeNumber} ${p.displayName}`).join(', ');
          const more = created - onboarded.length;
          const people = more > 0 ? t('bulkOnboarding.andMore', { people: named, count: more }) : named;
          const loaded = t('bulkOnboarding.loaded', { count: created, people });
          return skipped > 0 ? `${loaded} ${t('bulkOnboarding.skipped', { count: skipped })}` : loaded;
        }}
        onFinished={() => queryClient.invalidateQueries({ queryKey: ['employees'] })}
      />
    </Page>
  );
}
