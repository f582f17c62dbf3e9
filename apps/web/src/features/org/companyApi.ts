import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tenantLogoView, tenantProfileView, type TenantProfileInput } from '@tenure/domain/org';
import { api } from '../../lib/api/index.ts';
import { tenantQuery } from '../../lib/tenant/api.ts';

const PROFILE_KEY = ['org', 'company-profile'] as const;

export function useCompanyProfile() {
  return useQuery({
    queryKey: PROFILE_KEY,
    queryFn: () => api.request('/api/hrms/hris/tenant/profile', tenantProfileView),
  });
}

/** The tenant lookup carries the name and logo the header and login page show; reload it after a change. */
function useRefreshTenant() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: PROFILE_KEY }),
      queryClient.invalidateQueries({ queryKey: tenantQuery.queryKey }),
    ]);
}

export function useSaveCompanyProfile() {
  const refreshTenant = useRefreshTenant();
  return useMutation({
    mutationFn: (input: TenantProfileInput) =>
      api.request('/api/hrms/hris/tenant/profile', tenantProfileView, { method: 'PUT', body: input }),
    onSuccess: refreshTenant,
  });
}

export function useUploadCompanyLogo() {
  const refreshTenant = useRefreshTenant();
  return useMutation({
    mutationFn: (logo: File) => {
      const form = new FormData();
      form.append('file', logo, logo.name);
      return api.request('/api/hrms/hris/tenant/logo', tenantLogoView, { method: 'POST', body: form });
    },
    onSuccess: refreshTenant,
  });
}
