import { EXTERNAL_SITE_PING_LIMIT, EXTERNAL_SITE_PING_MS } from '@tenure/domain/onboarding';

/** The pieces of `window` the hand-over uses, so a test can give a fake one. */
export interface HandOverWindow {
  open(
    url: string,
    target: string,
  ): { postMessage(message: unknown, targetOrigin: string): void; close(): void; closed?: boolean } | null;
  addEventListener(type: 'message', listener: (event: { origin: string; data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { origin: string; data: unknown }) => void): void;
  setInterval(handler: () => void, ms: number): number;
  clearInterval(id: number): void;
}

export type HandOverResult = 'acknowledged' | 'noAnswer' | 'popupBlocked';

/** What the page posts: the access token, and which tenant it belongs to. */
export interface TokenMessage {
  type: 'tenure:token';
  token: string;
  tenant: string;
}

/**
 * SPEC §6 Onboarding: opens the external onboarding site in a new window and posts the access token
 * to that site's origin only, every 500 ms up to 20 times, until a message comes back from that
 * origin. A blocked popup is logged (SPEC §8) and reported, so the page can tell the user.
 * The window opens at once, within the click (a browser blocks a later one), while the token is
 * still being issued; if issuing it fails, the window closes and the failure is thrown.
 */
export async function handOverToExternalSite(
  win: HandOverWindow,
  siteUrl: string,
  pending: Promise<TokenMessage>,
  log: (text: string) => void = console.warn,
): Promise<HandOverResult> {
  const origin = new URL(siteUrl).origin;
  const popup = win.open(siteUrl, '_blank');
  if (!popup) {
    log(`Onboarding: the popup to ${origin} was blocked.`);
    pending.catch(() => undefined);
    return 'popupBlocked';
  }
  let message: TokenMessage;
  try {
    message = await pending;
  } catch (error) {
    popup.close();
    throw error;
  }
  return new Promise((resolve) => {
    let sent = 0;
    const finish = (result: HandOverResult) => {
      win.clearInterval(timer);
      win.removeEventListener('message', onMessage);
      resolve(result);
    };
    const onMessage = (event: { origin: string; data: unknown }) => {
      if (event.origin === origin) finish('acknowledged');
    };
    const ping = () => {
      if (sent >= EXTERNAL_SITE_PING_LIMIT) return finish('noAnswer');
      sent += 1;
      popup.postMessage(message, origin);
    };
    win.addEventListener('message', onMessage);
    const timer = win.setInterval(ping, EXTERNAL_SITE_PING_MS);
    ping();
  });
}
