import { describe, expect, it } from 'vitest';
import { canSwitchTo } from './canSwitchTo.ts';

const us = { legalEntityCode: 'US-NY', legalEntityName: 'Tenure Inc.' };
const india = { legalEntityCode: 'IN-BLR', legalEntityName: 'Tenure India Pvt Ltd' };

describe('canSwitchTo', () => {
  it('allows a different entity with code and name', () => {
    expect(canSwitchTo(india, us)).toBe(true);
  });

  it('refuses the current entity, no choice, or a choice missing code or name', () => {
    expect(canSwitchTo(us, us)).toBe(false);
    expect(canSwitchTo(null, us)).toBe(false);
    expect(canSwitchTo({ legalEntityCode: '', legalEntityName: 'X' }, us)).toBe(false);
    expect(canSwitchTo({ legalEntityCode: 'SG-01', legalEntityName: '' }, us)).toBe(false);
  });
});
