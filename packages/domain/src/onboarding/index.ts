export * from './bulk.ts';
