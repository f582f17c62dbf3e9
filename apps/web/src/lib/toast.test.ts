import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from './i18n/index.ts';
import { toastSpec } from './toast.ts';

beforeAll(initI18n);

describe('toastSpec', () => {
  it('uses the spec titles and the 5 s default', () => {
    expect(toastSpec('success', 'Added Successfully')).toMatchObject({ title: 'Success', autoClose: 5000 });
    expect(toastSpec('info', 'x')).toMatchObject({ title: 'Info', autoClose: 5000 });
  });

  it('keeps errors and warnings for 10 s', () => {
    expect(toastSpec('error', 'x')).toMatchObject({ title: 'Error', autoClose: 10000 });
    expect(toastSpec('warning', 'x')).toMatchObject({ title: 'Warning', autoClose: 10000 });
  });
});
