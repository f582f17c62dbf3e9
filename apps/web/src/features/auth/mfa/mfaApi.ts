import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  mfaEnrolment,
  mfaLoginResponse,
  mfaPolicyView,
  mfaStatus,
  recoveryCodesView,
  type MfaDisableRequest,
  type MfaLoginRequest,
  type MfaPolicyView,
} from '@tenure/domain/auth';
import { api } from '../../../lib/api/index.ts';

const STATUS_KEY = ['auth', 'mfa'] as const;
const POLICY_KEY = ['auth', 'mfa-policy'] as const;

/** The login's second step: the challenge with a code or a recovery code, for a session. */
export const useCompleteMfaLogin = () =>
  useMutation({
    mutationFn: (body: MfaLoginRequest) =>
      api.request('/api/auth/mfa/login', mfaLoginResponse, { method: 'POST', body, anonymous: true }),
  });

/** The secret to set up when the tenant's policy requires MFA of someone who has none yet. */
export const useEnrolAtLogin = () =>
  useMutation({
    mutationFn: (challenge: string) =>
      api.request('/api/auth/mfa/login/enrolment', mfaEnrolment, {
        method: 'POST',
        body: { challenge },
        anonymous: true,
      }),
  });

/** The signed-in user's own MFA: on or off, recovery codes left, whether the policy requires it. */
export const useMfaStatus = () =>
  useQuery({ queryKey: STATUS_KEY, queryFn: () => api.request('/api/auth/mfa', mfaStatus) });

export const useStartEnrolment = () =>
  useMutation({ mutationFn: () => api.request('/api/auth/mfa/enrolment', mfaEnrolment, { method: 'POST' }) });

/** Mutations that change the user's MFA refresh its status once they succeed. */
function useOwnMfaChange<I, O>(call: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: STATUS_KEY }) });
}

export const useConfirmEnrolment = () =>
  useOwnMfaChange((code: string) =>
    api.request('/api/auth/mfa/enrolment/confirm', recoveryCodesView, { method: 'POST', body: { code } }),
  );

export const useRegenerateRecoveryCodes = () =>
  useOwnMfaChange((code: string) =>
    api.request('/api/auth/mfa/recovery-codes', recoveryCodesView, { method: 'POST', body: { code } }),
  );

export const useDisableMfa = () =>
  useOwnMfaChange((body: MfaDisableRequest) =>
    api.request('/api/auth/mfa/disable', z.null(), { method: 'POST', body }),
  );

export const useMfaPolicy = () =>
  useQuery({ queryKey: POLICY_KEY, queryFn: () => api.request('/api/auth/mfa/policy', mfaPolicyView) });

export function useSaveMfaPolicy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: MfaPolicyView) =>
      api.request('/api/auth/mfa/policy', mfaPolicyView, { method: 'PUT', body: input }),
    onSuccess: (saved) => client.setQueryData(POLICY_KEY, saved),
  });
}
