export * from './vendors.ts';
export * from './erp-sync.ts';
