import { useState } from 'react';
import { ActionIcon, Button, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  FINANCE_COUNTRIES,
  type FinanceCountry,
  type FinanceLinkKind,
  type FinanceLinkView,
} from '@tenure/domain/finance';
import { LoadErrorState, LoadingState } from '../../components/QueryStates.tsx';
import { ApiRequestError } from '../../lib/api/index.ts';
import { useMessageText } from '../../lib/i18n/useMessage.ts';
import { showToast } from '../../lib/toast.ts';
import { useFinanceLinks, useSaveLinks } from './financeApi.ts';

type Area = 'pay' | 'esop';
const AREA_KINDS: Record<Area, FinanceLinkKind[]> = { pay: ['pay', 'tax'], esop: ['esop'] };

/** HR sets each country's pay and tax links (ManagePay) and ESOP links (ManageEsop). */
export function LinksTab({ areas }: { areas: readonly Area[] }) {
  const { t } = useTranslation();
  const [country, setCountry] = useState<FinanceCountry>('US');
  const links = useFinanceLinks();
  if (links.isError) return <LoadErrorState error={links.error} onRetry={() => void links.refetch()} />;
  if (!links.data) return <LoadingState />;
  return (
    <Stack gap="md">
      <NativeSelect
        label={t('finance.links.country')}
        data={FINANCE_COUNTRIES.map((c) => ({ value: c, label: t(`finance.countries.${c}`) }))}
        value={country}
        onChange={(event) => setCountry(event.currentTarget.value as FinanceCountry)}
        w={{ base: '100%', sm: 220 }}
      />
      {areas.map((area) => (
        <LinkEditor
          key={`${country}-${area}-${links.dataUpdatedAt}`}
          area={area}
          country={country}
          initial={links.data.filter((l) => l.country === country && AREA_KINDS[area].includes(l.kind))}
        />
      ))}
    </Stack>
  );
}

function LinkEditor({ area, country, initial }: { area: Area; country: FinanceCountry; initial: FinanceLinkView[] }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const save = useSaveLinks();
  const kinds = AREA_KINDS[area];
  const [rows, setRows] = useState(initial.map(({ kind, title, url }) => ({ kind, title, url })));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = (i: number, patch: Partial<(typeof rows)[number]>) =>
    setRows((current) => current.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  const submit = async () => {
    setErrors({});
    try {
      await save.mutateAsync({ area, country, links: rows });
      showToast('success', t('finance.links.saved'));
    } catch (error) {
      if (error instanceof ApiRequestError && Object.keys(error.fieldErrors).length > 0) setErrors(error.fieldErrors);
      else showToast('error', error instanceof Error ? messageText(error.message) : t('messages.somethingWentWrong'));
    }
  };
  const title = t(`finance.links.areas.${area}`, { country: t(`finance.countries.${country}`) });
  return (
    <Paper withBorder p="md" radius="md" data-testid={`links-${area}`}>
      <Title order={2} size="h5" mb="sm">
        {title}
      </Title>
      <Stack gap="xs">
        {rows.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('finance.links.none')}
          </Text>
        )}
        {rows.map((row, i) => (
          <Group key={i} align="flex-start" gap="xs" wrap="wrap">
            {kinds.length > 1 && (
              <NativeSelect
                label={t('finance.links.kind')}
                data={kinds.map((k) => ({ value: k, label: t(`finance.links.kinds.${k}`) }))}
                value={row.kind}
                onChange={(event) => update(i, { kind: event.currentTarget.value as FinanceLinkKind })}
                w={120}
              />
            )}
            <TextInput
              label={t('finance.links.title')}
              value={row.title}
              onChange={(event) => update(i, { title: event.currentTarget.value })}
              error={errors[`links.${i}.title`] && messageText(errors[`links.${i}.title`]!)}
              w={{ base: '100%', sm: 220 }}
            />
            <TextInput
              label={t('finance.links.url')}
              value={row.url}
              onChange={(event) => update(i, { url: event.currentTarget.value })}
              error={errors[`links.${i}.url`] && messageText(errors[`links.${i}.url`]!)}
              w={{ base: '100%', sm: 320 }}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={26}
              aria-label={t('finance.links.remove', { name: row.title || String(i + 1) })}
              onClick={() => setRows((current) => current.filter((_, j) => j !== i))}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setRows((current) => [...current, { kind: kinds[0]!, title: '', url: 'https://' }])}
          >
            {t('finance.links.add')}
          </Button>
          <Button onClick={() => void submit()} loading={save.isPending}>
            {t('finance.links.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
