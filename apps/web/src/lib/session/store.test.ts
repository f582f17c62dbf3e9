import { describe, expect, it } from 'vitest';
import type { SessionInfo } from '@tenure/domain/auth';
import { SESSION_STORAGE_KEY, initialEntity, useSessionStore } from './store.ts';

const us = { userEntityMappingId: 'm-us', legalEntityCode: 'US-NY-01', legalEntityName: 'Tenure Demo Inc.' };
const india = {
  userEntityMappingId: 'm-in',
  legalEntityCode: 'IN-KA-01',
  legalEntityName: 'Tenure Demo India Pvt. Ltd.',
};

function sessionOf(entities = [us, india], home: string | null = 'IN-KA-01'): SessionInfo {
  const homeEntity = entities.find((e) => e.legalEntityCode === home) ?? null;
  return {
    token: 'tok',
    expiresAt: '2030-01-01T00:00:00Z',
    loginType: 'password',
    entities,
    user: {
      userId: 'u1',
      userName: 'hrdirector',
      firstName: 'Priya',
      middleName: null,
      lastName: 'Sharma',
      name: 'Priya Sharma',
      employeeNumber: 'EMP0003',
      employmentType: 'Full Time',
      designation: 'HR Director',
      departmentName: 'Human Resources',
      isEmployee: true,
      isReportingManager: true,
      status: 'Active',
      profileImage: null,
      language: null,
      legalEntity: homeEntity && {
        legalEntityCode: homeEntity.legalEntityCode,
        legalEntityName: homeEntity.legalEntityName,
      },
    },
  };
}

describe('initialEntity', () => {
  it("starts in the user's home entity when they may use it", () => {
    expect(initialEntity(sessionOf())).toEqual(india);
  });

  it('falls back to the first entity, and keeps a current choice that is still allowed', () => {
    expect(initialEntity(sessionOf([us], 'IN-KA-01'))).toEqual(us);
    expect(initialEntity(sessionOf(), us)).toEqual(us);
  });
});

describe('session store', () => {
  it('persists the session and clears it with the expiry flag on expiry', () => {
    useSessionStore.getState().signIn(sessionOf());
    const stored = localStorage.getItem(SESSION_STORAGE_KEY);
    expect(stored).toContain('"signedIn":true');
    // The token stays out of the page's storage: it travels in an HttpOnly cookie.
    expect(stored).not.toContain('tok');
    useSessionStore.getState().expire();
    const state = useSessionStore.getState();
    expect(state.signedIn).toBe(false);
    expect(state.user).toBeNull();
    expect(state.isSessionExpired).toBe(true);
  });

  it('clears the expiry flag on the next sign-in and on sign-out', () => {
    useSessionStore.getState().expire();
    useSessionStore.getState().signIn(sessionOf());
    expect(useSessionStore.getState().isSessionExpired).toBe(false);
    useSessionStore.getState().signOut();
    expect(useSessionStore.getState()).toMatchObject({ signedIn: false, entity: null, isSessionExpired: false });
  });

  it('marks a logout, so the app goes to its start page, until the next sign-in or expiry', () => {
    useSessionStore.getState().signIn(sessionOf());
    expect(useSessionStore.getState().isLoggedOut).toBe(false);
    useSessionStore.getState().signOut();
    expect(useSessionStore.getState().isLoggedOut).toBe(true);
    useSessionStore.getState().signIn(sessionOf());
    expect(useSessionStore.getState().isLoggedOut).toBe(false);
    useSessionStore.getState().signOut();
    useSessionStore.getState().expire();
    expect(useSessionStore.getState()).toMatchObject({ isLoggedOut: false, isSessionExpired: true });
  });
});
