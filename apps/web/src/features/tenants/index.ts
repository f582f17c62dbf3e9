// The feature's only surface: the pages the app shell renders and what other features may use; the rest is private.
export { FeatureFlagsPage } from './FeatureFlagsPage.tsx';
export { useFlagSettings, useOverrideFlag } from './flagsApi.ts';
