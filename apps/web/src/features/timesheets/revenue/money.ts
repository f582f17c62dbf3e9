import { intlLocale } from '../../../lib/i18n/index.ts';

/** An amount in its ISO currency, in the reader's language (two decimals, Latin digits). */
export function formatMoney(amount: number, currency: string, language: string): string {
  try {
    return new Intl.NumberFormat(intlLocale(language), {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}
