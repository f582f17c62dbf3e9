import { describe, expect, it } from 'vitest';
import { ORG_MESSAGES, type DynamicFieldDefinition, type OrgHierarchyItem } from '@tenure/domain/org';
import { initialComponentForm, toBusinessDetailUpdate, validateComponentForm } from './componentForm.ts';

const fields: DynamicFieldDefinition[] = [
  { key: 'entityCode', label: 'Entity code', type: 'text', required: true },
  { key: 'headcount', label: 'Headcount', type: 'number', required: false },
  { key: 'region', label: 'Region', type: 'select', required: false, options: ['Americas', 'APAC'] },
];

const ROOT_ID = '0b9f4a52-7c2e-4d1a-9a43-5f1e2d3c4b5a';

const item: OrgHierarchyItem = {
  id: 'u1',
  name: 'Engineering',
  parentBizCompDetailId: ROOT_ID,
  bizCompMaster: { id: 'm1', bizCompMasterDisplayName: 'Business Unit', kind: 'BUSINESS_UNIT' },
  bizMasterDesc: null,
  orderId: 2,
  isActive: true,
  businessComponentDetailsList: [
    { key: 'entityCode', label: 'Entity code', value: 'US-NY-01' },
    { key: 'headcount', label: 'Headcount', value: 40 },
  ],
};

describe('component form', () => {
  it('starts from the stored values, blank for the missing ones', () => {
    expect(initialComponentForm(item, fields)).toEqual({
      name: 'Engineering',
      parentBizCompDetailId: ROOT_ID,
      orderId: 2,
      isActive: true,
      values: { entityCode: 'US-NY-01', headcount: 40, region: '' },
    });
    expect(initialComponentForm(null, fields)).toMatchObject({ name: '', orderId: '', isActive: true });
  });

  it('sends numbers as numbers and leaves blanks out', () => {
    const form = {
      ...initialComponentForm(null, fields),
      name: ' Sales ',
      orderId: '3',
      values: { entityCode: ' IN-KA ', headcount: '12', region: '' },
    };
    expect(toBusinessDetailUpdate(form, fields)).toEqual({
      name: ' Sales ',
      parentBizCompDetailId: null,
      orderId: 3,
      isActive: true,
      values: { entityCode: 'IN-KA', headcount: 12 },
    });
  });

  it('reports the shared name rule and the dynamic field rules by field', () => {
    const form = {
      ...initialComponentForm(null, fields),
      values: { entityCode: '', headcount: 'many', region: 'Mars' },
    };
    expect(validateComponentForm(form, fields)).toEqual({
      name: ORG_MESSAGES.nameRequired,
      'values.entityCode': ORG_MESSAGES.fieldRequired,
      'values.headcount': ORG_MESSAGES.invalidNumber,
      'values.region': ORG_MESSAGES.invalidOption,
    });
    expect(validateComponentForm(initialComponentForm(item, fields), fields)).toEqual({});
  });
});
