import { useTranslation } from 'react-i18next';
import type { FeatureRoute } from './routes.ts';

/** The visible name of a route: a nav label, or a report title. */
export function useDestinationLabel(): (label: FeatureRoute['label']) => string {
  const { t } = useTranslation();
  return (label) => (typeof label === 'string' ? t(`nav.${label}`) : t(`reports.${label.report}`));
}
