export * from './skills.ts';
export * from './frameworks.ts';
