import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HEADERS } from '@tenure/domain/auth';
import {
  EXTERNAL_HEADERS,
  EXTERNAL_MESSAGES,
  EXTERNAL_TOKEN_MINUTES,
  externalDecisionInput,
  externalDecisionView,
  externalMasterDataView,
  externalPageQuery,
  externalResourceView,
  externalTimesheetQuery,
  externalTokenView,
  externalWeekView,
} from '@tenure/domain/timesheets';
import type { ModuleDeps } from '../../../platform/module-deps.ts';
import { minuteAllowance } from '../../../platform/call-allowance.ts';
import type { Tx } from '../../../platform/db.ts';
import { deliverAfterCommit } from '../../../platform/notifications.ts';
import { callerOfApiKey, callerOfToken, issueToken, type ExternalCaller, type ExternalCredentials } from './auth.ts';
import { auditExternal, externalDecide, externalMasterData, externalResources, externalTimesheets } from './service.ts';

/** The external-approval service's own base (SPEC §7), beside the timesheet API. */
export const EXTERNAL_BASE = '/external-approval';
const tags = ['external approval'];

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
};

/** The tenant, key, token and legal entity a call presents in its headers. */
const credentialsOf = (request: FastifyRequest): ExternalCredentials => ({
  tenantCode: request.tenant!.code,
  apiKey: header(request, EXTERNAL_HEADERS.apiKey),
  token: header(request, EXTERNAL_HEADERS.token),
  entityCode: header(request, HEADERS.entity),
});

/**
 * The external-approval service (SPEC §6 external approver, §7): a client's system (x-api-key) or
 * the client's approver on /external-approval (the link's token) reads the client's projects,
 * people and submitted lines and approves or rejects them. No Tenure session: the tenant comes
 * from X-TenantID, the legal entity from X-EntityID, the caller from the key; each key has its own
 * allowance of calls per minute, and every call is audited with the key.
 */
export function externalRoutes(fastify: FastifyInstance, deps: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = {
    access: { public: true } as const,
    flag: 'timesheet' as const,
    plainPayload: true,
  };
  // Calls that check no body and start with their transaction: the flag is read with its begin.
  const opening = { ...config, flagWithTransaction: true };
  // Several API processes may serve one key: on PostgreSQL they pool its calls every second.
  const allowance = minuteAllowance(fastify, deps.database, {
    name: 'api-key',
    max: deps.config.EXTERNAL_API_RATE_LIMIT_PER_MINUTE,
    message: EXTERNAL_MESSAGES.rateLimited,
  });
  const counted = (caller: ExternalCaller) => {
    allowance.take(caller.keyId);
    return caller;
  };
  const asKey = <T>(request: FastifyRequest, work: (tx: Tx, caller: ExternalCaller) => Promise<T>) =>
    request.inTenant(async (tx) => work(tx, counted(await callerOfToken(tx, credentialsOf(request)))));

  app.post(`${EXTERNAL_BASE}/token`, {
    config: opening,
    schema: {
      tags,
      description: `A token for the other calls (AuthorizationToken), for ${EXTERNAL_TOKEN_MINUTES} minutes; needs x-api-key, X-TenantID, X-EntityID.`,
      response: { 200: externalTokenView },
    },
    handler: (request) =>
      request.inTenant(async (tx) => {
        const caller = counted(await callerOfApiKey(tx, credentialsOf(request)));
        const issued = await issueToken(
          tx,
          caller.keyId,
          { t: caller.tenantCode, k: caller.prefix, e: caller.entity.code, p: 'api' },
          EXTERNAL_TOKEN_MINUTES * 60,
        );
        await auditExternal(tx, caller, 'token', caller.keyId, { expiresAt: issued.expiresAt });
        return issued;
      }),
  });
  app.get(`${EXTERNAL_BASE}/master-data`, {
    config: opening,
    schema: { tags, response: { 200: externalMasterDataView } },
    handler: (request) =>
      asKey(request, async (tx, caller) => {
        await auditExternal(tx, caller, 'masterData', caller.keyId);
        return externalMasterData(tx, caller);
      }),
  });
  app.get(`${EXTERNAL_BASE}/resources`, {
    config: opening,
    schema: { tags, querystring: externalPageQuery, response: { 200: z.array(externalResourceView) } },
    handler: (request) =>
      asKey(request, async (tx, caller) => {
        await auditExternal(tx, caller, 'resources', caller.keyId, { page: request.query.page });
        return externalResources(tx, caller, request.query);
      }),
  });
  app.get(`${EXTERNAL_BASE}/timesheets`, {
    config: opening,
    schema: { tags, querystring: externalTimesheetQuery, response: { 200: z.array(externalWeekView) } },
    handler: (request) =>
      asKey(request, async (tx, caller) => {
        await auditExternal(tx, caller, 'timesheets', caller.keyId, {
          status: request.query.status,
          page: request.query.page,
        });
        return externalTimesheets(tx, caller, request.query.status, request.query);
      }),
  });
  for (const [action, to] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const) {
    app.post(`${EXTERNAL_BASE}/timesheets/${action}`, {
      config,
      schema: { tags, body: externalDecisionInput, response: { 200: externalDecisionView } },
      handler: async (request) => {
        const { mail, ...result } = await asKey(request, (tx, caller) =>
          externalDecide(tx, caller, deps.mailer, request.body.lineIds, to, request.body.reason),
        );
        deliverAfterCommit(deps.mailer, request.tenant!.code, mail, request.log);
        return result;
      },
    });
  }
}
