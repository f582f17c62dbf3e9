import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  loginResponse,
  logoutResponse,
  messageResponse,
  sessionInfo,
  ssoStartResponse,
  setPasswordLinkView,
  type LoginRequest,
  type SessionInfo,
  type SetPasswordRequest,
} from '@tenure/domain/auth';
import { api } from '../../lib/api/index.ts';
import { useSessionStore } from '../../lib/session/store.ts';
import { persistLanguage, storedLanguage } from '../../lib/i18n/index.ts';
import { followAccountLanguage } from '../../lib/session/language.ts';
import { PUBLIC_QUERY_SCOPE } from '../../lib/tenant/api.ts';

/** Signs the user in and shows Tenure in the language kept on their account. */
export function useSignIn() {
  const signIn = useSessionStore((s) => s.signIn);
  return (info: SessionInfo) => {
    signIn(info);
    void followAccountLanguage(info).catch((error: unknown) => console.error(error));
  };
}

/** Password login: signs in at once, or answers the MFA challenge the login page's second step takes. */
export function useLogin() {
  const signIn = useSignIn();
  return useMutation({
    mutationFn: (credentials: LoginRequest) =>
      api.request('/api/auth/user/v3/login', loginResponse, { method: 'POST', body: credentials, anonymous: true }),
    onSuccess: (answer) => {
      if ('user' in answer) signIn(answer);
    },
  });
}

/** On a reload, refreshes the user and entities (a revoked or expired token ends the session). */
export function useValidateLogin(enabled: boolean) {
  const refresh = useSessionStore((s) => s.refresh);
  return useQuery({
    queryKey: ['session', 'validate-login'],
    queryFn: async () => {
      const info = await api.request('/api/auth/validate-login', sessionInfo);
      refresh(info);
      void followAccountLanguage(info).catch((error: unknown) => console.error(error));
      return info;
    },
    enabled,
    staleTime: Infinity,
    retry: false,
  });
}

/** SPEC §4 logout: revoke the session, clear the persisted store, session and local storage. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.request('/api/auth/logout', z.union([z.null(), logoutResponse]), { method: 'POST' }).catch(() => null),
    onSettled: async (ended) => {
      const language = storedLanguage();
      useSessionStore.getState().signOut();
      await useSessionStore.persist.clearStorage();
      sessionStorage.clear();
      localStorage.clear();
      persistLanguage(language);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== PUBLIC_QUERY_SCOPE });
      // SPEC §4: a session from an identity provider ends there too.
      if (ended?.endSessionUrl) window.location.assign(ended.endSessionUrl);
    },
  });
}

/** Single sign-on: where the provider's sign-in page is for this browser's attempt. */
export const startSso = (providerId: string, binding: string) =>
  api.request('/api/auth/sso/start', ssoStartResponse, {
    method: 'POST',
    body: { providerId, binding },
    anonymous: true,
  });

/** Single sign-on: the provider's answer, redeemed for a session, which signs the user in. */
export function useCompleteSso() {
  const signIn = useSignIn();
  return useMutation({
    mutationFn: (body: { callbackQuery: string; binding: string }) =>
      api.request('/api/auth/sso/complete', sessionInfo, { method: 'POST', body, anonymous: true }),
    onSuccess: signIn,
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (username: string) =>
      api.request('/api/auth/forgot-password', messageResponse, {
        method: 'POST',
        body: { username },
        anonymous: true,
      }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { username: string; otp: string; newPassword: string }) =>
      api.request('/api/auth/validate-otp', messageResponse, { method: 'POST', body, anonymous: true }),
  });
}

/** The one-time link of an invitation or forced reset: whose it is, or a 410 once used or expired. */
export function useSetPasswordLink(token: string) {
  return useQuery({
    queryKey: [PUBLIC_QUERY_SCOPE, 'set-password', token],
    queryFn: () =>
      api.request(`/api/auth/set-password/${encodeURIComponent(token)}`, setPasswordLinkView, { anonymous: true }),
    retry: false,
    staleTime: Infinity,
  });
}

export function useSetPassword() {
  return useMutation({
    mutationFn: (body: SetPasswordRequest) =>
      api.request('/api/auth/set-password', messageResponse, { method: 'POST', body, anonymous: true }),
  });
}
