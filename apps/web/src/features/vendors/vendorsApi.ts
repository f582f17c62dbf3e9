import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  vendorConsultantPage,
  vendorDashboardView,
  vendorView,
  type VendorInput,
  type VendorView,
} from '@tenure/domain/vendors';
import { api } from '../../lib/api/index.ts';
import { useDeleteMaster, useSaveMaster } from '../../lib/masters/masterCrud.ts';

const DASHBOARD = '/api/hrms/hris/vendor-dashboard';
const VENDORS_PATH = '/api/hrms/hris/vendor';
const VENDORS_KEY = ['org', 'vendors'] as const;

export function useVendorDashboard() {
  return useQuery({ queryKey: ['vendors', 'dashboard'], queryFn: () => api.request(DASHBOARD, vendorDashboardView) });
}

export function useVendorConsultants(query: Record<string, string>) {
  return useQuery({
    queryKey: ['vendors', 'consultants', query],
    queryFn: () => api.request(`${DASHBOARD}/consultants`, vendorConsultantPage, { query }),
    placeholderData: keepPreviousData,
  });
}

export const downloadVendorConsultants = (query: Record<string, string>) =>
  api.download(`${DASHBOARD}/consultants/export`, { query });

/** Every vendor, inactive ones too (the admin list). */
export function useVendors() {
  return useQuery({ queryKey: VENDORS_KEY, queryFn: () => api.request(VENDORS_PATH, z.array(vendorView)) });
}

export const useSaveVendor = () => useSaveMaster<VendorInput, VendorView>(VENDORS_PATH, vendorView, VENDORS_KEY);
export const useDeleteVendor = () => useDeleteMaster(VENDORS_PATH, VENDORS_KEY);
