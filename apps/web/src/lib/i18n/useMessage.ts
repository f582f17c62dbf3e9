import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { messageKeyOf } from './index.ts';

/** Shows a spec message (or a server message) in the current language when it is one we know. */
export function useMessageText(): (text: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (text: string) => {
      const key = messageKeyOf(text);
      return key ? t(key) : text;
    },
    [t],
  );
}
