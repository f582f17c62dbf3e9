/** "2026-05" → "May 2026" in the user's language. */
export const formatMonth = (month: string, language: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString(language, { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A strike price with its currency ("USD 2.50"). */
export const formatPrice = (amount: number, currency: string, language: string) =>
  new Intl.NumberFormat(language, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  }).format(amount);

export const formatCount = (value: number, language: string) => new Intl.NumberFormat(language).format(value);
