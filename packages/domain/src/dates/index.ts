export * from './days.ts';
export * from './format.ts';
