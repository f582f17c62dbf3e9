import { boundaries } from './boundaries.ts';

/** Tenure's own lint rules, loaded by eslint.config.ts as the `tenure` plugin. */
export const tenure = {
  meta: { name: 'eslint-plugin-tenure' },
  rules: { boundaries },
};
