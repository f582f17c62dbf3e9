export * from './skills.ts';
export * from './frameworks.ts';
export * from './goals.ts';
export * from './library.ts';
export * from './review-math.ts';
export * from './reviews.ts';
export * from './review-formula.ts';
