import { useTranslation } from 'react-i18next';
import type { Destination } from './destinations.ts';

/** The visible name of a destination: a nav label, or a report title. */
export function useDestinationLabel(): (label: Destination['label']) => string {
  const { t } = useTranslation();
  return (label) => (typeof label === 'string' ? t(`nav.${label}`) : t(`reports.${label.report}`));
}
