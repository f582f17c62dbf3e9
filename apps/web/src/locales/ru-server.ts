import type { FeatureTranslation } from './types.ts';
import { ru } from './ru.ts';

/** The server's messages (the catalogue of @tenure/domain/errors) by namespace; the general ones are the shell's. */
export const serverRu: FeatureTranslation['server'] = {
  messages: ru.messages,
};
