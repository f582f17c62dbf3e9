import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What shows while a page's code or the user's access loads: inside the layout, or alone on a page of its own. */
export function PageLoader({ fullPage = false }: { fullPage?: boolean }) {
  const { t } = useTranslation();
  return (
    <Center py="xl" mih={fullPage ? '100vh' : undefined}>
      <Loader role="status" aria-label={t('app.loading')} />
    </Center>
  );
}
