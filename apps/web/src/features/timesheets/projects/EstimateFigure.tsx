import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Hours logged beside an estimate (flags estimatedHours and plpEstimatedHours): "64 h of 120 h",
 * with a red mark once the hours pass the estimate.
 */
export function EstimateFigure({ estimated, logged }: { estimated: number | null; logged: number }) {
  const { t } = useTranslation();
  if (estimated === null)
    return <Text size="sm">{t('projects.estimates.loggedOnly', { logged: String(logged) })}</Text>;
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm">
        {t('projects.estimates.loggedOf', { logged: String(logged), estimated: String(estimated) })}
      </Text>
      {logged > estimated && (
        <Badge color="red" variant="light" tt="none">
          {t('projects.estimates.over')}
        </Badge>
      )}
    </Group>
  );
}
