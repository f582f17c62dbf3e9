// The feature's only surface: its routes (the app shell assembles the router and the menu from them); the rest is private.
export { auditRoutes } from './routes.tsx';
