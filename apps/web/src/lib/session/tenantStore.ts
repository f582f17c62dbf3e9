import { create } from 'zustand';
import type { TenantInfo } from '@tenure/domain/auth';

/** The tenant resolved from the page origin at start-up (SPEC §4); kept in memory, looked up on every load. */
interface TenantState {
  tenant: TenantInfo | null;
  setTenant(tenant: TenantInfo): void;
}

export const useTenantStore = create<TenantState>()((set) => ({
  tenant: null,
  setTenant: (tenant) => set({ tenant }),
}));
