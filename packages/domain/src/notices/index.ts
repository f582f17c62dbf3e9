import { formatDate, type DateFormat } from '../dates/index.ts';
import { LANGUAGE_CODES } from '../messages.ts';
import { englishNotices } from './en.ts';
import { hindiNotices } from './hi.ts';
import { marathiNotices } from './mr.ts';
import { portugueseNotices } from './pt.ts';
import { russianNotices } from './ru.ts';
import type { DayFormatter, MonthFormatter, NoticeTexts } from './types.ts';

export type { DecidedStatus, MailText, NoticeText, NoticeTexts, ReportMailPeriod } from './types.ts';

type Language = (typeof LANGUAGE_CODES)[number];

const NOTICES: Record<Language, (day: DayFormatter, month: MonthFormatter) => NoticeTexts> = {
  en: englishNotices,
  hi: hindiNotices,
  mr: marathiNotices,
  pt: portugueseNotices,
  ru: russianNotices,
};

const isLanguage = (value: string | null | undefined): value is Language =>
  (LANGUAGE_CODES as readonly (string | null | undefined)[]).includes(value);

/**
 * The mails and notices of one recipient, in the language kept on their account (English when they
 * never chose one), with dates in the tenant's pattern and the recipient's month names.
 */
export function noticeTexts(language: string | null | undefined, dateFormat: DateFormat): NoticeTexts {
  const lang = isLanguage(language) ? language : 'en';
  const month = new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return NOTICES[lang](
    (isoDay) => formatDate(isoDay, dateFormat, undefined, lang),
    (isoDay) => month.format(new Date(`${isoDay}T00:00:00Z`)),
  );
}

/**
 * One notice written in every language, for statements that notify many users at once and pick
 * each one's words by `users.language` in SQL (`coalesce(u.language, 'en')`).
 */
export function noticeInEveryLanguage<T>(
  dateFormat: DateFormat,
  write: (texts: NoticeTexts) => T,
): Record<Language, T> {
  return Object.fromEntries(LANGUAGE_CODES.map((lang) => [lang, write(noticeTexts(lang, dateFormat))])) as Record<
    Language,
    T
  >;
}
