import { describe, expect, it } from 'vitest';
import { simulatePay, type PayInput, type PayResult } from './engine.ts';
import { PUBLISHED_RATE_SETS_2025 } from './published-rates-2025.ts';
import { PUBLISHED_RATE_SETS_2026 } from './published-rates-2026.ts';
import { payrollRates, type PayrollCountry, type PayrollRates } from './rates.ts';

const ratesOf = (country: PayrollCountry): PayrollRates =>
  PUBLISHED_RATE_SETS_2025.find((s) => s.rates.country === country)!.rates;
const run = (country: PayrollCountry, input: Partial<PayInput> & { grossAnnual: number }) =>
  simulatePay(ratesOf(country), { bonus: 0, ...input });
const part = (r: PayResult, code: string) => r.components.find((c) => c.code === code)?.annual;

describe('the published 2025 and 2026 rate sets', () => {
  it('are valid rate sets, one per country and year', () => {
    for (const sets of [PUBLISHED_RATE_SETS_2025, PUBLISHED_RATE_SETS_2026]) {
      for (const set of sets) expect(payrollRates.safeParse(set.rates).success).toBe(true);
      expect(sets.map((s) => s.rates.country).sort()).toEqual(['CR', 'IN', 'SG', 'US']);
    }
    expect(new Set(PUBLISHED_RATE_SETS_2026.map((s) => s.year))).toEqual(new Set([2026]));
  });
  it('2026: single, $60,000 in Texas pays federal tax on 60,000 − 16,100 = 43,900 (12,400 × 10 % + 31,500 × 12 % = 5,020)', () => {
    const us = PUBLISHED_RATE_SETS_2026.find((s) => s.rates.country === 'US')!.rates;
    expect(
      part(simulatePay(us, { bonus: 0, grossAnnual: 60000, filingStatus: 'single', state: 'TX' }), 'federalIncomeTax'),
    ).toBe(5020);
  });
});

describe('United States 2025', () => {
  it('single, $60,000 in Texas: federal (60,000 − 15,000 = 45,000: 11,925 × 10 % + 33,075 × 12 % = 5,161.50), SS 3,720, Medicare 870, net 50,248.50; employer adds 3,720 + 870 + FUTA 42', () => {
    const r = run('US', { grossAnnual: 60000, filingStatus: 'single', state: 'TX' });
    expect(part(r, 'federalIncomeTax')).toBe(5161.5);
    expect(part(r, 'socialSecurity')).toBe(3720);
    expect(part(r, 'medicare')).toBe(870);
    expect(part(r, 'stateIncomeTax')).toBe(0);
    expect(r.annual.net).toBe(50248.5);
    expect(r.annual.employerCost).toBe(60000 + 3720 + 870 + 42);
    expect(r.monthly.gross).toBe(5000);
  });

  it('at the top of the 12 % bracket: $63,475 leaves 48,475 taxable (1,192.50 + 36,550 × 12 % = 5,578.50); $1,000 more is taxed at 22 % (+220)', () => {
    expect(part(run('US', { grossAnnual: 63475, filingStatus: 'single', state: 'TX' }), 'federalIncomeTax')).toBe(
      5578.5,
    );
    expect(part(run('US', { grossAnnual: 64475, filingStatus: 'single', state: 'TX' }), 'federalIncomeTax')).toBe(
      5798.5,
    );
  });

  it('Social Security stops at the $176,100 wage base: $200,000 pays 176,100 × 6.2 % = 10,918.20 each side; Medicare 2,900 with no additional rate at exactly $200,000', () => {
    const r = run('US', { grossAnnual: 190000, bonus: 10000, filingStatus: 'single', state: 'TX' });
    expect(part(r, 'socialSecurity')).toBe(10918.2);
    expect(part(r, 'socialSecurityEmployer')).toBe(10918.2);
    expect(part(r, 'medicare')).toBe(2900);
    expect(part(r, 'additionalMedicare')).toBe(0);
  });

  it('Additional Medicare 0.9 % on wages over $200,000, employee only: $250,000 pays 50,000 × 0.9 % = 450 on top of 3,625; the employer pays 3,625', () => {
    const r = run('US', { grossAnnual: 250000, filingStatus: 'single', state: 'TX' });
    expect(part(r, 'additionalMedicare')).toBe(450);
    expect(part(r, 'medicare')).toBe(3625);
    expect(part(r, 'medicareEmployer')).toBe(3625);
  });

  it('married filing jointly, $100,000 in Illinois: federal (70,000: 23,850 × 10 % + 46,150 × 12 % = 7,923); state (100,000 − 2,850) × 4.95 % = 4,808.925, rounded half-up to 4,808.93', () => {
    const r = run('US', { grossAnnual: 100000, filingStatus: 'married', state: 'IL' });
    expect(part(r, 'federalIncomeTax')).toBe(7923);
    expect(part(r, 'stateIncomeTax')).toBe(4808.93);
  });

  it('New York brackets, single $100,000: 92,000 taxable: 8,500 × 4 % + 3,200 × 4.5 % + 2,200 × 5.25 % + 66,750 × 5.5 % + 11,350 × 6 % = 340 + 144 + 115.50 + 3,671.25 + 681 = 4,951.75', () => {
    expect(part(run('US', { grossAnnual: 100000, filingStatus: 'single', state: 'NY' }), 'stateIncomeTax')).toBe(
      4951.75,
    );
  });
});

describe('India FY 2025-26', () => {
  it('new regime, ₹12,75,000 in Maharashtra: taxable 12,00,000 sits at the 87A limit (slab tax 20,000 + 40,000 = 60,000, rebated to 0); EPF on the ₹15,000 ceiling: 1,800 × 12 = 21,600', () => {
    const r = run('IN', { grossAnnual: 1275000, regime: 'new', state: 'MH' });
    expect(part(r, 'incomeTax')).toBe(0);
    expect(part(r, 'cess')).toBe(0);
    expect(part(r, 'epf')).toBe(21600);
    expect(part(r, 'eps')).toBe(14994); // 15,000 × 8.33 % = 1,249.50 a month
    expect(part(r, 'epfEmployer')).toBe(6606); // 15,000 × 3.67 % = 550.50 a month
    expect(part(r, 'esi')).toBe(0);
    expect(part(r, 'professionalTax')).toBe(2500);
    expect(r.annual.net).toBe(1275000 - 21600 - 2500);
  });

  it('new regime marginal relief: ₹12,85,000 leaves 12,10,000 taxable; slab tax 61,500 is capped at the 10,000 above ₹12 lakh, plus 4 % cess = 10,400', () => {
    const r = run('IN', { grossAnnual: 1285000, regime: 'new', state: 'MH' });
    expect(part(r, 'incomeTax')).toBe(10000);
    expect(part(r, 'cess')).toBe(400);
  });

  it('old regime, ₹12,75,000 in Maharashtra: 12,75,000 − 50,000 − PT 2,500 − 80C EPF 21,600 = 12,00,900; 12,500 + 1,00,000 + 2,00,900 × 30 % = 1,72,770; cess 6,910.80', () => {
    const r = run('IN', { grossAnnual: 1275000, regime: 'old', state: 'MH' });
    expect(part(r, 'incomeTax')).toBe(172770);
    expect(part(r, 'cess')).toBe(6910.8);
  });

  it('old regime 80C is capped at ₹1,50,000: EPF 21,600 + declared 2,00,000 counts 1,50,000 (taxable 10,72,500: 1,12,500 + 72,500 × 30 % = 1,34,250)', () => {
    const r = run('IN', { grossAnnual: 1275000, regime: 'old', state: 'MH', declaredDeductions: 200000 });
    expect(part(r, 'incomeTax')).toBe(134250);
  });

  it('below the EPF ceiling: ₹20,000 a month gives basic 10,000, EPF 1,200 (employer EPS 833 + EPF 367) a month', () => {
    const r = run('IN', { grossAnnual: 240000, regime: 'new', state: 'MH' });
    expect(part(r, 'epf')).toBe(14400);
    expect(part(r, 'eps')).toBe(9996);
    expect(part(r, 'epfEmployer')).toBe(4404);
  });

  it('ESI at the ₹21,000 threshold: covered (157.50 + 682.50 a month = 1,890 + 8,190 a year); at ₹21,001 not covered', () => {
    const at = run('IN', { grossAnnual: 252000, regime: 'new', state: 'MH' });
    expect(part(at, 'esi')).toBe(1890);
    expect(part(at, 'esiEmployer')).toBe(8190);
    const above = run('IN', { grossAnnual: 252012, regime: 'new', state: 'MH' });
    expect(part(above, 'esi')).toBe(0);
    expect(part(above, 'esiEmployer')).toBe(0);
  });

  it('old regime 87A: ₹5,50,000 leaves 4,75,900 taxable (5,50,000 − 50,000 − 2,500 − 21,600); slab tax 11,295 is fully rebated', () => {
    expect(part(run('IN', { grossAnnual: 550000, regime: 'old', state: 'MH' }), 'incomeTax')).toBe(0);
  });

  it('professional tax follows the state slabs: Karnataka nil below ₹25,000 a month and 2,500 from it; West Bengal 130 × 12 = 1,560 at ₹20,000', () => {
    expect(part(run('IN', { grossAnnual: 299988, state: 'KA' }), 'professionalTax')).toBe(0);
    expect(part(run('IN', { grossAnnual: 300000, state: 'KA' }), 'professionalTax')).toBe(2500);
    expect(part(run('IN', { grossAnnual: 240000, state: 'WB' }), 'professionalTax')).toBe(1560);
  });
});

describe('Singapore 2025', () => {
  it('age 30, $5,000 a month: CPF 20 % = 1,000 and 17 % = 850 a month; SDL capped at 11.25 (0.25 % would be 12.50)', () => {
    const r = run('SG', { grossAnnual: 60000, age: 30 });
    expect(part(r, 'cpf')).toBe(12000);
    expect(part(r, 'cpfEmployer')).toBe(10200);
    expect(part(r, 'sdl')).toBe(135);
    expect(r.monthly.net).toBe(4000);
  });

  it('ordinary wage ceiling: $10,000 a month pays CPF on $7,400 only (1,480 + 1,258 a month)', () => {
    const r = run('SG', { grossAnnual: 120000, age: 30 });
    expect(part(r, 'cpf')).toBe(17760);
    expect(part(r, 'cpfEmployer')).toBe(15096);
  });

  it('additional wage ceiling: with $88,800 of OW under CPF, a $30,000 bonus attracts CPF on 102,000 − 88,800 = 13,200 only (employee 2,640)', () => {
    const r = run('SG', { grossAnnual: 120000, bonus: 30000, age: 30 });
    expect(part(r, 'cpf')).toBe(17760 + 2640);
    expect(part(r, 'cpfEmployer')).toBe(15096 + 2244);
  });

  it('age bands: 55 is still in the first band (20 %), 58 pays 17 % + 15.5 % (850 + 775 a month on $5,000), 71 pays 5 % + 7.5 %', () => {
    expect(part(run('SG', { grossAnnual: 60000, age: 55 }), 'cpf')).toBe(12000);
    const at58 = run('SG', { grossAnnual: 60000, age: 58 });
    expect(part(at58, 'cpf')).toBe(10200);
    expect(part(at58, 'cpfEmployer')).toBe(9300);
    expect(part(run('SG', { grossAnnual: 60000, age: 71 }), 'cpf')).toBe(3000);
  });

  it('SDL floor: $600 a month would levy 1.50; the minimum $2 applies (24 a year)', () => {
    expect(part(run('SG', { grossAnnual: 7200, age: 30 }), 'sdl')).toBe(24);
  });
});

describe('Costa Rica 2025', () => {
  it('₡800,000 a month is under the ₡922,000 exempt band: no income tax; CCSS 10.67 % = 85,360 and employer 26.67 % = 213,360 a month', () => {
    const r = run('CR', { grossAnnual: 9600000 });
    expect(part(r, 'incomeTax')).toBe(0);
    expect(r.annual.deductions).toBe(1024320);
    expect(r.annual.employerContributions).toBe(2560320);
  });

  it('at the ₡1,352,000 bracket edge: (1,352,000 − 922,000) × 10 % = 43,000 a month; ₡1,000 more is taxed at 15 % (+150)', () => {
    expect(part(run('CR', { grossAnnual: 1352000 * 12 }), 'incomeTax')).toBe(43000 * 12);
    expect(part(run('CR', { grossAnnual: 1353000 * 12 }), 'incomeTax')).toBe(43150 * 12);
  });

  it('₡3,000,000 a month: 43,000 + 1,021,000 × 15 % + 627,000 × 20 % = 321,550 a month', () => {
    const r = run('CR', { grossAnnual: 36000000 });
    expect(part(r, 'incomeTax')).toBe(321550 * 12);
    expect(r.monthly.net).toBe(3000000 - 321550 - 320100);
  });
});
