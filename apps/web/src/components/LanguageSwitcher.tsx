import { lazy, Suspense, useState } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The menu and its positioning code are fetched on the first click, not with the login page (issue 33). */
const LanguageMenu = lazy(() => import('./LanguageMenu.tsx').then((m) => ({ default: m.LanguageMenu })));

/** Language choice; it persists across reloads (local storage). */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const [asked, setAsked] = useState(false);
  const button = (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={t('language.label')}
      aria-haspopup="menu"
      loading={asked}
      onClick={() => setAsked(true)}
    >
      <IconLanguage size={20} aria-hidden />
    </ActionIcon>
  );
  if (!asked) return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenu />
    </Suspense>
  );
}
