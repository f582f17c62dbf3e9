export * from './projects.ts';
export * from './projects-api.ts';
export * from './projects-messages.ts';
