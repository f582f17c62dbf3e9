/**
 * SCIM 2.0 (RFC 7643 resources, RFC 7644 protocol): the schema URNs, the error a client reads
 * (`urn:ietf:params:scim:api:messages:2.0:Error` with its scimType), and the discovery documents.
 */

export const SCIM = {
  user: 'urn:ietf:params:scim:schemas:core:2.0:User',
  group: 'urn:ietf:params:scim:schemas:core:2.0:Group',
  enterpriseUser: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User',
  list: 'urn:ietf:params:scim:api:messages:2.0:ListResponse',
  patch: 'urn:ietf:params:scim:api:messages:2.0:PatchOp',
  error: 'urn:ietf:params:scim:api:messages:2.0:Error',
  serviceProviderConfig: 'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig',
  resourceType: 'urn:ietf:params:scim:schemas:core:2.0:ResourceType',
  schema: 'urn:ietf:params:scim:schemas:core:2.0:Schema',
} as const;

export const SCIM_CONTENT_TYPE = 'application/scim+json; charset=utf-8';

/** RFC 7644 §3.12 scimType values this server answers with. */
export type ScimType =
  | 'invalidFilter'
  | 'invalidSyntax'
  | 'invalidPath'
  | 'invalidValue'
  | 'noTarget'
  | 'mutability'
  | 'uniqueness'
  | 'tooMany';

/** A refusal in SCIM's own words: the status, the scimType (for 400 and 409) and a detail for the admin. */
export class ScimError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly scimType?: ScimType,
  ) {
    super(detail);
  }
}

export const scimBody = (status: number, detail: string, scimType?: ScimType) => ({
  schemas: [SCIM.error],
  status: String(status),
  ...(scimType ? { scimType } : {}),
  detail,
});

export const invalidValue = (detail: string) => new ScimError(400, detail, 'invalidValue');
export const invalidFilter = (detail: string) => new ScimError(400, detail, 'invalidFilter');
export const invalidPath = (detail: string) => new ScimError(400, detail, 'invalidPath');
export const uniqueness = (detail: string) => new ScimError(409, detail, 'uniqueness');
export const scimNotFound = (what: string) => new ScimError(404, `${what} not found.`);

/** RFC 7644 §3.4.2: 1-based startIndex, count of at most MAX_COUNT (0: only the total). */
export const MAX_COUNT = 200;

export function pageOf(query: { startIndex?: string; count?: string }): { offset: number; limit: number } {
  const number = (value: string | undefined, fallback: number) => {
    if (value === undefined || value === '') return fallback;
    if (!/^-?\d{1,9}$/.test(value)) throw invalidValue('startIndex and count must be integers.');
    return Number(value);
  };
  const startIndex = Math.max(1, number(query.startIndex, 1));
  const count = Math.min(MAX_COUNT, Math.max(0, number(query.count, 100)));
  return { offset: startIndex - 1, limit: count };
}

export const listResponse = (resources: unknown[], total: number, offset: number) => ({
  schemas: [SCIM.list],
  totalResults: total,
  startIndex: offset + 1,
  itemsPerPage: resources.length,
  Resources: resources,
});

/** SCIM's booleans as identity providers send them: Entra writes "True" and "False" as strings. */
export function scimBoolean(value: unknown, attribute: string): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
  throw invalidValue(`${attribute} must be true or false.`);
}

export function serviceProviderConfig(base: string) {
  return {
    schemas: [SCIM.serviceProviderConfig],
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: MAX_COUNT },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: false },
    authenticationSchemes: [
      {
        type: 'oauthbearertoken',
        name: 'Bearer token',
        description: 'The tenant’s SCIM token, issued on Setup › Single sign-on › Directory.',
        primary: true,
      },
    ],
    meta: { resourceType: 'ServiceProviderConfig', location: `${base}/ServiceProviderConfig` },
  };
}

export function resourceTypes(base: string) {
  return [
    {
      schemas: [SCIM.resourceType],
      id: 'User',
      name: 'User',
      endpoint: '/Users',
      description: 'A Tenure user account (linked to its employee record)',
      schema: SCIM.user,
      schemaExtensions: [],
      meta: { resourceType: 'ResourceType', location: `${base}/ResourceTypes/User` },
    },
    {
      schemas: [SCIM.resourceType],
      id: 'Group',
      name: 'Group',
      endpoint: '/Groups',
      description: 'A directory group; its members get the roles mapped to it',
      schema: SCIM.group,
      schemaExtensions: [],
      meta: { resourceType: 'ResourceType', location: `${base}/ResourceTypes/Group` },
    },
  ];
}

const attribute = (
  name: string,
  type: 'string' | 'boolean' | 'complex' | 'reference',
  extra: Record<string, unknown> = {},
) => ({
  name,
  type,
  multiValued: false,
  required: false,
  caseExact: false,
  mutability: 'readWrite',
  returned: 'default',
  uniqueness: 'none',
  ...extra,
});

export function schemas(base: string) {
  return [
    {
      schemas: [SCIM.schema],
      id: SCIM.user,
      name: 'User',
      description: 'User account',
      attributes: [
        attribute('userName', 'string', { required: true, uniqueness: 'server' }),
        attribute('externalId', 'string', { caseExact: true }),
        attribute('displayName', 'string', { mutability: 'readOnly' }),
        attribute('name', 'complex', {
          mutability: 'readOnly',
          subAttributes: [attribute('givenName', 'string'), attribute('familyName', 'string')],
        }),
        attribute('active', 'boolean'),
        attribute('emails', 'complex', {
          multiValued: true,
          subAttributes: [attribute('value', 'string'), attribute('type', 'string'), attribute('primary', 'boolean')],
        }),
      ],
      meta: { resourceType: 'Schema', location: `${base}/Schemas/${SCIM.user}` },
    },
    {
      schemas: [SCIM.schema],
      id: SCIM.group,
      name: 'Group',
      description: 'Group',
      attributes: [
        attribute('displayName', 'string', { required: true, uniqueness: 'server' }),
        attribute('externalId', 'string', { caseExact: true }),
        attribute('members', 'complex', {
          multiValued: true,
          subAttributes: [attribute('value', 'string', { mutability: 'immutable' }), attribute('display', 'string')],
        }),
      ],
      meta: { resourceType: 'Schema', location: `${base}/Schemas/${SCIM.group}` },
    },
  ];
}
