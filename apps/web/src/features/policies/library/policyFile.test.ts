import { describe, expect, it } from 'vitest';
import { POLICY_DOCUMENT_MAX_BYTES } from '@tenure/domain/policies';
import { policyFileRefusal } from './policyFile.ts';

describe('policy document file check', () => {
  it('takes a PDF within the size limit', () => {
    expect(policyFileRefusal({ name: 'Leave Policy.PDF', size: 1000, type: 'application/pdf' })).toBeNull();
  });

  it('asks for a file when none is chosen', () => {
    expect(policyFileRefusal(null)).toBe('required');
  });

  it('refuses anything that is not a PDF, by name or by reported type', () => {
    expect(policyFileRefusal({ name: 'policy.docx', size: 1000, type: '' })).toBe('notPdf');
    expect(policyFileRefusal({ name: 'policy.pdf', size: 1000, type: 'image/png' })).toBe('notPdf');
  });

  it('refuses a file over the limit', () => {
    expect(policyFileRefusal({ name: 'big.pdf', size: POLICY_DOCUMENT_MAX_BYTES + 1, type: 'application/pdf' })).toBe(
      'size',
    );
  });
});
