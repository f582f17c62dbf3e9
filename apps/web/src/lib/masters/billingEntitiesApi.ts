import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  billingEntityView,
  clientManagerView,
  type BillingEntityInput,
  type ClientManagerInput,
} from '@tenure/domain/org';
import { api } from '../api/index.ts';
import { useDeleteMaster, useSaveMaster } from './masterCrud.ts';

const BILLING_PATH = '/api/hrms/hris/billing-entity';
const BILLING_KEY = ['org', 'billing-entities'] as const;
const CLIENT_MANAGERS_PATH = '/api/hrms/hris/client-manager';
const CLIENT_MANAGERS_KEY = ['org', 'client-managers'] as const;

/** Every billing legal entity, inactive ones too (the admin list). */
export function useBillingEntities() {
  return useQuery({ queryKey: BILLING_KEY, queryFn: () => api.request(BILLING_PATH, z.array(billingEntityView)) });
}

export const useSaveBillingEntity = () =>
  useSaveMaster<BillingEntityInput, z.infer<typeof billingEntityView>>(BILLING_PATH, billingEntityView, BILLING_KEY);
export const useDeleteBillingEntity = () => useDeleteMaster(BILLING_PATH, BILLING_KEY);

/** Every client manager, inactive ones too (the admin list). */
export function useClientManagers() {
  return useQuery({
    queryKey: CLIENT_MANAGERS_KEY,
    queryFn: () => api.request(CLIENT_MANAGERS_PATH, z.array(clientManagerView)),
  });
}

export const useSaveClientManager = () =>
  useSaveMaster<ClientManagerInput, z.infer<typeof clientManagerView>>(
    CLIENT_MANAGERS_PATH,
    clientManagerView,
    CLIENT_MANAGERS_KEY,
  );
export const useDeleteClientManager = () => useDeleteMaster(CLIENT_MANAGERS_PATH, CLIENT_MANAGERS_KEY);
