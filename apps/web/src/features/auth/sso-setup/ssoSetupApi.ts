import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  identityProviderView,
  ssoSettings,
  ssoSetup,
  type IdentityProviderInput,
  type IdentityProviderView,
  type SsoSettings,
  type SsoSetup,
} from '@tenure/domain/auth';
import { api } from '../../../lib/api/index.ts';
import { useDeleteMaster, useSaveMaster } from '../../../lib/masters/masterCrud.ts';
import { PUBLIC_QUERY_SCOPE } from '../../../lib/tenant/api.ts';

const SETUP_PATH = '/api/auth/sso/setup';
const PROVIDERS_PATH = '/api/auth/sso/providers';
const KEY = ['auth', 'sso-setup'] as const;
/** The login page's provider buttons (read once per visit otherwise): they follow a saved or deleted provider. */
const LOGIN_BUTTONS = [[PUBLIC_QUERY_SCOPE, 'provider']] as const;

/** The tenant's sign-in setup (rules, providers without their secrets, the URLs to register), as `select` picks from it. */
export const useSsoSetup = <T>(select: (setup: SsoSetup) => T) =>
  useQuery({ queryKey: KEY, queryFn: () => api.request(SETUP_PATH, ssoSetup), select });

export function useSaveSsoSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SsoSettings) =>
      api.request('/api/auth/sso/settings', ssoSettings, { method: 'PUT', body: input }),
    onSuccess: (settings) => client.setQueryData<SsoSetup>(KEY, (setup) => setup && { ...setup, settings }),
  });
}

export const useSaveIdentityProvider = () =>
  useSaveMaster<IdentityProviderInput, IdentityProviderView>(PROVIDERS_PATH, identityProviderView, KEY, LOGIN_BUTTONS);
export const useDeleteIdentityProvider = () => useDeleteMaster(PROVIDERS_PATH, KEY, LOGIN_BUTTONS);
