import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { enFeatures } from './en-features.ts';
import { hi } from './hi.ts';
import { hiFeatures } from './hi-features.ts';
import { mr } from './mr.ts';
import { mrFeatures } from './mr-features.ts';
import { pt } from './pt.ts';
import { ptFeatures } from './pt-features.ts';
import { ru } from './ru.ts';
import { ruFeatures } from './ru-features.ts';
import { PENDING_TRANSLATION, SAME_AS_ENGLISH } from './completeness.ts';

/**
 * Issue 38: every text in English exists in each language, with the same placeholders, in every plural
 * form the language needs, and is not left in English (SAME_AS_ENGLISH lists the rightful exceptions).
 * The parts in PENDING_TRANSLATION are skipped until they are translated — and must then leave that list.
 */
const LANGUAGES = {
  hi: { ...hi, ...hiFeatures },
  mr: { ...mr, ...mrFeatures },
  pt: { ...pt, ...ptFeatures },
  ru: { ...ru, ...ruFeatures },
};
type Language = keyof typeof LANGUAGES;

/** A plural form of i18next: `key_one`, or `key_ordinal_one` for ordinals ("1st", "2nd"). */
const PLURAL = /_(ordinal_)?(zero|one|two|few|many|other)$/;

function flatten(texts: object, prefix = '', into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.set(path, value);
    else if (value && typeof value === 'object') flatten(value as object, path, into);
  }
  return into;
}

const english = flatten({ ...en, ...enFeatures });

/** The plural forms i18next asks a language for with whole counts, and `other` (fractions, the fallback). */
function pluralForms(language: Language, type: Intl.PluralRuleType): string[] {
  const rules = new Intl.PluralRules(language, { type });
  const forms = new Set(['other']);
  for (let n = 0; n <= 1000; n++) forms.add(rules.select(n));
  return [...forms].sort();
}
const formsOf = (type: Intl.PluralRuleType) =>
  Object.fromEntries(
    (Object.keys(LANGUAGES) as Language[]).map((language) => [language, pluralForms(language, type)]),
  ) as Record<Language, string[]>;
const PLURAL_FORMS = { cardinal: formsOf('cardinal'), ordinal: formsOf('ordinal') };

function placeholders(text: string): string {
  const names = [...text.matchAll(/{{\s*([\w.]+)[^}]*}}|\$t\(([^)]*)\)/g)].map((m) => m[1] ?? m[2] ?? '');
  return [...new Set(names)].sort().join(', ');
}

const isPending = (key: string) => PENDING_TRANSLATION.some((part) => key === part || key.startsWith(`${part}.`));

/** The English keys one translated key stands for: a plural form stands for the English plural. */
function englishGroups(): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const key of english.keys()) {
    const base = key.replace(PLURAL, '');
    groups.set(base, [...(groups.get(base) ?? []), key]);
  }
  return groups;
}

/** What is wrong with a language's texts, one line a key (pending parts left out). */
function problems(language: Language, skipPending = true): string[] {
  const translated = flatten(LANGUAGES[language]);
  const same = new Set([...SAME_AS_ENGLISH.all, ...SAME_AS_ENGLISH[language]]);
  const englishTexts = new Set<string>();
  const found: string[] = [];
  for (const [base, keys] of englishGroups()) {
    if (skipPending && isPending(base)) continue;
    const isPlural = keys.some((key) => PLURAL.test(key));
    const ordinal = keys.some((key) => key.includes('_ordinal_'));
    const prefix = ordinal ? `${base}_ordinal_` : `${base}_`;
    const wanted = isPlural
      ? PLURAL_FORMS[ordinal ? 'ordinal' : 'cardinal'][language].map((form) => `${prefix}${form}`)
      : [base];
    const englishText = english.get(isPlural ? `${prefix}other` : base) ?? english.get(keys[0]!)!;
    for (const key of keys) englishTexts.add(english.get(key)!);
    for (const key of wanted) {
      const text = translated.get(key);
      if (text === undefined || text.trim() === '') found.push(`${key}: missing`);
      else if (placeholders(text) !== placeholders(englishText))
        found.push(`${key}: placeholders {${placeholders(text)}}, English has {${placeholders(englishText)}}`);
      else if (
        keys.some((k) => english.get(k) === text) &&
        !same.has(base) &&
        /\p{L}/u.test(text.replace(/{{[^}]*}}/g, ''))
      )
        found.push(`${key}: left in English ("${text}")`);
    }
  }
  for (const key of translated.keys()) {
    const base = key.replace(PLURAL, '');
    if (![key, base, `${base}_other`, `${base}_ordinal_other`].some((known) => english.has(known)))
      found.push(`${key}: no such English text`);
  }
  return found;
}

describe('translations (issue 38)', () => {
  it.each(Object.keys(LANGUAGES) as Language[])('%s has every English text, translated', (language) => {
    expect(problems(language)).toEqual([]);
  });

  it('lists as pending only parts of English that some language has not finished', () => {
    const all = (Object.keys(LANGUAGES) as Language[]).flatMap((language) => problems(language, false));
    const stale = PENDING_TRANSLATION.filter(
      (part) =>
        ![...english.keys()].some((key) => key === part || key.startsWith(`${part}.`)) ||
        !all.some((line) => line.startsWith(`${part}.`) || line.startsWith(`${part}:`)),
    );
    expect(stale, 'remove these from PENDING_TRANSLATION').toEqual([]);
  });
});
