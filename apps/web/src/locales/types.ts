import type { EnglishFeatureTexts } from './en-features.ts';
import type { en } from './en.ts';

/** The plural forms i18next reads (`key_one`, `key_few`…): a language has the forms its plural rules need. */
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/**
 * A language's translation of English texts of the shape T: the same keys (what is missing falls back to
 * English), plus the plural forms of the language. locales/completeness.test.ts checks that nothing is missing.
 */
export type Translated<T> = { [K in keyof T]?: T[K] extends string ? string : Translated<T[K]> } & {
  [plural: `${string}_${PluralSuffix}`]: string;
};

/** A language's texts of the login page and the shell (locales/<language>.ts), fetched when the language is chosen. */
export type ShellTranslation = Translated<typeof en>;

/** A language's texts of the features' pages (locales/<language>-features.ts), fetched with the first signed-in page. */
export type FeatureTranslation = Translated<EnglishFeatureTexts>;
