/**
 * Field patterns of SPEC §5. Country-dependent rules live in ./country.ts.
 * Where the spec says "not shown" the pattern is our decision; see the comment on each.
 */
export const patterns = {
  email: /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/,
  /** 6-11 characters starting with a letter or digit (an email is also accepted as a username). */
  username: /^[A-Za-z0-9][A-Za-z0-9._-]{5,10}$/,
  phone: /^\d{10}$/,
  /** One or two digits, 0-99. */
  twoDigitNumber: /^\d{1,2}$/,
  zip7: /^\d{7}$/,
  zip6: /^\d{6}$/,
  /** US ZIP or ZIP+4. */
  usZip: /^\d{5}(-\d{4})?$/,
  usSsn: /^\d{3}-\d{2}-\d{4}$/,
  /** Up to 3 integer and up to 2 fractional digits. */
  decimal: /^\d{1,3}(\.\d{1,2})?$/,
  swift: /^[A-Za-z0-9]{8}([A-Za-z0-9]{3})?$/,
  /** Our decision: 6-9 letters or digits, which covers US (9), IN (8), SG (9) and CR (9) passports. */
  passportNumber: /^[A-Za-z0-9]{6,9}$/,
  /** 0.0 to 4.9, or 5.0; always one decimal. */
  ratingCode: /^([0-4]\.\d|5\.0)$/,
  /** Our decision: 0 to 100 with up to 2 decimals. */
  percentage: /^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/,
  /** Our decision: a dialling code, '+' then 1-3 digits. */
  countryCode: /^\+\d{1,3}$/,
  /** 5-20 letters, digits, spaces or hyphens (licence formats differ by state and country). */
  drivingLicence: /^[A-Za-z0-9 -]{5,20}$/,
  /** Whole numbers 1-50. */
  oneToFifty: /^([1-9]|[1-4]\d|50)$/,
  /** 0 to 50 with at most one decimal. */
  zeroToFiftyOneDecimal: /^((\d|[1-4]\d)(\.\d)?|50(\.0)?)$/,
  /** 2-100 characters, not all blank. */
  subSource: /^(?=[\s\S]*\S)[\s\S]{2,100}$/,
  /** 'dd Mon, yyyy', e.g. '05 Mar, 2019'; isValidDateOfIncorporation also checks the day exists. */
  dateOfIncorporation: /^(0[1-9]|[12]\d|3[01]) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec), \d{4}$/,
} as const;

export type PatternName = keyof typeof patterns;

export function isValidUsername(value: string): boolean {
  return patterns.username.test(value) || patterns.email.test(value);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The pattern alone would accept '31 Feb, 2020'. */
export function isValidDateOfIncorporation(value: string): boolean {
  if (!patterns.dateOfIncorporation.test(value)) return false;
  const [day, month, year] = [Number(value.slice(0, 2)), MONTHS.indexOf(value.slice(3, 6)), Number(value.slice(8))];
  const date = new Date(Date.UTC(year, month, day));
  return date.getUTCMonth() === month && date.getUTCDate() === day;
}
