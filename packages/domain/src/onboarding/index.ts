export * from './bulk.ts';
export * from './bulk-update.ts';
