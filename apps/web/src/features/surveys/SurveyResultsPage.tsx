import { CountBarChart } from '../../components/CountBarChart.tsx';
import { Anchor, Group, List, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { SURVEY_ANONYMITY_THRESHOLD, type QuestionResult, type SurveyResultsView } from '@tenure/domain/surveys';
import { Page } from '../../components/Page.tsx';
import { EmptyState, LoadErrorState, LoadingState } from '../../components/QueryStates.tsx';
import { StatCards } from '../../components/StatCards.tsx';
import { useFormatDate } from '../../lib/dates.ts';
import { SurveyStatusBadge } from './SurveysTab.tsx';
import { useSurveyResults } from './surveysApi.ts';

/** /employee-survey/{id}: response rate, a chart per rating or choice question, the texts, and the breakdowns above the threshold. */
export function SurveyResultsPage() {
  const { t } = useTranslation();
  const { formatDate } = useFormatDate();
  const { id = '' } = useParams();
  const results = useSurveyResults(id);
  if (results.isPending) return <LoadingState />;
  if (results.error)
    return (
      <LoadErrorState
        error={results.error}
        onRetry={() => void results.refetch()}
        title={t('surveys.results.loadFailed')}
      />
    );
  const { survey } = results.data;
  return (
    <Page
      title={t('surveys.results.title', { title: survey.title })}
      intro={t('surveys.results.intro', { opens: formatDate(survey.opensOn), closes: formatDate(survey.closesOn) })}
    >
      <Group>
        <Anchor component={Link} to="/employee-survey">
          {t('surveys.results.back')}
        </Anchor>
        <SurveyStatusBadge status={survey.status} />
        <Text size="sm" c="dimmed">
          {survey.anonymous ? t('surveys.common.anonymous') : t('surveys.common.named')} · {survey.questionnaire.title}
        </Text>
      </Group>
      <StatCards
        testIdPrefix="survey-stat"
        stats={[
          { key: 'audience', label: t('surveys.results.audience'), value: survey.audienceCount },
          { key: 'responses', label: t('surveys.results.responses'), value: survey.responseCount },
          { key: 'rate', label: t('surveys.results.responseRate'), value: `${survey.responseRate}%` },
          {
            key: 'remaining',
            label: t('surveys.results.notAnswered'),
            value: Math.max(0, survey.audienceCount - survey.responseCount),
          },
        ]}
      />
      {survey.responseCount === 0 ? (
        <EmptyState text={t('surveys.results.noAnswers')} />
      ) : (
        <>
          <Stack gap="md">
            {results.data.questions.map((q, i) => (
              <QuestionResultCard key={q.questionId} n={i + 1} result={q} />
            ))}
          </Stack>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Breakdown title={t('surveys.results.byDepartment')} breakdown={results.data.byDepartment} />
            <Breakdown title={t('surveys.results.byLocation')} breakdown={results.data.byLocation} />
          </SimpleGrid>
        </>
      )}
    </Page>
  );
}

function QuestionResultCard({ n, result }: { n: number; result: QuestionResult }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('surveys.results.questionN', { n })}>
      <Title order={2} size="h4">
        {n}. {result.text}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('surveys.results.answerCount', { count: result.answerCount })}
        {result.average !== null && ` · ${t('surveys.results.average', { average: result.average })}`}
      </Text>
      {result.type === 'text' ? (
        result.texts.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('surveys.results.noTexts')}
          </Text>
        ) : (
          <List spacing="xs" size="sm">
            {result.texts.map((x, i) => (
              <List.Item key={i}>
                {x.text}
                {x.respondent && (
                  <Text span c="dimmed">
                    {' '}
                    — {x.respondent}
                  </Text>
                )}
              </List.Item>
            ))}
          </List>
        )
      ) : (
        <CountBarChart
          h={Math.max(160, result.distribution.length * 36)}
          orientation="vertical"
          data={result.distribution.map((d) => ({ option: d.label, answers: d.count }))}
          dataKey="option"
          series={[{ name: 'answers', label: t('surveys.results.answers'), color: 'indigo.7' }]}
          yAxisProps={{ width: 160 }}
          withTooltip={false}
          withBarValueLabel
        />
      )}
    </Paper>
  );
}

function Breakdown({ title, breakdown }: { title: string; breakdown: SurveyResultsView['byDepartment'] }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        {t('surveys.results.threshold', { count: SURVEY_ANONYMITY_THRESHOLD })}
        {breakdown.hiddenGroups > 0 && ` ${t('surveys.results.hiddenGroups', { count: breakdown.hiddenGroups })}`}
      </Text>
      {breakdown.rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('surveys.results.noBreakdown')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('surveys.results.group')}</Table.Th>
                <Table.Th>{t('surveys.results.responses')}</Table.Th>
                <Table.Th>{t('surveys.results.responseRate')}</Table.Th>
                <Table.Th>{t('surveys.results.averageRating')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {breakdown.rows.map((r) => (
                <Table.Tr key={r.group}>
                  <Table.Td>{r.group}</Table.Td>
                  <Table.Td>
                    {r.responseCount} / {r.audienceCount}
                  </Table.Td>
                  <Table.Td>{r.responseRate}%</Table.Td>
                  <Table.Td>{r.averageRating ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
