import { describe, expect, it } from 'vitest';
import { EXTERNAL_SITE_PING_LIMIT, EXTERNAL_SITE_PING_MS } from '@tenure/domain/onboarding';
import { handOverToExternalSite, type HandOverWindow } from './externalSite.ts';

/** A window whose timer is stepped by hand and whose popup records what it is sent. */
function fakeWindow(popupOpens = true) {
  const posted: { message: unknown; origin: string }[] = [];
  let tick: (() => void) | null = null;
  let interval = 0;
  const listeners = new Set<(event: { origin: string; data: unknown }) => void>();
  const win: HandOverWindow = {
    open: () => (popupOpens ? { postMessage: (message, origin) => posted.push({ message, origin }) } : null),
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    setInterval: (handler, ms) => {
      interval = ms;
      tick = handler;
      return 1;
    },
    clearInterval: () => {
      tick = null;
    },
  };
  return {
    win,
    posted,
    interval: () => interval,
    step: () => tick?.(),
    running: () => tick !== null,
    reply: (origin: string) => [...listeners].forEach((l) => l({ origin, data: 'ack' })),
  };
}

const message = { type: 'tenure:token', token: 'tok', tenant: 'demo' } as const;

describe('handing the token over to the external onboarding site', () => {
  it('posts to the site origin only, every 500 ms, until that origin answers', async () => {
    const fake = fakeWindow();
    const done = handOverToExternalSite(fake.win, 'https://onboard.example.com/start?x=1', message);
    expect(fake.interval()).toBe(EXTERNAL_SITE_PING_MS);
    fake.step();
    fake.step();
    expect(fake.posted).toHaveLength(3);
    expect(fake.posted.every((p) => p.origin === 'https://onboard.example.com')).toBe(true);
    fake.reply('https://evil.example.com');
    expect(fake.running()).toBe(true);
    fake.reply('https://onboard.example.com');
    await expect(done).resolves.toBe('acknowledged');
    expect(fake.running()).toBe(false);
    fake.step();
    expect(fake.posted).toHaveLength(3);
  });

  it('gives up after 20 posts without an answer', async () => {
    const fake = fakeWindow();
    const done = handOverToExternalSite(fake.win, 'https://onboard.example.com', message);
    for (let i = 0; i < 30; i += 1) fake.step();
    expect(fake.posted).toHaveLength(EXTERNAL_SITE_PING_LIMIT);
    await expect(done).resolves.toBe('noAnswer');
  });

  it('logs a blocked popup and posts nothing', async () => {
    const fake = fakeWindow(false);
    const logged: string[] = [];
    await expect(
      handOverToExternalSite(fake.win, 'https://onboard.example.com', message, (t) => logged.push(t)),
    ).resolves.toBe('popupBlocked');
    expect(logged[0]).toContain('blocked');
    expect(fake.posted).toHaveLength(0);
  });
});
