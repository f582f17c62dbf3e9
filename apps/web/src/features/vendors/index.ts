// The feature's only surface: the pages the app shell renders and what other features may use; the rest is private.
export { VendorDashboardPage } from './VendorDashboardPage.tsx';
export { VendorsPanel } from './VendorsPanel.tsx';
