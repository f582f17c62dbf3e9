import { describe, expect, it } from 'vitest';
import { LOGO_ACCEPT, LOGO_MAX_BYTES, logoProblem } from './logoFile.ts';

describe('logo file check', () => {
  it('accepts PNG and JPEG up to the size limit', () => {
    expect(LOGO_ACCEPT).toBe('image/png,image/jpeg');
    expect(logoProblem({ type: 'image/png', size: 10_000 })).toBeNull();
    expect(logoProblem({ type: 'image/jpeg', size: LOGO_MAX_BYTES })).toBeNull();
  });

  it('refuses other types and files over the limit', () => {
    expect(logoProblem({ type: 'image/gif', size: 100 })).toBe('type');
    expect(logoProblem({ type: 'application/pdf', size: 100 })).toBe('type');
    expect(logoProblem({ type: 'image/png', size: LOGO_MAX_BYTES + 1 })).toBe('size');
  });
});
