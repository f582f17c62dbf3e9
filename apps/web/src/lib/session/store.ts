import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { LoggedInUser, SessionInfo, UserEntity } from '@tenure/domain/auth';

export const SESSION_STORAGE_KEY = 'tenure-session';

interface SessionData {
  /**
   * Whether a session is open. Its token is never here: it travels in an HttpOnly cookie that no
   * script can read (issue 36; lib/api/client.ts sends the CSRF token beside it).
   */
  signedIn: boolean;
  expiresAt: string | null;
  user: LoggedInUser | null;
  entities: UserEntity[];
  /** The legal entity the user works in now; sent as X-EntityID. */
  entity: UserEntity | null;
  /** Set when the session ended by expiry, so the login page can say so. */
  isSessionExpired: boolean;
  /** Set when the user logged out: the app goes to its start page, not back to the page they left (SPEC §4). */
  isLoggedOut: boolean;
}

interface SessionActions {
  signIn(info: SessionInfo): void;
  /** Refreshes user and entities from validate-login, keeping the chosen entity when still allowed. */
  refresh(info: SessionInfo): void;
  selectEntity(entity: UserEntity): void;
  expire(): void;
  signOut(): void;
}

export type SessionState = SessionData & SessionActions;

const signedOut: SessionData = {
  signedIn: false,
  expiresAt: null,
  user: null,
  entities: [],
  entity: null,
  isSessionExpired: false,
  isLoggedOut: false,
};

/** The user's home entity when they may use it, otherwise their first entity. */
export function initialEntity(info: SessionInfo, current: UserEntity | null = null): UserEntity | null {
  const allowed = (code: string | undefined) => info.entities.find((e) => e.legalEntityCode === code);
  return (
    allowed(current?.legalEntityCode) ?? allowed(info.user.legalEntity?.legalEntityCode) ?? info.entities[0] ?? null
  );
}

export const useSessionStore = create<SessionState>()(
  persist(
    (set, get) => ({
      ...signedOut,
      signIn: (info) =>
        set({
          signedIn: true,
          expiresAt: info.expiresAt,
          user: info.user,
          entities: info.entities,
          entity: initialEntity(info),
          isSessionExpired: false,
          isLoggedOut: false,
        }),
      refresh: (info) =>
        set({
          expiresAt: info.expiresAt,
          user: info.user,
          entities: info.entities,
          entity: initialEntity(info, get().entity),
        }),
      selectEntity: (entity) => set({ entity }),
      expire: () => set({ ...signedOut, isSessionExpired: true }),
      signOut: () => set({ ...signedOut, isLoggedOut: true }),
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      // Version 0 kept the bearer token here: it is dropped, and that session signs in again with a cookie.
      version: 1,
      migrate: () => signedOut,
      partialize: ({ signedIn, expiresAt, user, entities, entity, isSessionExpired }) => ({
        signedIn,
        expiresAt,
        user,
        entities,
        entity,
        isSessionExpired,
      }),
    },
  ),
);
