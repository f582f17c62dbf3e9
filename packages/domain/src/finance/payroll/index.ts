export * from './engine.ts';
export * from './published-rates-2025.ts';
export * from './published-rates-2026.ts';
export * from './rates.ts';
export * from './simulations.ts';
