import { addDays } from '@tenure/domain/policies';

/** A span of days the user named, as yyyy-MM-dd. */
export interface DateSpan {
  startDate: string;
  endDate: string;
}

const WEEKDAYS: Record<string, number> = {
  sunday: 0,
  sun: 0,
  ravivar: 0,
  itwar: 0,
  monday: 1,
  mon: 1,
  somvar: 1,
  tuesday: 2,
  tue: 2,
  tues: 2,
  mangalvar: 2,
  wednesday: 3,
  wed: 3,
  budhvar: 3,
  thursday: 4,
  thu: 4,
  thur: 4,
  thurs: 4,
  guruvar: 4,
  brihaspativar: 4,
  friday: 5,
  fri: 5,
  shukravar: 5,
  saturday: 6,
  sat: 6,
  shanivar: 6,
};
const MONTHS: Record<string, number> = {
  january: 1,
  jan: 1,
  february: 2,
  feb: 2,
  march: 3,
  mar: 3,
  april: 4,
  apr: 4,
  may: 5,
  june: 6,
  jun: 6,
  july: 7,
  jul: 7,
  august: 8,
  aug: 8,
  september: 9,
  sep: 9,
  sept: 9,
  october: 10,
  oct: 10,
  november: 11,
  nov: 11,
  december: 12,
  dec: 12,
};
export const DATE_WORDS = new Set([
  ...Object.keys(WEEKDAYS),
  ...Object.keys(MONTHS),
  'today',
  'tomorrow',
  'aaj',
  'kal',
  'parso',
  'next',
  'agle',
  'agla',
  'week',
  'hafte',
  'day',
  'after',
]);

const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
const pad = (n: number) => String(n).padStart(2, '0');
const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
const validDay = (y: number, m: number, d: number) => {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

/** The first given weekday strictly after `today` ("next Friday", "on Friday"). */
function nextWeekday(today: string, weekday: number): string {
  const ahead = (weekday - weekdayOf(today) + 7) % 7 || 7;
  return addDays(today, ahead);
}

/** A day of the month with an optional month: the first such date on or after today. */
function dayOfMonth(today: string, day: number, month: number | null): string | null {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const candidates = month
    ? [iso(y, month, day), iso(y + 1, month, day)]
    : [0, 1, 2].map((k) => iso(y + Math.floor((m - 1 + k) / 12), ((m - 1 + k) % 12) + 1, day));
  return (
    candidates.find((c) => {
      const [cy, cm, cd] = c.split('-').map(Number) as [number, number, number];
      return validDay(cy, cm, cd) && c >= today;
    }) ?? null
  );
}

/**
 * Days named in Portuguese (accents dropped), Russian, Hindi and Marathi: how many days after today,
 * or a weekday (0 Sunday … 6 Saturday); Russian words by their stem (пятницу, пятница).
 */
const DAYS_AFTER: Record<string, number> = {
  hoje: 0,
  amanha: 1,
  сегодня: 0,
  завтра: 1,
  послезавтра: 2,
  आज: 0,
  कल: 1,
  परसों: 2,
  उद्या: 1,
  परवा: 2,
};
const WEEKDAY_WORDS: [string, number][] = [
  ['domingo', 0],
  ['segunda', 1],
  ['terca', 2],
  ['quarta', 3],
  ['quinta', 4],
  ['sexta', 5],
  ['sabado', 6],
  ['воскресень', 0],
  ['понедельник', 1],
  ['вторник', 2],
  ['сред', 3],
  ['четверг', 4],
  ['пятниц', 5],
  ['суббот', 6],
  ['रविवार', 0],
  ['सोमवार', 1],
  ['मंगलवार', 2],
  ['मंगळवार', 2],
  ['बुधवार', 3],
  ['गुरुवार', 4],
  ['शुक्रवार', 5],
  ['शनिवार', 6],
];
/** "Next week" in those languages: próxima semana, следующей неделе, अगले हफ्ते, पुढच्या आठवड्यात. */
const NEXT_WORDS = new Set(['proxima', 'следующ', 'अगले', 'अगला', 'पुढच्या', 'पुढील']);
const WEEK_WORDS = new Set(['semana', 'недел', 'हफ्ते', 'हफ़्ते', 'सप्ताह', 'आठवड्यात', 'आठवडा']);

/** Latin letters without their accents (férias: ferias); Cyrillic й and ё and Devanagari signs stay whole. */
export const withoutLatinAccents = (text: string) =>
  text
    .normalize('NFD')
    .replace(/([a-zA-Z])[\u0300-\u036f]+/g, '$1')
    .normalize('NFC');

/** The words of a message in any of the five languages, lower case, Latin accents dropped. */
const wordsOf = (text: string) =>
  withoutLatinAccents(text)
    // eslint-disable-next-line no-misleading-character-class -- ranges of code points, no combined character is meant
    .split(/[^a-z0-9\u0400-\u04ff\u0900-\u0963\u0966-\u097f]+/)
    .filter(Boolean);

/** Whether a word names a day or a month in any of the five languages ("shukravar", "पुढच्या", "декабря"). */
export const namesADay = (word: string): boolean =>
  DATE_WORDS.has(word) ||
  Object.hasOwn(DAYS_AFTER, word) ||
  WEEKDAY_WORDS.some(([stem]) => word.startsWith(stem)) ||
  [...NEXT_WORDS, ...WEEK_WORDS].some((stem) => word.startsWith(stem)) ||
  monthOfWord(word) !== null;

/** The day a message names in another language than English, or the span of "next week"; null when none. */
function otherLanguageDays(text: string, today: string): DateSpan | null {
  const words = wordsOf(text);
  const startsWithAny = (word: string, stems: Set<string>) => [...stems].some((stem) => word.startsWith(stem));
  if (words.some((w, i) => startsWithAny(w, NEXT_WORDS) && startsWithAny(words[i + 1] ?? '', WEEK_WORDS))) {
    const monday = nextWeekday(today, 1);
    return { startDate: monday, endDate: addDays(monday, 4) };
  }
  // "depois de amanhã": the day after tomorrow.
  const after = /\bdepois de amanha\b/.test(words.join(' '))
    ? [2]
    : words.map((w) => DAYS_AFTER[w]).filter((n): n is number => n !== undefined);
  if (after.length) {
    const day = addDays(today, Math.max(...after));
    return { startDate: day, endDate: day };
  }
  for (const word of words) {
    const named = WEEKDAY_WORDS.find(([stem]) => word.startsWith(stem));
    if (named) {
      const day = nextWeekday(today, named[1]);
      return { startDate: day, endDate: day };
    }
  }
  return null;
}

/**
 * Days `d1` to `d2`, each with its month when named: "30 to 2 December" (only the end's month: the
 * start is the last such day before it), "3 to 5" (the next such days), "3 March to 5 April".
 */
function daysSpan(today: string, d1: number, m1: number | null, d2: number, m2: number | null): DateSpan | null {
  if (m1 === null && m2 !== null) {
    const end = dayOfMonth(today, d2, m2);
    const [y, m] = (end ?? '').split('-').map(Number) as [number, number];
    const [sy, sm] = d1 <= d2 ? [y, m] : m === 1 ? [y - 1, 12] : [y, m - 1];
    return end && validDay(sy, sm, d1) ? { startDate: iso(sy, sm, d1), endDate: end } : null;
  }
  const start = dayOfMonth(today, d1, m1);
  const end = start && dayOfMonth(start, d2, m2);
  return start && end ? { startDate: start, endDate: end } : null;
}

/** Months in Portuguese (accents dropped), Russian (stems: декабря, декабрь), Hindi and Marathi. */
const MONTH_WORDS: [string, number][] = [
  ...[
    'janeiro',
    'fevereiro',
    'marco',
    'abril',
    'maio',
    'junho',
    'julho',
    'agosto',
    'setembro',
    'outubro',
    'novembro',
    'dezembro',
  ].map((word, i): [string, number] => [word, i + 1]),
  ...['январ', 'феврал', 'март', 'апрел', 'ма', 'июн', 'июл', 'август', 'сентябр', 'октябр', 'ноябр', 'декабр'].map(
    (stem, i): [string, number] => [stem, i + 1],
  ),
  ...['जनवरी', 'फरवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'].map(
    (word, i): [string, number] => [word, i + 1],
  ),
  ['फ़रवरी', 2],
  ['सितम्बर', 9],
  ['नवम्बर', 11],
  ['दिसम्बर', 12],
  ...['जानेवारी', 'फेब्रुवारी', 'मार्च', 'एप्रिल', 'मे', 'जून', 'जुलै', 'ऑगस्ट', 'सप्टेंबर', 'ऑक्टोबर', 'नोव्हेंबर', 'डिसेंबर'].map(
    (word, i): [string, number] => [word, i + 1],
  ),
];
const monthOfWord = (word: string | undefined): number | null => {
  if (!word) return null;
  // Russian by stem (the month's case changes its ending); 'ма' only as май or мая.
  const found = MONTH_WORDS.find(([name]) =>
    /[\u0400-\u04ff]/.test(name) ? (name === 'ма' ? /^ма[йя]$/.test(word) : word.startsWith(name)) : word === name,
  );
  return found ? found[1] : null;
};
/** Words between the two days of a span: a, até; с … по, до; से … (तक); ते. */
const DAY_CONNECTORS = new Set(['a', 'ate', 'e', 'по', 'до', 'и', 'से', 'ते']);
const dayNumber = (word: string | undefined) =>
  word && /^[0-9\u0966-\u096f]{1,2}$/.test(word)
    ? Number(word.replace(/[\u0966-\u096f]/g, (digit) => String(digit.charCodeAt(0) - 0x0966)))
    : null;

/** "de 3 a 5 de dezembro", "с 3 по 5 декабря", "5 दिसंबर", "3 ते 5 डिसेंबर", "dia 5": days of a month, named in another language. */
function otherLanguageMonthDays(text: string, today: string): DateSpan | null {
  const words = wordsOf(text);
  // A month after the day, with Portuguese's "de" between them.
  const monthAfter = (i: number) => monthOfWord(words[i] === 'de' ? words[i + 1] : words[i]);
  for (let i = 0; i < words.length; i++) {
    const d1 = dayNumber(words[i]);
    if (d1 === null) continue;
    const m1 = monthAfter(i + 1);
    const next = m1 === null ? i + 1 : words[i + 1] === 'de' ? i + 3 : i + 2;
    const d2 = DAY_CONNECTORS.has(words[next] ?? '') ? dayNumber(words[next + 1]) : null;
    if (d2 !== null) return daysSpan(today, d1, m1, d2, monthAfter(next + 2) ?? m1);
    if (m1 !== null) return daysSpan(today, d1, m1, d1, m1);
    // A bare day only after a word that makes it one: "dia 5", "no dia 5", "5 числа", "5 तारीख".
    if (words[i - 1] === 'dia' || words[i + 1] === 'числа' || words[i + 1] === 'तारीख' || words[i + 1] === 'तारखेला')
      return daysSpan(today, d1, null, d1, null);
  }
  return null;
}

const MONTH_NAME = Object.keys(MONTHS).join('|');
const ORD = '(\\d{1,2})(?:st|nd|rd|th)?';
const RANGE_SEP = '\\s*(?:to|till|until|through|-|–|se|and)\\s*(?:the\\s+)?';

/**
 * The dates a message names, relative to `today`: "today", "tomorrow" (Hindi "kal"), "day after
 * tomorrow" ("parso"), "next Friday" ("agle shukravar"), "next week" (its Monday to Friday),
 * "the 3rd to the 5th", "3 to 5 March", "March 3", "2026-12-03", and "for N days" after a start.
 * Null when it names none.
 */
export function parseDateSpan(text: string, today: string): DateSpan | null {
  const t = text.toLowerCase();
  let span: DateSpan | null = null;
  const isoDates = t.match(/\b\d{4}-\d{2}-\d{2}\b/g);
  if (isoDates) span = { startDate: isoDates[0]!, endDate: isoDates[1] ?? isoDates[0]! };

  const monthRange = new RegExp(
    `(?:the\\s+)?${ORD}(?:\\s+of)?(?:\\s+(${MONTH_NAME}))?${RANGE_SEP}${ORD}(?:\\s+of)?(?:\\s+(${MONTH_NAME}))?\\b`,
  ).exec(t);
  const monthFirstRange = new RegExp(`\\b(${MONTH_NAME})\\s+${ORD}${RANGE_SEP}(?:(${MONTH_NAME})\\s+)?${ORD}\\b`).exec(
    t,
  );
  const single = new RegExp(
    `(?:\\b(${MONTH_NAME})\\s+${ORD}\\b)|(?:\\b(?:the\\s+)?${ORD}(?:\\s+of)?\\s+(${MONTH_NAME})\\b)|(?:\\bthe\\s+${ORD}\\b)|(?:\\bon\\s+${ORD}\\b)`,
  ).exec(t);
  if (!span && monthFirstRange) {
    const m1 = MONTHS[monthFirstRange[1]!]!;
    const m2 = monthFirstRange[3] ? MONTHS[monthFirstRange[3]]! : m1;
    const start = dayOfMonth(today, Number(monthFirstRange[2]), m1);
    const end = start && dayOfMonth(start, Number(monthFirstRange[4]), m2);
    if (start && end) span = { startDate: start, endDate: end };
  }
  if (!span && monthRange && (monthRange[2] || monthRange[4] || /\bthe\b|st|nd|rd|th/.test(monthRange[0]))) {
    const monthOf = (name: string | undefined) => (name ? MONTHS[name]! : null);
    span = daysSpan(
      today,
      Number(monthRange[1]),
      monthOf(monthRange[2]),
      Number(monthRange[3]),
      monthOf(monthRange[4]),
    );
  }
  if (!span && single) {
    const month = single[1] ?? single[4];
    const day = single[2] ?? single[3] ?? single[5] ?? single[6];
    const date = dayOfMonth(today, Number(day), month ? MONTHS[month]! : null);
    if (date) span = { startDate: date, endDate: date };
  }
  if (!span) {
    let start: string | null = null;
    if (/\b(day after tomorrow|parso|parson)\b/.test(t)) start = addDays(today, 2);
    else if (/\b(tomorrow|tommorow|tomorow|tmrw|kal)\b/.test(t)) start = addDays(today, 1);
    else if (/\b(today|aaj)\b/.test(t)) start = today;
    else if (/\b(next|agle|agla)\s+(week|hafte|hafta)\b/.test(t)) {
      const monday = nextWeekday(today, 1);
      span = { startDate: monday, endDate: addDays(monday, 4) };
    } else {
      const day = Object.keys(WEEKDAYS).find((w) => new RegExp(`\\b${w}\\b`).test(t));
      if (day) start = nextWeekday(today, WEEKDAYS[day]!);
    }
    if (start) span = { startDate: start, endDate: start };
  }
  span ??= otherLanguageMonthDays(text.toLowerCase(), today) ?? otherLanguageDays(text.toLowerCase(), today);
  const forDays = /\bfor\s+(\d{1,2}|two|three|four|five)\s+days?\b/.exec(t);
  if (span && forDays && span.startDate === span.endDate) {
    const words: Record<string, number> = { two: 2, three: 3, four: 4, five: 5 };
    const n = words[forDays[1]!] ?? Number(forDays[1]);
    if (n > 1) span = { ...span, endDate: addDays(span.startDate, n - 1) };
  }
  if (span && span.endDate < span.startDate) return null;
  return span;
}
