import { useState } from 'react';
import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EsopGrantView } from '@tenure/domain/finance';
import { Page } from '../../components/Page.tsx';
import { EmptyState, LoadErrorState, LoadingState } from '../../components/QueryStates.tsx';
import { StatCards } from '../../components/StatCards.tsx';
import { PlainTable } from '../../components/table/PlainTable.tsx';
import { useFormatDate } from '../../lib/dates.ts';
import { ExerciseModal } from './ExerciseModal.tsx';
import { LinkList } from './LinkList.tsx';
import { VestingSchedule } from './VestingSchedule.tsx';
import { esopDocumentPath, esopDocumentSource, useDecideExercise, useMyEsop } from './financeApi.ts';
import { formatCount, formatPrice } from './format.ts';
import { usePdfPreview } from './usePdfPreview.tsx';

const STATUS_COLORS = { pending: 'yellow', approved: 'green', rejected: 'red', cancelled: 'gray' } as const;

/** /esop: the holder's grants with their vesting to date, exercise requests, the plan's documents and links. */
export function EsopPage() {
  const { t, i18n } = useTranslation();
  const { formatDate } = useFormatDate();
  const esop = useMyEsop();
  const decide = useDecideExercise();
  const pdf = usePdfPreview('esop-document-preview');
  const [exercising, setExercising] = useState<EsopGrantView | null>(null);

  if (esop.isError) return <LoadErrorState error={esop.error} onRetry={() => void esop.refetch()} />;
  if (!esop.data) return <LoadingState />;
  const { grants, exerciseRequests, documents, links } = esop.data;
  const total = (pick: (g: EsopGrantView) => number) =>
    formatCount(
      grants.reduce((sum, g) => sum + pick(g), 0),
      i18n.language,
    );

  return (
    <Page title={t('nav.esop')} intro={t('finance.esop.intro')}>
      <StatCards
        testIdPrefix="esop"
        stats={[
          { key: 'granted', label: t('finance.esop.granted'), value: total((g) => g.options) },
          { key: 'vested', label: t('finance.esop.vestedToDate'), value: total((g) => g.vested) },
          { key: 'unvested', label: t('finance.esop.unvested'), value: total((g) => g.unvested) },
          { key: 'exercised', label: t('finance.esop.exercised'), value: total((g) => g.exercised) },
        ]}
      />
      {grants.length === 0 && <EmptyState text={t('finance.esop.noGrants')} />}
      {grants.map((grant) => (
        <Paper key={grant.id} withBorder p="lg" radius="md" data-testid="esop-grant">
          <Group justify="space-between" align="flex-start" mb="sm">
            <div>
              <Title order={2} size="h4">
                {t('finance.esop.grantOf', { date: formatDate(grant.grantDate) })}
              </Title>
              <Text size="sm" c="dimmed">
                {t('finance.esop.terms', {
                  options: formatCount(grant.options, i18n.language),
                  price: formatPrice(grant.strikePrice, grant.currency, i18n.language),
                  cliff: grant.cliffMonths,
                  months: grant.vestingMonths,
                  period: grant.periodMonths,
                })}
              </Text>
              <Text size="sm">
                {t('finance.esop.grantFigures', {
                  vested: formatCount(grant.vested, i18n.language),
                  unvested: formatCount(grant.unvested, i18n.language),
                  exercisable: formatCount(grant.exercisable, i18n.language),
                })}
              </Text>
            </div>
            <Button onClick={() => setExercising(grant)} disabled={grant.exercisable === 0}>
              {t('finance.esop.exercise')}
            </Button>
          </Group>
          <VestingSchedule grant={grant} />
        </Paper>
      ))}
      {exerciseRequests.length > 0 && (
        <Paper withBorder p="lg" radius="md">
          <Title order={2} size="h4" mb="sm">
            {t('finance.esop.requests')}
          </Title>
          <PlainTable
            label={t('finance.esop.requests')}
            minWidth={560}
            headers={[
              t('finance.esop.requestedOn'),
              t('finance.esop.grant'),
              t('finance.esop.options'),
              t('finance.esop.status'),
              t('finance.common.actions'),
            ]}
            testId="exercise-requests"
          >
            {exerciseRequests.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{formatDate(r.requestedAt)}</Table.Td>
                <Table.Td>{formatDate(r.grantDate)}</Table.Td>
                <Table.Td>{formatCount(r.options, i18n.language)}</Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLORS[r.status]} variant="dot">
                    {t(`finance.statuses.${r.status}`)}
                  </Badge>
                  {r.decisionReason && (
                    <Text size="xs" c="dimmed">
                      {r.decisionReason}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {r.status === 'pending' && (
                    <Button
                      size="xs"
                      variant="default"
                      loading={decide.isPending && decide.variables?.id === r.id}
                      onClick={() => decide.mutate({ id: r.id, verb: 'cancel' })}
                    >
                      {t('finance.esop.withdraw')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </PlainTable>
        </Paper>
      )}
      <Paper withBorder p="lg" radius="md">
        <Title order={2} size="h4" mb="sm">
          {t('finance.esop.documents')}
        </Title>
        <Stack gap="xs" data-testid="esop-documents">
          {documents.length === 0 && (
            <Text c="dimmed" size="sm">
              {t('finance.esop.noDocuments')}
            </Text>
          )}
          {documents.map((document) => (
            <Group key={document.kind} gap="sm">
              <Button
                variant="dot"
                leftSection={<IconEye size={16} aria-hidden />}
                onClick={() => pdf.preview(esopDocumentSource(document))}
              >
                {t(`finance.esop.documentKinds.${document.kind}`)}
              </Button>
              <Anchor component={Link} to={esopDocumentPath(document.kind)} size="sm">
                {document.fileName}
              </Anchor>
            </Group>
          ))}
        </Stack>
        <Title order={3} size="h5" mt="md" mb="xs">
          {t('finance.esop.links')}
        </Title>
        <LinkList links={links} testId="esop-links" />
      </Paper>
      {exercising && <ExerciseModal grant={exercising} onClose={() => setExercising(null)} />}
      {pdf.modal}
    </Page>
  );
}
