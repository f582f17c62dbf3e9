// The feature's only surface: the pages the app shell renders and what other features may use; the rest is private.
export { NotificationBell } from './NotificationBell.tsx';
