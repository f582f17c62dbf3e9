import { useCallback, useMemo, useState } from 'react';
import {
  Badge,
  Button,
  Code,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FLAG_AREAS, FLAG_INFO, RISKY_FLAGS, type FlagKey, type FlagSettingView } from '@tenure/domain/flags';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Page } from '../../components/Page.tsx';
import { EmptyState, LoadErrorState, LoadingState } from '../../components/QueryStates.tsx';
import { useMessageText } from '../../lib/i18n/useMessage.ts';
import { showToast } from '../../lib/toast.ts';
import { useFlagSettings, useOverrideFlag, useResetFlag } from './flagsApi.ts';
import { flagMatches, FLAG_FILTERS, type FlagFilter, type FlagTexts } from './flagFilter.ts';

/** A flag's name and description in the reader's language. */
function useFlagTexts(): (flag: FlagKey) => FlagTexts {
  const { t } = useTranslation();
  return useCallback(
    (flag: FlagKey) => ({
      name: t(`featureFlags.flags.${flag}.name`),
      description: t(`featureFlags.flags.${flag}.description`),
    }),
    [t],
  );
}

/**
 * /feature-flags: every flag of the tenant with its preset default, the override and the value in
 * effect, grouped by area; switch a flag (risky ones after a question) or reset it to the preset.
 */
export function FeatureFlagsPage() {
  const { t } = useTranslation();
  const settings = useFlagSettings();
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<FlagFilter>('all');
  const flagTexts = useFlagTexts();
  return (
    <Page title={t('nav.featureFlags')} intro={t('featureFlags.intro')}>
      {settings.isPending ? (
        <LoadingState />
      ) : settings.isError ? (
        <LoadErrorState error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <Stack gap="md">
          <Text size="sm">
            {t('featureFlags.preset', { preset: t(`featureFlags.presets.${settings.data.preset}`) })}
          </Text>
          <Group gap="md" align="flex-end">
            <TextInput
              label={t('featureFlags.search')}
              placeholder={t('featureFlags.searchPlaceholder')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
              style={{ flex: 1, minWidth: 220 }}
            />
            <SegmentedControl
              aria-label={t('featureFlags.filterLabel')}
              value={filter}
              onChange={(value) => setFilter(value as FlagFilter)}
              data={FLAG_FILTERS.map((value) => ({ value, label: t(`featureFlags.filters.${value}`) }))}
            />
          </Group>
          <FlagGroups
            flags={settings.data.flags.filter((flag) => flagMatches(flag, flagTexts(flag.flag), query, filter))}
          />
        </Stack>
      )}
    </Page>
  );
}

function FlagGroups({ flags }: { flags: FlagSettingView[] }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<FlagSettingView | null>(null);
  const override = useOverrideFlag();
  const reset = useResetFlag();
  const messageText = useMessageText();
  const flagTexts = useFlagTexts();
  const groups = useMemo(
    () =>
      FLAG_AREAS.map((area) => ({ area, flags: flags.filter((f) => FLAG_INFO[f.flag].area === area) })).filter(
        (g) => g.flags.length > 0,
      ),
    [flags],
  );

  const toggle = (flag: FlagSettingView) => {
    const enabled = !flag.effective;
    override.mutate(
      { flag: flag.flag, enabled },
      {
        onSuccess: () => {
          setAsking(null);
          showToast(
            'success',
            t(enabled ? 'featureFlags.turnedOn' : 'featureFlags.turnedOff', { name: flagTexts(flag.flag).name }),
          );
        },
        onError: (error) => showToast('error', messageText(error.message)),
      },
    );
  };
  const resetFlag = (flag: FlagKey) =>
    reset.mutate(flag, {
      onSuccess: () => showToast('success', t('featureFlags.resetDone', { name: flagTexts(flag).name })),
      onError: (error) => showToast('error', messageText(error.message)),
    });

  if (groups.length === 0) return <EmptyState text={t('featureFlags.noMatch')} />;
  return (
    <>
      {groups.map(({ area, flags: inArea }) => (
        <Paper key={area} withBorder p="md" radius="md" component="section" aria-labelledby={`flag-area-${area}`}>
          <Title order={2} size="h4" id={`flag-area-${area}`} mb="sm">
            {t(`featureFlags.areas.${area}`)}
          </Title>
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('featureFlags.columns.flag')}</Table.Th>
                  <Table.Th>{t('featureFlags.columns.preset')}</Table.Th>
                  <Table.Th>{t('featureFlags.columns.override')}</Table.Th>
                  <Table.Th>{t('featureFlags.columns.effective')}</Table.Th>
                  <Table.Th>{t('featureFlags.columns.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {inArea.map((flag) => (
                  <FlagRow
                    key={flag.flag}
                    flag={flag}
                    busy={override.isPending || reset.isPending}
                    onToggle={() => (RISKY_FLAGS.includes(flag.flag) ? setAsking(flag) : toggle(flag))}
                    onReset={() => resetFlag(flag.flag)}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      ))}
      <ConfirmDialog
        opened={asking !== null}
        title={t('featureFlags.confirmTitle')}
        message={
          asking
            ? t(asking.effective ? 'featureFlags.confirmOff' : 'featureFlags.confirmOn', {
                name: flagTexts(asking.flag).name,
              })
            : ''
        }
        confirmLabel={t('featureFlags.confirm')}
        cancelLabel={t('featureFlags.cancel')}
        onConfirm={() => asking && toggle(asking)}
        onClose={() => setAsking(null)}
        loading={override.isPending}
        danger
      />
    </>
  );
}

function FlagRow({
  flag,
  busy,
  onToggle,
  onReset,
}: {
  flag: FlagSettingView;
  busy: boolean;
  onToggle(): void;
  onReset(): void;
}) {
  const { t } = useTranslation();
  const { name, description } = useFlagTexts()(flag.flag);
  return (
    <Table.Tr data-testid={`flag-${flag.flag}`}>
      <Table.Td>
        <Text fw={600}>{name}</Text>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
        <Code>{flag.flag}</Code>
      </Table.Td>
      <Table.Td>
        <OnOff value={flag.presetDefault} />
      </Table.Td>
      <Table.Td data-testid="flag-override">
        {flag.override === null ? (
          <Text c="dimmed">{t('featureFlags.noOverride')}</Text>
        ) : (
          <Badge variant="dot" color="grape">
            <OnOff value={flag.override} />
          </Badge>
        )}
      </Table.Td>
      <Table.Td>
        <Switch
          checked={flag.effective}
          onChange={onToggle}
          disabled={busy}
          label={<OnOff value={flag.effective} />}
          aria-label={t('featureFlags.toggle', { name })}
        />
      </Table.Td>
      <Table.Td>
        <Button
          size="xs"
          variant="default"
          disabled={flag.override === null || busy}
          onClick={onReset}
          aria-label={t('featureFlags.resetNamed', { name })}
        >
          {t('featureFlags.reset')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

function OnOff({ value }: { value: boolean }) {
  const { t } = useTranslation();
  return <>{value ? t('featureFlags.on') : t('featureFlags.off')}</>;
}
