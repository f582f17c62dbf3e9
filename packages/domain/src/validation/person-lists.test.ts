import { describe, expect, it } from 'vitest';
import { BLOOD_GROUPS, COUNTRY_LIST, COUNTRY_NAMES, NATIONALITIES } from './index.ts';

describe('the lists of a person’s details', () => {
  it('has the 44 blood groups of SPEC §9, each once', () => {
    expect(new Set(BLOOD_GROUPS).size).toBe(44);
  });

  it('has the 249 ISO 3166-1 countries, each code and name once', () => {
    expect(new Set(COUNTRY_LIST.map(([code]) => code)).size).toBe(249);
    expect(new Set(COUNTRY_NAMES).size).toBe(249);
    expect(COUNTRY_NAMES).toEqual(expect.arrayContaining(['India', 'United States', 'Singapore', 'Costa Rica']));
  });

  it('has each nationality once, those of the demo countries among them', () => {
    expect(new Set(NATIONALITIES).size).toBe(NATIONALITIES.length);
    expect(NATIONALITIES).toEqual(expect.arrayContaining(['Indian', 'American', 'Singaporean', 'Costa Rican']));
  });
});
