/** The chat module's surface: the only file other modules, the seeds and the server may import. */
export { chatRoutes } from './routes.ts';
