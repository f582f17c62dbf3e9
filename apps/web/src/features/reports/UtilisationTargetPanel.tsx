import { useEffect, useState } from 'react';
import { Button, Group, NumberInput, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { section } from '@tenure/domain/access';
import { AMBER_BAND_POINTS } from '@tenure/domain/timesheets';
import { useHasAccess } from '../../lib/access/useHasAccess.ts';
import { useMessageText } from '../../lib/i18n/useMessage.ts';
import { showToast } from '../../lib/toast.ts';
import { useUtilisationTarget } from './utilisationApi.ts';

/** The utilisation target the KPI colours practices against; those who set timesheets up may change it. */
export function UtilisationTargetPanel() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const mayEdit = useHasAccess(section('ADMINISTRATION', 'TimesheetSetup'));
  const { target, save } = useUtilisationTarget();
  const [value, setValue] = useState<number | string>('');
  useEffect(() => {
    if (target.data) setValue(target.data.targetPercent);
  }, [target.data]);
  if (!target.data) return null;
  const current = target.data.targetPercent;
  return (
    <Paper withBorder p="md">
      <Text size="sm">
        {t('utilisation.target.current', { target: current, amber: current - AMBER_BAND_POINTS })}
        {target.data.isDefault ? ` ${t('utilisation.target.isDefault')}` : ''}
      </Text>
      {mayEdit && (
        <Group mt="sm" align="flex-end">
          <NumberInput
            label={t('utilisation.target.label')}
            min={1}
            max={100}
            decimalScale={2}
            suffix="%"
            value={value}
            onChange={setValue}
            w={180}
          />
          <Button
            loading={save.isPending}
            disabled={typeof value !== 'number' || value === current}
            onClick={() =>
              save.mutate(
                { targetPercent: Number(value) },
                {
                  onSuccess: () => showToast('success', t('utilisation.target.saved')),
                  onError: (error) => showToast('error', messageText(error.message)),
                },
              )
            }
          >
            {t('utilisation.target.save')}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
