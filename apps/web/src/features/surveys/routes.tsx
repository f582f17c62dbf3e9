import { feature, section } from '@tenure/domain/access';
import { needs, type FeatureRoute } from '../../lib/access/routes.ts';

export const surveysRoutes: readonly FeatureRoute[] = [
  // Everyone answers the open surveys addressed to them; survey HR also builds questionnaires and launches surveys there.
  {
    path: '/employee-survey',
    label: 'employeeSurvey',
    requires: { anyOf: [section('SURVEYS', 'EmployeeSurvey'), feature('SURVEYS', 'ManageSurveys')] },
    flag: 'employeeSurvey',
    menu: { group: 'performance', order: 160 },
    page: () => import('./EmployeeSurveyPage.tsx').then((m) => m.EmployeeSurveyPage),
  },
  {
    path: '/employee-survey/:id',
    label: 'surveyResults',
    requires: needs(feature('SURVEYS', 'ManageSurveys')),
    flag: 'employeeSurvey',
    page: () => import('./SurveyResultsPage.tsx').then((m) => m.SurveyResultsPage),
  },
  // SPEC §6: the exit survey only for Resigned users with one assigned; HR and managers read the responses on the same page.
  {
    path: '/offboarding-feedback',
    label: 'exitSurvey',
    requires: { ...needs(section('OFFBOARDING', 'ExitSurvey')), when: (ctx) => ctx.hasExitSurvey },
    flag: 'offboardingExitSurvey',
    menu: { group: 'offboarding', order: 60 },
    page: () => import('./ExitSurveyPage.tsx').then((m) => m.ExitSurveyPage),
  },
  {
    path: '/offboarding-feedback',
    label: 'exitSurveyResponses',
    requires: {
      anyOf: [feature('OFFBOARDING', 'SubmitResignationOnBehalf'), feature('OFFBOARDING', 'TeamOffboarding')],
    },
    flag: 'offboardingExitSurvey',
    menu: { group: 'offboarding', order: 70 },
  },
];
