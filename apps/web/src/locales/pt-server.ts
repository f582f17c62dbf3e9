import type { FeatureTranslation } from './types.ts';
import { pt } from './pt.ts';

/** The server's messages (the catalogue of @tenure/domain/errors) by namespace; the general ones are the shell's. */
export const serverPt: FeatureTranslation['server'] = {
  messages: pt.messages,
};
