import { ActionIcon, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../lib/i18n/index.ts';
import { chooseLanguage } from '../lib/session/language.ts';

/** The language menu of LanguageSwitcher, opened as it arrives (the first click fetched it). */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  return (
    <Menu position="bottom-end" shadow="md" width={180} defaultOpened>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('language.label')}>
          <IconLanguage size={20} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.label')}</Menu.Label>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            onClick={() => void chooseLanguage(language)}
            rightSection={i18n.resolvedLanguage === language ? <IconCheck size={16} aria-hidden /> : null}
          >
            {t(`language.${language}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
