/**
 * The browser's side of a single sign-on attempt. The server binds the attempt to a random value
 * this browser keeps; the provider's answer is redeemed only with it.
 *
 * - Popup (SPEC §8 "Please complete the login process in the popup window that has opened."): the
 *   login page keeps the value in memory; the popup's callback page hands the provider's answer
 *   over on a same-origin BroadcastChannel and closes.
 * - Full-page redirect (the popup was blocked): the value waits in sessionStorage for the callback
 *   page of the same tab, which redeems it itself.
 */
const CHANNEL = 'tenure-sso';
const PENDING_KEY = 'tenure-sso-binding';

export function newBinding(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export const rememberRedirectBinding = (binding: string) => sessionStorage.setItem(PENDING_KEY, binding);

/** The binding of a full-page redirect this tab started, once; null in a popup. */
export function takeRedirectBinding(): string | null {
  const binding = sessionStorage.getItem(PENDING_KEY);
  sessionStorage.removeItem(PENDING_KEY);
  return binding;
}

/** The popup's callback page: hands the provider's answer to the login page that opened it. */
export function handOverToOpener(callbackQuery: string): void {
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage({ callbackQuery });
  channel.close();
}

/** The login page: waits for its popup's answer; returns how to stop waiting. */
export function awaitPopupAnswer(onAnswer: (callbackQuery: string) => void): () => void {
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<{ callbackQuery?: unknown }>) => {
    if (typeof event.data.callbackQuery !== 'string') return;
    channel.close();
    onAnswer(event.data.callbackQuery);
  };
  return () => channel.close();
}
