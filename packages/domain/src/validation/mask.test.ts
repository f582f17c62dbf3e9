import { describe, expect, it } from 'vitest';
import { MASK_CHARACTER, maskSensitive } from './index.ts';

describe('maskSensitive', () => {
  it('shows only the last four characters by default', () => {
    expect(maskSensitive('123-45-6789')).toBe('*******6789');
    expect(maskSensitive('234567890123')).toBe('********0123');
  });

  it('shows the number of characters asked for', () => {
    expect(maskSensitive('K1234567', 2)).toBe('******67');
    expect(maskSensitive('K1234567', 0)).toBe('********');
  });

  it('masks a value no longer than the visible part entirely', () => {
    expect(maskSensitive('1234')).toBe('****');
    expect(maskSensitive('12')).toBe('**');
    expect(maskSensitive('')).toBe('');
  });

  it('masks with an ASCII asterisk and keeps the length', () => {
    expect(MASK_CHARACTER).toBe('*');
    expect(maskSensitive('S1234567D')).toHaveLength(9);
  });
});
