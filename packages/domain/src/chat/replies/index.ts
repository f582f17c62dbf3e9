import { DEFAULT_DATE_FORMAT, formatDate, formatDateRange, type DateFormat } from '../../dates/index.ts';
import { LANGUAGE_CODES, type LanguageCode } from '../../messages.ts';
import { englishChat } from './en.ts';
import { hindiChat } from './hi.ts';
import { marathiChat } from './mr.ts';
import { portugueseChat } from './pt.ts';
import { russianChat } from './ru.ts';
import type { ChatWords } from './types.ts';

export type { ApprovalWhat, ChatWords, PersonCard } from './types.ts';

const WORDS: Record<LanguageCode, ChatWords> = {
  en: englishChat,
  hi: hindiChat,
  mr: marathiChat,
  pt: portugueseChat,
  ru: russianChat,
};

/** One of the five languages, English for anything else (a user who never chose one). */
export const chatLanguage = (language: string | null | undefined): LanguageCode =>
  (LANGUAGE_CODES as readonly (string | null | undefined)[]).includes(language) ? (language as LanguageCode) : 'en';

/** The assistant's words in a language (the web's greeting and privacy notice come from here too). */
export const chatWords = (language: string | null | undefined): ChatWords => WORDS[chatLanguage(language)];

/** The assistant's words in the reader's language, with figures and dates formatted for it. */
export interface ChatReplies {
  language: LanguageCode;
  words: ChatWords;
  /** A figure rounded to two decimals, with the language's digits and separators. */
  number(n: number): string;
  /** A day (yyyy-MM-dd) in the tenant's pattern, months named in the language. */
  day(isoDay: string): string;
  range(startDate: string, endDate: string): string;
}

export function chatReplies(
  language: string | null | undefined,
  dateFormat: DateFormat = DEFAULT_DATE_FORMAT,
): ChatReplies {
  const lang = chatLanguage(language);
  const figures = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 });
  return {
    language: lang,
    words: WORDS[lang],
    number: (n) => figures.format(Math.round(n * 100) / 100),
    day: (isoDay) => formatDate(isoDay, dateFormat, undefined, lang),
    range: (startDate, endDate) => formatDateRange(startDate, endDate, dateFormat, lang),
  };
}
