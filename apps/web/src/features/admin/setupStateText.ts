import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { SetupAreaId, SetupAreaStatus } from '@tenure/domain/admin';

/** What a checklist line says about its area: a count ("3 locations") or what is missing. */
export function useSetupStateText(): (id: SetupAreaId, state: SetupAreaStatus) => string {
  const { t } = useTranslation();
  return useCallback(
    (id, state) => {
      switch (id) {
        case 'companyInformation':
          return state.missing.length === 0
            ? t('setup.state.companyComplete')
            : t('setup.state.companyMissing', {
                parts: state.missing.map((part) => t(`setup.companyParts.${part}`)).join(', '),
              });
        case 'policies':
          return t('setup.state.policies', { count: state.count ?? 0, total: state.total ?? 0 });
        case 'featureFlags':
          return state.count
            ? t('setup.state.featureFlags', { count: state.count })
            : t('setup.state.featureFlagsNone');
        case 'jobs':
          return state.count ? t('setup.state.jobsFailed', { count: state.count }) : t('setup.state.jobsNone');
        default:
          return t(`setup.state.${id}`, { count: state.count ?? 0 });
      }
    },
    [t],
  );
}
