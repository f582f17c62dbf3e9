import { describe, expect, it } from 'vitest';
import { DOCUMENT_RULE, PROFILE_IMAGE_RULE, acceptOf, fileSize, refuseFile } from './fileRules.ts';

describe('file checks before an upload', () => {
  it('accepts the SPEC §9 types whatever the case of the extension', () => {
    expect(refuseFile({ name: 'offer.PDF', size: 1000 }, DOCUMENT_RULE)).toBeNull();
    expect(refuseFile({ name: 'timesheet.xlsx', size: 1000 }, DOCUMENT_RULE)).toBeNull();
  });

  it('refuses other types and files without an extension', () => {
    expect(refuseFile({ name: 'setup.exe', size: 10 }, DOCUMENT_RULE)).toBe('type');
    expect(refuseFile({ name: 'README', size: 10 }, DOCUMENT_RULE)).toBe('type');
    expect(refuseFile({ name: 'photo.gif', size: 10 }, PROFILE_IMAGE_RULE)).toBe('type');
  });

  it('refuses a file over the limit', () => {
    expect(refuseFile({ name: 'scan.pdf', size: 5 * 1024 * 1024 + 1 }, DOCUMENT_RULE)).toBe('size');
    expect(refuseFile({ name: 'me.png', size: 1024 * 1024 + 1 }, PROFILE_IMAGE_RULE)).toBe('size');
  });

  it('formats sizes and the accept list', () => {
    expect(fileSize(512, 'en')).toBe('512 byte');
    expect(fileSize(12_800, 'en')).toBe('13 kB');
    expect(fileSize(1_468_006, 'en')).toBe('1.4 MB');
    expect(fileSize(1_468_006, 'ru')).toBe('1,4 МБ');
    expect(acceptOf(PROFILE_IMAGE_RULE)).toBe('.jpeg,.jpg,.png');
  });
});
