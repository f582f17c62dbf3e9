/** The surveys module's surface: the only file other modules, the seeds and the server may import. */
export { exitSurveyRoutes, surveyRoutes } from './routes.ts';
