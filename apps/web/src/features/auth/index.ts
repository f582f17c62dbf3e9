// The feature's only surface: the pages the app shell renders and what other features may use; the rest is private.
export { LoginPage } from './LoginPage.tsx';
export { SetPasswordPage } from './SetPasswordPage.tsx';
export { useLogout, useValidateLogin } from './api.ts';
