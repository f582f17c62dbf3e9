import { describe, expect, it } from 'vitest';
import { PROFILE_SECTION_KEYS } from '@tenure/domain/employees';
import { visibleGroups } from './profileLayout.ts';

describe('profile tabs', () => {
  it('places every section of the catalogue in exactly one tab', () => {
    const all = visibleGroups({ visibleSections: PROFILE_SECTION_KEYS, editableSections: [], canReveal: false });
    expect(all.flatMap((g) => g.sections).sort()).toEqual([...PROFILE_SECTION_KEYS].sort());
  });

  it('leaves out tabs without a visible section (a manager sees work sections only)', () => {
    const manager = visibleGroups({
      visibleSections: ['workDetails', 'employmentHistory', 'policies'],
      editableSections: [],
      canReveal: false,
    });
    expect(manager).toEqual([{ group: 'work', sections: ['workDetails', 'employmentHistory', 'policies'] }]);
  });
});
