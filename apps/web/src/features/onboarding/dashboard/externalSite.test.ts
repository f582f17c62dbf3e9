import { describe, expect, it, vi } from 'vitest';
import { EXTERNAL_SITE_PING_LIMIT, EXTERNAL_SITE_PING_MS } from '@tenure/domain/onboarding';
import { handOverToExternalSite, type HandOverWindow } from './externalSite.ts';

/** A window whose timer is stepped by hand and whose popup records what it is sent. */
function fakeWindow(popupOpens = true) {
  const posted: { message: unknown; origin: string }[] = [];
  let closed = false;
  let tick: (() => void) | null = null;
  let interval = 0;
  const listeners = new Set<(event: { origin: string; data: unknown }) => void>();
  const win: HandOverWindow = {
    open: () =>
      popupOpens
        ? {
            postMessage: (message, origin) => posted.push({ message, origin }),
            close: () => {
              closed = true;
            },
          }
        : null,
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
    closed: () => closed,
    reply: (origin: string) => [...listeners].forEach((l) => l({ origin, data: 'ack' })),
  };
}

const message = Promise.resolve({ type: 'tenure:token', token: 'tok', tenant: 'demo' } as const);

describe('handing the token over to the external onboarding site', () => {
  it('posts to the site origin only, every 500 ms, until that origin answers', async () => {
    const fake = fakeWindow();
    const done = handOverToExternalSite(fake.win, 'https://onboard.example.com/start?x=1', message);
    await vi.waitFor(() => expect(fake.running()).toBe(true));
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
    await vi.waitFor(() => expect(fake.running()).toBe(true));
    for (let i = 0; i < 30; i += 1) fake.step();
    expect(fake.posted).toHaveLength(EXTERNAL_SITE_PING_LIMIT);
    await expect(done).resolves.toBe('noAnswer');
  });

  it('opens the window before the token comes, and closes it when the token cannot be issued', async () => {
    const fake = fakeWindow();
    let refuse: (error: Error) => void = () => undefined;
    const pending = new Promise<never>((_resolve, reject) => {
      refuse = reject;
    });
    const done = handOverToExternalSite(fake.win, 'https://onboard.example.com', pending);
    expect(fake.closed()).toBe(false);
    refuse(new Error('Session expired'));
    await expect(done).rejects.toThrow('Session expired');
    expect(fake.closed()).toBe(true);
    expect(fake.posted).toHaveLength(0);
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
