// The feature's only surface: the pages the app shell renders and what other features may use; the rest is private.
export { SetupPage } from './SetupPage.tsx';
export { SETUP_STATUS_KEY } from './api.ts';
