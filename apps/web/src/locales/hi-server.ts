import type { FeatureTranslation } from './types.ts';
import { hi } from './hi.ts';

/** The server's messages (the catalogue of @tenure/domain/errors) by namespace; the general ones are the shell's. */
export const serverHi: FeatureTranslation['server'] = {
  messages: hi.messages,
};
