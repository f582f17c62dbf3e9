import { describe, expect, it } from 'vitest';
import { permissionMapOf, section } from '../access/index.ts';
import {
  canSeeComponentKind,
  dateOfIncorporationToIso,
  filterOrgHierarchy,
  formatDateOfIncorporation,
  sortOrgItems,
  validateComponentValues,
  type BizComponentKind,
} from './index.ts';

const tab = (name: string, orderId: number | null, kind: BizComponentKind = 'CUSTOM') => ({ name, orderId, kind });

describe('sortOrgItems (SPEC §9)', () => {
  it('sorts by orderId ascending with nulls last, and moves Location to the end whatever its orderId', () => {
    const items = [
      tab('C', null),
      tab('Location', 1, 'LOCATION'),
      tab('B', 3),
      tab('A', 2),
      tab('D', null),
      tab('E', 0),
    ];
    expect(sortOrgItems(items).map((i) => i.name)).toEqual(['E', 'A', 'B', 'C', 'D', 'Location']);
  });

  it('reads the kind of a component from its master and leaves the input untouched', () => {
    const items = [
      { orderId: 1, bizCompMaster: { kind: 'LOCATION' as const }, name: 'Office' },
      { orderId: 2, bizCompMaster: { kind: 'DEPARTMENT' as const }, name: 'Finance' },
    ];
    expect(sortOrgItems(items).map((i) => i.name)).toEqual(['Finance', 'Office']);
    expect(items[0]!.name).toBe('Office');
  });
});

describe('filterOrgHierarchy', () => {
  const node = (id: string, parent: string | null, kind: BizComponentKind) => ({
    id,
    parentBizCompDetailId: parent,
    bizCompMaster: { kind },
  });

  it('drops Location components and hangs their children on the nearest kept ancestor', () => {
    const items = [
      node('hc', null, 'HOLDING_COMPANY'),
      node('le', 'hc', 'LEGAL_ENTITY'),
      node('loc', 'le', 'LOCATION'),
      node('desk', 'loc', 'CUSTOM'),
      node('orphan', 'gone', 'DEPARTMENT'),
    ];
    expect(filterOrgHierarchy(items).map((i) => [i.id, i.parentBizCompDetailId])).toEqual([
      ['hc', null],
      ['le', 'hc'],
      ['desk', 'le'],
      ['orphan', null],
    ]);
  });
});

describe('canSeeComponentKind (SPEC §6)', () => {
  it('needs LegalEntitySection for legal entities and HoldingCompanySection for holding companies', () => {
    const none = permissionMapOf([]);
    const legal = permissionMapOf([section('ORGANIZATION', 'LegalEntitySection')]);
    expect(canSeeComponentKind('LEGAL_ENTITY', none)).toBe(false);
    expect(canSeeComponentKind('LEGAL_ENTITY', legal)).toBe(true);
    expect(canSeeComponentKind('HOLDING_COMPANY', legal)).toBe(false);
    expect(canSeeComponentKind('LOCATION', none)).toBe(true);
  });
});

describe('validateComponentValues', () => {
  const fields = [
    { key: 'code', label: 'Code', type: 'text' as const, required: true },
    { key: 'seats', label: 'Seats', type: 'number' as const, required: false },
    { key: 'opened', label: 'Opened', type: 'date' as const, required: false },
    { key: 'country', label: 'Country', type: 'select' as const, required: false, options: ['IN', 'US'] },
  ];

  it('accepts values that fit their fields', () => {
    expect(validateComponentValues(fields, { code: 'X1', seats: 10, opened: '2024-02-29', country: 'IN' })).toEqual({});
  });

  it('reports each wrong value by its path', () => {
    expect(validateComponentValues(fields, { seats: '10', opened: '29 Feb 2024', country: 'FR', extra: 'x' })).toEqual({
      'values.extra': 'Unknown field',
      'values.code': 'This field is Required!',
      'values.seats': 'Invalid Number!',
      'values.opened': 'Invalid Date!',
      'values.country': 'Choose one of the listed values',
    });
  });
});

describe('date of incorporation', () => {
  it("converts 'dd Mon, yyyy' to an ISO date and back", () => {
    expect(dateOfIncorporationToIso('05 Mar, 2019')).toBe('2019-03-05');
    expect(formatDateOfIncorporation('2019-12-31')).toBe('31 Dec, 2019');
  });
});
