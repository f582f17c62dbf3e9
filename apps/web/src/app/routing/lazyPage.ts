import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadFeatureTexts } from '../../lib/i18n/index.ts';

/** SPEC §8: a script chunk that cannot be fetched fails with ChunkLoadError. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** SPEC §9: a script chunk gets 120 seconds to arrive. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * A component whose code (and the features' English texts) is fetched when first rendered; a failed or
 * timed-out fetch throws ChunkLoadError.
 */
export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`not loaded within ${CHUNK_LOAD_TIMEOUT_MS / 1000} s`)),
        CHUNK_LOAD_TIMEOUT_MS,
      );
    });
    try {
      const [component] = await Promise.race([Promise.all([load(), loadFeatureTexts()]), timeout]);
      return { default: component };
    } catch (cause) {
      throw new ChunkLoadError(cause instanceof Error ? cause.message : String(cause), { cause });
    } finally {
      clearTimeout(timer);
    }
  });
}
