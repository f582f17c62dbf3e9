import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/charts/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { queryClient } from './app/queryClient.ts';
import { makeClientKeys } from './app/StartupGate.tsx';
import { initI18nLazily } from './lib/i18n/index.ts';
import { tenantQuery } from './lib/tenant/api.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The start-up's key pair and tenant lookup begin with the first script, while i18n starts and React renders.
void makeClientKeys();
void queryClient.prefetchQuery(tenantQuery);

void initI18nLazily().then(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
