import { useEffect } from 'react';
import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useValidateLogin } from '../../features/auth/index.ts';
import { isTokenExpired } from '../../lib/session/expiry.ts';
import { loginPathFor } from '../../lib/session/returnPath.ts';
import { useSessionStore } from '../../lib/session/store.ts';
import { AppHeader } from '../header/AppHeader.tsx';
import { hidesSidebar } from '../../lib/access/menu.ts';
import { Sidebar } from '../sidebar/Sidebar.tsx';
import { AppFooter } from './AppFooter.tsx';
import { feature } from '@tenure/domain/access';
import { ChatLauncher } from '../../features/chat/index.ts';
import { useTenantFlags } from '../../lib/tenant/api.ts';
import { useHasAccess } from '../../lib/access/useHasAccess.ts';

/** SPEC §6: the assistant needs the dashboard's ShowChatbot permission and the chatbot flag. */
function Assistant() {
  const allowed = useHasAccess(feature('DASHBOARD', 'ShowChatbot'));
  const flags = useTenantFlags().data?.flags;
  if (!allowed || !flags?.chatbot) return null;
  return (
    <ChatLauncher
      flags={{ newAIChatbot: flags.newAIChatbot === true, streamingChatbot: flags.streamingChatbot === true }}
    />
  );
}

/** Ends the session when the token's expiry passes, even if the user makes no call (SPEC §4). */
function useExpiryTimer(expiresAt: string | null): void {
  const expire = useSessionStore((s) => s.expire);
  useEffect(() => {
    if (expiresAt === null) return;
    if (isTokenExpired(expiresAt, Date.now())) {
      expire();
      return;
    }
    // setTimeout holds at most ~24.8 days; a longer session is checked again on the next load.
    const delay = Math.min(Date.parse(expiresAt) - Date.now(), 2 ** 31 - 1);
    const timer = setTimeout(expire, delay);
    return () => clearTimeout(timer);
  }, [expiresAt, expire]);
}

/**
 * The layout route: only with a session; header, sidebar (a drawer on phones), page and footer.
 * Without one it sends the visitor to login, which brings them back to the page they asked for;
 * after a logout, to the start page (SPEC §4).
 */
export function ProtectedLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const signedIn = useSessionStore((s) => s.signedIn);
  const expiresAt = useSessionStore((s) => s.expiresAt);
  const isLoggedOut = useSessionStore((s) => s.isLoggedOut);
  const [mobileOpened, mobile] = useDisclosure(false);
  const [desktopOpened, desktop] = useDisclosure(true);
  useExpiryTimer(expiresAt);
  useValidateLogin(signedIn);
  const withSidebar = !hidesSidebar(location.pathname);

  if (!signedIn)
    return (
      <Navigate
        to={isLoggedOut ? '/' : loginPathFor(`${location.pathname}${location.search}${location.hash}`)}
        replace
      />
    );

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={
        withSidebar
          ? { width: 272, breakpoint: 'sm', collapsed: { mobile: !mobileOpened, desktop: !desktopOpened } }
          : undefined
      }
      footer={{ height: 40 }}
      padding="lg"
    >
      <a className="skip-link" href="#main-content">
        {t('app.skipToContent')}
      </a>
      <AppShell.Header>
        <AppHeader
          mobileOpened={mobileOpened}
          desktopOpened={desktopOpened}
          onToggleMobile={mobile.toggle}
          onToggleDesktop={desktop.toggle}
        />
      </AppShell.Header>
      {withSidebar && (
        <AppShell.Navbar aria-label={t('nav.label')}>
          <Sidebar onNavigate={mobile.close} />
        </AppShell.Navbar>
      )}
      <AppShell.Main id="main-content" bg="gray.0">
        <Outlet />
      </AppShell.Main>
      <AppShell.Footer>
        <AppFooter />
      </AppShell.Footer>
      <Assistant />
    </AppShell>
  );
}
