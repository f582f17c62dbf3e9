import { useState } from 'react';
import { Button, Group, NumberInput, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  TAX_DECLARATION_KEYS,
  TAX_DECLARATION_LIMITS,
  type TaxDeclarationKey,
  type TaxDeclarationView,
  type TaxRegime,
} from '@tenure/domain/finance';
import { ApiRequestError } from '../../lib/api/index.ts';
import { useMessageText } from '../../lib/i18n/useMessage.ts';
import { showToast } from '../../lib/toast.ts';
import { useSaveTaxDeclaration } from './financeApi.ts';

/** India: the regime of the financial year and, under the old regime, the declarations with their limits. */
export function TaxDeclarationForm({ declaration }: { declaration: TaxDeclarationView }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const save = useSaveTaxDeclaration();
  const [regime, setRegime] = useState<TaxRegime>(declaration.regime);
  const [amounts, setAmounts] = useState<Record<TaxDeclarationKey, number>>(
    Object.fromEntries(TAX_DECLARATION_KEYS.map((key) => [key, declaration.declarations[key] ?? 0])) as Record<
      TaxDeclarationKey,
      number
    >,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async () => {
    setErrors({});
    try {
      await save.mutateAsync({ financialYear: declaration.financialYear, regime, declarations: amounts });
      showToast('success', t('finance.tax.saved'));
    } catch (error) {
      if (error instanceof ApiRequestError && Object.keys(error.fieldErrors).length > 0) setErrors(error.fieldErrors);
      else showToast('error', error instanceof Error ? messageText(error.message) : t('messages.somethingWentWrong'));
    }
  };

  return (
    <Stack gap="sm" data-testid="tax-declaration">
      <Text size="sm">{t('finance.tax.intro', { year: declaration.financialYear })}</Text>
      <SegmentedControl
        aria-label={t('finance.tax.regime')}
        value={regime}
        onChange={(value) => setRegime(value as TaxRegime)}
        data={[
          { value: 'new', label: t('finance.tax.regimes.new') },
          { value: 'old', label: t('finance.tax.regimes.old') },
        ]}
        w={{ base: '100%', sm: 360 }}
      />
      {regime === 'new' ? (
        <Text size="sm" c="dimmed">
          {t('finance.tax.newRegimeNote')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {TAX_DECLARATION_KEYS.map((key) => {
            const limit = TAX_DECLARATION_LIMITS[key];
            return (
              <NumberInput
                key={key}
                label={t(`finance.tax.declarations.${key}`)}
                description={
                  limit === null ? undefined : t('finance.tax.limit', { limit: limit.toLocaleString('en-IN') })
                }
                prefix="₹ "
                thousandSeparator=","
                min={0}
                max={limit ?? undefined}
                allowDecimal={false}
                value={amounts[key]}
                onChange={(value) =>
                  setAmounts((current) => ({ ...current, [key]: typeof value === 'number' ? value : 0 }))
                }
                error={errors[`declarations.${key}`] ? messageText(errors[`declarations.${key}`]!) : undefined}
              />
            );
          })}
        </SimpleGrid>
      )}
      <Group>
        <Button onClick={() => void submit()} loading={save.isPending}>
          {t('finance.tax.save')}
        </Button>
      </Group>
    </Stack>
  );
}
