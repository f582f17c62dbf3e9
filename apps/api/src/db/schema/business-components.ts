import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { BizComponentKind, ComponentValues, DynamicFieldDefinition } from '@tenure/domain/org';
import { createdAt, id, tenantId, tenantIsolation, tenantReference, updatedAt } from './columns.ts';

/** A business-component master is one tab of the organisation structure (Legal Entity, Location, ...). */
export const bizCompMasters = pgTable(
  'biz_comp_masters',
  {
    id: id(),
    tenantId: tenantId(),
    kind: text('kind').$type<BizComponentKind>().notNull(),
    displayName: text('display_name').notNull(),
    description: text('description'),
    orderId: integer('order_id'),
    /** The dynamic fields every component of this type carries. */
    fields: jsonb('fields').$type<DynamicFieldDefinition[]>().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'biz_comp_masters_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('biz_comp_masters_name').on(t.tenantId, sql`lower(${t.displayName})`),
    tenantIsolation('biz_comp_masters'),
  ],
);

/** One component (a legal entity, a business unit, a location ...) in the organisation tree. */
export const bizCompDetails = pgTable(
  'biz_comp_details',
  {
    id: id(),
    tenantId: tenantId(),
    bizCompMasterId: uuid('biz_comp_master_id').notNull(),
    parentBizCompDetailId: uuid('parent_biz_comp_detail_id'),
    name: text('name').notNull(),
    orderId: integer('order_id'),
    values: jsonb('values').$type<ComponentValues>().notNull().default({}),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'biz_comp_details_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('biz_comp_details_biz_comp_master_id_fk', t, t.bizCompMasterId, bizCompMasters),
    tenantReference('biz_comp_details_parent_biz_comp_detail_id_fk', t, t.parentBizCompDetailId, t),
    // Names are unique among the components of one type under one parent (two "Finance" units may sit under different entities).
    uniqueIndex('biz_comp_details_name').on(
      t.tenantId,
      t.bizCompMasterId,
      sql`coalesce(${t.parentBizCompDetailId}::text, '')`,
      sql`lower(${t.name})`,
    ),
    index('biz_comp_details_parent').on(t.tenantId, t.parentBizCompDetailId),
    tenantIsolation('biz_comp_details'),
  ],
);
