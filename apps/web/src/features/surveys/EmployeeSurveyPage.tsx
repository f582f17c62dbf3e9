import { useState } from 'react';
import { Badge, Button, Card, Group, Modal, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { feature, hasAccess, section } from '@tenure/domain/access';
import type { MySurveyView } from '@tenure/domain/surveys';
import { Page } from '../../components/Page.tsx';
import { EmptyState, LoadErrorState, LoadingState } from '../../components/QueryStates.tsx';
import { useFormatDate } from '../../lib/dates.ts';
import { useSearchParamChoice } from '../../lib/useSearchParamChoice.ts';
import type { AccessContext } from '../../lib/access/access.ts';
import { QuestionnairesTab } from './QuestionnairesTab.tsx';
import { QuestionsForm } from './QuestionsForm.tsx';
import { SurveysTab } from './SurveysTab.tsx';
import { useAnswerSurvey, useMySurveys, useSurveyForm } from './surveysApi.ts';

/** SPEC §2 /employee-survey: the open surveys addressed to the user; survey HR also runs surveys and builds questionnaires here. */
export function EmployeeSurveyPage({ ctx }: { ctx: AccessContext }) {
  const { t } = useTranslation();
  const answers = hasAccess(ctx.permissions, section('SURVEYS', 'EmployeeSurvey'));
  const manages = hasAccess(ctx.permissions, feature('SURVEYS', 'ManageSurveys'));
  const tabs = [...(answers ? (['mine'] as const) : []), ...(manages ? (['surveys', 'questionnaires'] as const) : [])];
  const [tab, setTab] = useSearchParamChoice(
    'tab',
    tabs.length > 0 ? (tabs as ['mine' | 'surveys' | 'questionnaires']) : ['mine'],
  );
  return (
    <Page title={t('surveys.page.title')} intro={manages ? t('surveys.page.introHr') : t('surveys.page.intro')}>
      {tabs.length > 1 ? (
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List mb="md">
            {tabs.map((id) => (
              <Tabs.Tab key={id} value={id}>
                {t(`surveys.page.tabs.${id}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="mine">
            <MySurveys />
          </Tabs.Panel>
          <Tabs.Panel value="surveys">
            <SurveysTab />
          </Tabs.Panel>
          <Tabs.Panel value="questionnaires">
            <QuestionnairesTab />
          </Tabs.Panel>
        </Tabs>
      ) : manages ? (
        <SurveysTab />
      ) : (
        <MySurveys />
      )}
    </Page>
  );
}

function MySurveys() {
  const { t } = useTranslation();
  const { formatDate } = useFormatDate();
  const mine = useMySurveys(true);
  const [answering, setAnswering] = useState<MySurveyView | null>(null);
  if (mine.isPending) return <LoadingState />;
  if (mine.error) return <LoadErrorState error={mine.error} onRetry={() => void mine.refetch()} />;
  if (mine.data.length === 0) return <EmptyState text={t('surveys.mine.empty')} />;
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {mine.data.map((s) => (
          <Card key={s.id} withBorder radius="md" data-testid={`my-survey-${s.id}`}>
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600}>{s.title}</Text>
                <Badge variant="dot" color={s.anonymous ? 'grape' : 'blue'}>
                  {s.anonymous ? t('surveys.common.anonymous') : t('surveys.common.named')}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed">
                {t('surveys.mine.closesOn', { date: formatDate(s.closesOn) })}
              </Text>
              {s.answered ? (
                <Badge color="green" variant="dot">
                  {t('surveys.mine.answered')}
                </Badge>
              ) : (
                <Button
                  w="fit-content"
                  onClick={() => setAnswering(s)}
                  aria-label={t('surveys.mine.answerNamed', { title: s.title })}
                >
                  {t('surveys.mine.answer')}
                </Button>
              )}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      {answering && <AnswerSurveyModal survey={answering} onClose={() => setAnswering(null)} />}
    </>
  );
}

function AnswerSurveyModal({ survey, onClose }: { survey: MySurveyView; onClose(): void }) {
  const { t } = useTranslation();
  const form = useSurveyForm(survey.id);
  const answer = useAnswerSurvey(survey.id);
  return (
    <Modal
      opened
      onClose={onClose}
      title={survey.title}
      size="lg"
      closeButtonProps={{ 'aria-label': t('org.common.close') }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {survey.anonymous ? t('surveys.answer.anonymousNote') : t('surveys.answer.namedNote')}
        </Text>
        {form.data?.description && <Text size="sm">{form.data.description}</Text>}
        {form.isPending ? (
          <LoadingState />
        ) : form.error ? (
          <LoadErrorState error={form.error} onRetry={() => void form.refetch()} />
        ) : (
          <QuestionsForm
            questions={form.data.questions}
            submit={(input) => answer.mutateAsync(input)}
            onDone={onClose}
          />
        )}
      </Stack>
    </Modal>
  );
}
