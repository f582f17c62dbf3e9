/**
 * The vesting of an ESOP grant: nothing before the cliff, then at the cliff the share of the
 * months served so far, then a tranche every `periodMonths` until `vestingMonths`. Each tranche is
 * the whole options vested by its date minus those vested before (floor of options × months /
 * vestingMonths), so the tranches are whole options that add up to the grant exactly.
 */
export interface VestingTerms {
  /** yyyy-MM-dd */
  grantDate: string;
  options: number;
  cliffMonths: number;
  vestingMonths: number;
  periodMonths: number;
}

export interface VestingTranche {
  /** yyyy-MM-dd the tranche vests on. */
  date: string;
  /** Months after the grant date. */
  month: number;
  options: number;
  /** Options vested up to and including this tranche. */
  cumulative: number;
}

/** The same day `months` later; a day the month lacks becomes its last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

/** The months at which tranches vest: the cliff (when there is one), every period after it, and the end. */
function trancheMonths({ cliffMonths, vestingMonths, periodMonths }: VestingTerms): number[] {
  const months: number[] = [];
  const first = cliffMonths > 0 ? cliffMonths : periodMonths;
  for (let month = Math.min(first, vestingMonths); month < vestingMonths; month += periodMonths) months.push(month);
  months.push(vestingMonths);
  return months;
}

export function vestingSchedule(terms: VestingTerms): VestingTranche[] {
  const vestedBy = (month: number) => Math.floor((terms.options * month) / terms.vestingMonths);
  let before = 0;
  return trancheMonths(terms).map((month) => {
    const cumulative = vestedBy(month);
    const tranche = { date: addMonths(terms.grantDate, month), month, options: cumulative - before, cumulative };
    before = cumulative;
    return tranche;
  });
}

/** Options vested on `asOf` (yyyy-MM-dd; a tranche dated that day counts). */
export function vestedAsOf(schedule: readonly VestingTranche[], asOf: string): number {
  let vested = 0;
  for (const tranche of schedule) if (tranche.date <= asOf) vested = tranche.cumulative;
  return vested;
}
