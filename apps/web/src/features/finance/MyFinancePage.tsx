import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/Page.tsx';
import { EmptyState, LoadErrorState, LoadingState } from '../../components/QueryStates.tsx';
import { LinkList } from './LinkList.tsx';
import { PayslipTable } from './PayslipTable.tsx';
import { TaxDeclarationForm } from './TaxDeclarationForm.tsx';
import { payslipSource, useMyFinance, useMyPayslips } from './financeApi.ts';
import { usePdfPreview } from './usePdfPreview.tsx';

function Fact({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text>{value ?? '—'}</Text>
    </div>
  );
}

/** /my-finance: one's pay links, bank and tax numbers (masked), India's tax regime and declarations, and payslips. */
export function MyFinancePage() {
  const { t } = useTranslation();
  const finance = useMyFinance();
  const payslips = useMyPayslips();
  const pdf = usePdfPreview('payslip-preview');

  if (finance.isError) return <LoadErrorState error={finance.error} onRetry={() => void finance.refetch()} />;
  if (!finance.data) return <LoadingState />;
  const mine = finance.data;
  const payLinks = mine.links.filter((l) => l.kind === 'pay');
  const taxLinks = mine.links.filter((l) => l.kind === 'tax');

  return (
    <Page title={t('nav.myPay')} intro={t('finance.myFinance.intro')}>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder p="lg" radius="md">
          <Title order={2} size="h4" mb="sm">
            {t('finance.myFinance.payLinks')}
          </Title>
          <LinkList links={payLinks} testId="pay-links" />
        </Paper>
        <Paper withBorder p="lg" radius="md" data-testid="bank-details">
          <Title order={2} size="h4" mb="sm">
            {t('finance.myFinance.bank')}
          </Title>
          {mine.bank ? (
            <SimpleGrid cols={2}>
              <Fact label={t('finance.myFinance.bankName')} value={mine.bank.bankName} />
              <Fact label={t('finance.myFinance.accountHolder')} value={mine.bank.accountHolderName} />
              <Fact label={t('finance.myFinance.accountNumber')} value={mine.bank.accountNumber} />
              <Fact label={t('finance.myFinance.branch')} value={mine.bank.branchCode} />
              <Fact label={t('finance.myFinance.taxId')} value={mine.taxIdentificationNumber} />
            </SimpleGrid>
          ) : (
            <Text c="dimmed" size="sm">
              {t('finance.myFinance.noBank')}
            </Text>
          )}
        </Paper>
      </SimpleGrid>
      <Paper withBorder p="lg" radius="md">
        <Title order={2} size="h4" mb="sm">
          {t('finance.tax.title')}
        </Title>
        <Stack gap="sm">
          {mine.taxDeclaration ? (
            <TaxDeclarationForm key={mine.taxDeclaration.updatedAt ?? 'new'} declaration={mine.taxDeclaration} />
          ) : (
            <Text size="sm">{t('finance.tax.elsewhere')}</Text>
          )}
          <LinkList links={taxLinks} testId="tax-links" />
        </Stack>
      </Paper>
      <Paper withBorder p="lg" radius="md">
        <Title order={2} size="h4" mb="sm">
          {t('finance.payslips.title')}
        </Title>
        {payslips.isError && <LoadErrorState error={payslips.error} onRetry={() => void payslips.refetch()} />}
        {payslips.data && payslips.data.length === 0 && <EmptyState text={t('finance.payslips.none')} />}
        {payslips.data && payslips.data.length > 0 && (
          <PayslipTable
            payslips={payslips.data}
            onPreview={(p) => pdf.preview(payslipSource(p))}
            onDownload={(p) => void pdf.download(payslipSource(p))}
          />
        )}
      </Paper>
      {pdf.modal}
    </Page>
  );
}
