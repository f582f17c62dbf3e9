import type { FeatureTranslation } from './types.ts';
import { mr } from './mr.ts';

/** The server's messages (the catalogue of @tenure/domain/errors) by namespace; the general ones are the shell's. */
export const serverMr: FeatureTranslation['server'] = {
  messages: mr.messages,
};
