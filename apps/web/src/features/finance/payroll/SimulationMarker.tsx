import type { ReactNode } from 'react';
import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** "Simulation — not payroll" on every simulation screen; dark text, as the light alert's own title colour lacks contrast. */
export function SimulationMarker({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      data-testid="simulation-marker"
    >
      <Text fw={700} c="red.9">
        {t('payroll.marker')}
      </Text>
      {children}
    </Alert>
  );
}
