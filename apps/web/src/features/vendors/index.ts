// The feature's only surface: its routes (the app shell assembles the router and the menu from them) and what other features may use; the rest is private.
export { vendorsRoutes } from './routes.tsx';
export { VendorsPanel } from './VendorsPanel.tsx';
