// The feature's only surface: its routes (the app shell assembles the router and the menu from them) and what other features may use; the rest is private.
export { LoginPage } from './LoginPage.tsx';
export { authPublicRoutes, authRoutes } from './routes.tsx';
export { useLogout, useValidateLogin } from './api.ts';
export { SessionsTable } from './sessions/SessionsTable.tsx';
