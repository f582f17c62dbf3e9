import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Hours logged beside an estimate (flags estimatedHours and plpEstimatedHours): "64 h of 120 h",
 * in red with a note once the hours pass the estimate.
 */
export function EstimateFigure({ estimated, logged }: { estimated: number | null; logged: number }) {
  const { t } = useTranslation();
  if (estimated === null) return <Text size="sm">{t('projects.estimates.loggedOnly', { logged: String(logged) })}</Text>;
  const over = logged > estimated;
  return (
    <Text size="sm" c={over ? 'red.8' : undefined} fw={over ? 600 : undefined}>
      {t('projects.estimates.loggedOf', { logged: String(logged), estimated: String(estimated) })}
      {over && ` · ${t('projects.estimates.over')}`}
    </Text>
  );
}
