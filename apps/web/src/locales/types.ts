import type { Translation } from './en.ts';

type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> };

/** Hindi, Marathi, Portuguese and Russian translate part of the texts; the rest falls back to English. */
export type PartialTranslation = DeepPartial<Translation>;
