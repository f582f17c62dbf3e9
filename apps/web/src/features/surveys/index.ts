// The feature's only surface: the pages the app shell renders and what other features may use; the rest is private.
export { EmployeeSurveyPage } from './EmployeeSurveyPage.tsx';
export { ExitSurveyPage } from './ExitSurveyPage.tsx';
export { SurveyResultsPage } from './SurveyResultsPage.tsx';
