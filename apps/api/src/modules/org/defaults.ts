import type { BizComponentKind, ComponentValues, DynamicFieldDefinition } from '@tenure/domain/org';
import { COUNTRIES } from '@tenure/domain/validation';
import { bizCompDetails, bizCompMasters, type legalEntities } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/db.ts';

/** The five component types of the organisation structure (SPEC §9). */
const COMPONENT_TYPES: {
  kind: BizComponentKind;
  displayName: string;
  description: string;
  orderId: number;
  fields: DynamicFieldDefinition[];
}[] = [
  {
    kind: 'HOLDING_COMPANY',
    displayName: 'Holding Company',
    description: 'The group that owns the legal entities',
    orderId: 1,
    fields: [{ key: 'registrationNumber', label: 'Registration Number', type: 'text', required: false }],
  },
  {
    kind: 'LEGAL_ENTITY',
    displayName: 'Legal Entity',
    description: 'A registered company that employs people',
    orderId: 2,
    fields: [
      { key: 'legalEntityCode', label: 'Legal Entity Code', type: 'text', required: true },
      { key: 'countryId', label: 'Country', type: 'select', required: true, options: [...COUNTRIES] },
      { key: 'dateOfIncorporation', label: 'Date of Incorporation', type: 'date', required: false },
    ],
  },
  // Location's orderId is low on purpose: the ordering rule still shows it last (SPEC §9).
  {
    kind: 'LOCATION',
    displayName: 'Location',
    description: 'An office or site',
    orderId: 3,
    fields: [
      { key: 'timeZone', label: 'Time Zone', type: 'text', required: true },
      { key: 'seatingCapacity', label: 'Seating Capacity', type: 'number', required: false },
    ],
  },
  {
    kind: 'BUSINESS_UNIT',
    displayName: 'Business Unit',
    description: 'A line of business within a legal entity',
    orderId: 4,
    fields: [{ key: 'costCentre', label: 'Cost Centre', type: 'text', required: false }],
  },
  {
    kind: 'DEPARTMENT',
    displayName: 'Department',
    description: 'A team within a business unit',
    orderId: 5,
    fields: [{ key: 'costCentre', label: 'Cost Centre', type: 'text', required: false }],
  },
];

type EntityRow = Pick<typeof legalEntities.$inferSelect, 'code' | 'name'>;

/**
 * What every tenant's organisation structure starts with (provisioning and the demo seed): the five
 * component types and the tree holding company → legal entities. Returns how to add more.
 */
export async function installCompanyStructure(
  tx: Tx,
  tenantId: string,
  tenantName: string,
  entityRows: readonly EntityRow[],
) {
  const masterIds = new Map<BizComponentKind, string>();
  for (const type of COMPONENT_TYPES) {
    const [row] = await tx
      .insert(bizCompMasters)
      .values({
        tenantId,
        kind: type.kind,
        displayName: type.displayName,
        description: type.description,
        orderId: type.orderId,
        fields: type.fields,
      })
      .returning({ id: bizCompMasters.id });
    masterIds.set(type.kind, row!.id);
  }

  const addComponent = async (
    kind: BizComponentKind,
    name: string,
    parentId: string | null,
    orderId: number,
    values: ComponentValues = {},
  ) => {
    const [row] = await tx
      .insert(bizCompDetails)
      .values({
        tenantId,
        bizCompMasterId: masterIds.get(kind)!,
        parentBizCompDetailId: parentId,
        name,
        orderId,
        values,
      })
      .returning({ id: bizCompDetails.id });
    return row!.id;
  };

  const holding = await addComponent('HOLDING_COMPANY', tenantName, null, 1);
  const entityComponents = new Map<string, string>();
  for (const [i, entity] of entityRows.entries()) {
    const countryId = entity.code.split('-')[0]!;
    entityComponents.set(
      entity.code,
      await addComponent('LEGAL_ENTITY', entity.name, holding, i + 1, { legalEntityCode: entity.code, countryId }),
    );
  }
  return { addComponent, holding, entityComponents };
}
