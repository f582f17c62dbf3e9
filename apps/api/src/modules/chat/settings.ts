import {
  CHAT_RETENTION_DAYS_DEFAULT,
  type ChatSettingsInput,
  type ChatSettingsView,
  chatSettingsInput,
} from '@tenure/domain/chat';
import type { z } from 'zod';
import { chatSettings } from '../../db/schema/index.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { Tx } from '../../platform/db.ts';
import type { SecretBox } from '../../platform/sealed-secrets.ts';
import { auditActor, type Viewer } from '../../platform/viewer.ts';

/** A tenant's OpenAI-compatible model, with its key opened: for the server's own calls only. */
export interface ModelEndpoint {
  baseUrl: string;
  model: string;
  apiKey: string | null;
}

type Row = typeof chatSettings.$inferSelect;
const readRow = async (tx: Tx): Promise<Row | undefined> => (await tx.select().from(chatSettings))[0];

const viewOf = (row: Row | undefined): ChatSettingsView => ({
  retentionDays: row?.retentionDays ?? CHAT_RETENTION_DAYS_DEFAULT,
  modelBaseUrl: row?.modelBaseUrl ?? null,
  modelName: row?.modelName ?? null,
  hasModelKey: Boolean(row?.modelKeySealed),
});

export const readChatSettings = async (tx: Tx) => viewOf(await readRow(tx));

/** The stored key, opened (for a connection test of an endpoint typed without one). */
export const storedModelKey = async (tx: Tx, box: SecretBox): Promise<string | null> => {
  const sealed = (await readRow(tx))?.modelKeySealed;
  return sealed ? box.open(sealed) : null;
};

export async function modelEndpointOf(tx: Tx, box: SecretBox): Promise<ModelEndpoint | null> {
  const row = await readRow(tx);
  if (!row?.modelBaseUrl || !row.modelName) return null;
  return {
    baseUrl: row.modelBaseUrl,
    model: row.modelName,
    apiKey: row.modelKeySealed ? box.open(row.modelKeySealed) : null,
  };
}

/** Saves the settings; the key is sealed, kept when not sent, removed when sent blank; audited without it. */
export async function saveChatSettings(
  tx: Tx,
  v: Viewer,
  box: SecretBox,
  input: z.output<typeof chatSettingsInput> & Pick<ChatSettingsInput, 'modelKey'>,
): Promise<ChatSettingsView> {
  const before = await readRow(tx);
  const modelKeySealed =
    input.modelKey === undefined ? (before?.modelKeySealed ?? null) : input.modelKey ? box.seal(input.modelKey) : null;
  const values = {
    retentionDays: input.retentionDays,
    modelBaseUrl: input.modelBaseUrl,
    modelName: input.modelName,
    modelKeySealed,
    updatedBy: v.userId,
  };
  await tx
    .insert(chatSettings)
    .values({ tenantId: v.tenantCode, ...values })
    .onConflictDoUpdate({ target: chatSettings.tenantId, set: { ...values, updatedAt: new Date() } });
  const after = viewOf(await readRow(tx));
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'chat.settings',
    entity: 'chat_settings',
    entityId: v.tenantCode,
    before: viewOf(before),
    after,
  });
  return after;
}

export const retentionDaysOf = async (tx: Tx) =>
  (await tx.select({ days: chatSettings.retentionDays }).from(chatSettings))[0]?.days ?? CHAT_RETENTION_DAYS_DEFAULT;

/**
 * The tenants' model endpoints, read at most every few seconds: every message needs to know
 * whether a model answers, and the settings change rarely. A save in this process is seen at once;
 * another API process sees it within MAX_AGE_MS.
 */
export class ModelEndpoints {
  private static readonly MAX_AGE_MS = 10_000;
  private readonly cache = new Map<string, { endpoint: ModelEndpoint | null; at: number }>();

  constructor(private readonly box: SecretBox) {}

  async of(
    tenantCode: string,
    read: (load: (tx: Tx) => Promise<ModelEndpoint | null>) => Promise<ModelEndpoint | null>,
  ): Promise<ModelEndpoint | null> {
    const hit = this.cache.get(tenantCode);
    if (hit && Date.now() - hit.at < ModelEndpoints.MAX_AGE_MS) return hit.endpoint;
    const endpoint = await read((tx) => modelEndpointOf(tx, this.box));
    this.cache.set(tenantCode, { endpoint, at: Date.now() });
    return endpoint;
  }

  forget(tenantCode: string): void {
    this.cache.delete(tenantCode);
  }
}
