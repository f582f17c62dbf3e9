/** The surveys module's surface: the only file other modules, the seeds and the server may import. */
export { exitSurveyRoutes } from './exit-routes.ts';
export { surveyRoutes } from './routes.ts';
