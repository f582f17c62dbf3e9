export * from './goals.ts';
export * from './library.ts';
