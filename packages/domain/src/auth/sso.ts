/**
 * Single sign-on through a tenant's OpenID Connect providers (issue 36): the provider settings an
 * admin keeps, the tenant's sign-in rules, and the calls of the sign-in itself.
 */
import { z } from 'zod';

/** SPEC §3: the login type of a Microsoft Entra ID sign-in (also the provider config's identifier). */
export const AZURE_AD_IDENTIFIER = 'azure_ad_identifier';
/** Our name for the login type of a sign-in through any other OpenID Connect provider. */
export const OIDC_IDENTIFIER = 'oidc';
/** The login type of a sign-in through a SAML 2.0 identity provider. */
export const SAML_IDENTIFIER = 'saml';
export const PASSWORD_LOGIN = 'password';
export type LoginType =
  typeof PASSWORD_LOGIN | typeof AZURE_AD_IDENTIFIER | typeof OIDC_IDENTIFIER | typeof SAML_IDENTIFIER;

/** SPEC §9: the tenant-agnostic "organizations" authority of Microsoft Entra ID (work and school accounts). */
export const ENTRA_AUTHORITY = 'https://login.microsoftonline.com/organizations/v2.0';

export const PROVIDER_KINDS = ['entra', 'oidc', 'saml'] as const;
export type ProviderKind = (typeof PROVIDER_KINDS)[number];
const LOGIN_TYPES: Record<ProviderKind, LoginType> = {
  entra: AZURE_AD_IDENTIFIER,
  oidc: OIDC_IDENTIFIER,
  saml: SAML_IDENTIFIER,
};
export const loginTypeOf = (kind: ProviderKind): LoginType => LOGIN_TYPES[kind];

/** SAML: the value of emailClaim that takes the email from the assertion's NameID rather than an attribute. */
export const SAML_NAME_ID = 'NameID';
/** SAML: the attribute Microsoft Entra ID (and AD FS) send group object ids in. */
export const SAML_GROUPS_ATTRIBUTE = 'http://schemas.microsoft.com/ws/2008/06/identity/claims/groups';
/** SAML: where a provider's SP metadata and Assertion Consumer Service are, under the API (`/api/auth…`). */
export const samlMetadataPath = (providerId: string) => `/api/auth/sso/saml/${providerId}/metadata`;
export const samlAcsPath = (providerId: string) => `/api/auth/sso/saml/${providerId}/acs`;

/** The web app's page the providers send the browser back to (register it at the provider). */
export const SSO_CALLBACK_PATH = '/sso/callback';
/** How long a started sign-in may take at the provider before its state is refused. */
export const SSO_LOGIN_TTL_MINUTES = 10;

export const SSO_MESSAGES = {
  nameRequired: 'Enter a name for the sign-in button.',
  issuerInvalid: 'Enter the issuer as an https URL (for example https://idp.example.com).',
  clientIdRequired: 'Enter the client (application) id.',
  clientSecretRequired: 'Enter the client secret.',
  directoryIdsRequired: 'List at least one directory (tenant) id to accept.',
  directoryIdInvalid: 'A directory id is a GUID such as 72f988bf-86f1-41af-91ab-2d7cd011db47.',
  claimInvalid: 'Enter the name of a claim, such as email or preferred_username.',
  domainInvalid: 'Enter email domains such as example.com.',
  domainsRequired: 'List the email domains whose people may get an account on first sign-in.',
  insecureIssuer: 'This server reaches identity providers over https only.',
  discoveryFailed: "The identity provider's configuration could not be read from this issuer.",
  providerUnknown: 'This sign-in option is not available. Please reload the page.',
  signInFailed: 'The sign-in could not be completed. Please try again.',
  stateInvalid: 'This sign-in has expired or was already used. Please sign in again.',
  directoryRefused: 'Your organisation’s directory is not allowed to sign in to this company.',
  emailUnverified: 'Your identity provider did not confirm your email address, so you cannot be signed in.',
  unknownPerson: 'No active employee account matches your email address. Please contact your administrator.',
  accountDeactivated: 'Your account is deactivated. Please contact your administrator.',
  employeeLeft: 'Your employment has ended, so you can no longer sign in.',
  ssoRequired: 'This company signs in through its identity provider. Please use the sign-in button below.',
  entityIdRequired: "Enter the identity provider's entity id (its Issuer), or upload its metadata.",
  ssoUrlInvalid: "Enter the identity provider's single sign-on URL as an https URL, or upload its metadata.",
  sloUrlInvalid: 'Enter the single logout URL as an https URL, or leave it blank.',
  certificateRequired: "Add the identity provider's signing certificate, or upload its metadata.",
  certificateInvalid: 'This is not a valid X.509 certificate (paste it in PEM or base64 form).',
  metadataInvalid:
    'This is not SAML 2.0 identity provider metadata with a signing certificate and a redirect sign-on URL.',
  attributeInvalid: 'Enter the name of an attribute, or NameID.',
  saved: 'Sign-in settings saved.',
} as const;

const trimmed = z.string().trim();
const claimName = /^[A-Za-z_][\w.:-]{0,63}$/;
/** A SAML attribute name: often a URI such as http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress. */
const attributeName = /^[A-Za-z_][\w.:/#-]{0,199}$/;
const httpUrl = /^https?:\/\/[^\s/]+(\/\S*)?$/i;
const guid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const domain = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/** What an admin types for a provider; the secret only when setting or replacing it. */
export const identityProviderInput = z
  .object({
    kind: z.enum(PROVIDER_KINDS),
    displayName: trimmed.min(1, SSO_MESSAGES.nameRequired).max(60),
    /** The generic provider's issuer; the Entra preset always uses ENTRA_AUTHORITY. */
    issuer: trimmed.max(300).optional(),
    /** OpenID Connect: the client id (none for SAML). */
    clientId: trimmed.max(200).default(''),
    /** Write-only: absent keeps the stored secret. */
    clientSecret: z.string().max(500).optional(),
    /** Entra: the directory (tenant) ids whose accounts may sign in. */
    allowedTenantIds: z.array(trimmed.regex(guid, SSO_MESSAGES.directoryIdInvalid)).max(50).default([]),
    /** The claim (SAML: the attribute, or SAML_NAME_ID) carrying the email address linked to a user. */
    emailClaim: trimmed.max(200).default('email'),
    /** OpenID Connect: the claim listing the person's groups (Entra ID: `groups`, the groups' object ids). */
    groupsClaim: trimmed.max(200).default('groups'),
    enabled: z.boolean().default(true),
    /**
     * SAML: the IdP's metadata XML; the server reads the entity id (into `issuer`), the sign-on and
     * logout URLs and the signing certificates from it, in place of what is typed.
     */
    metadataXml: z.string().max(200_000).optional(),
    /** SAML: the IdP's single sign-on URL (HTTP-Redirect binding). */
    ssoUrl: trimmed.max(500).default(''),
    /** SAML: the IdP's single logout URL; blank: logout ends Tenure's session only. */
    sloUrl: trimmed.max(500).default(''),
    /** SAML: the certificates (PEM or base64) whose keys may sign the assertions. */
    certificates: z.array(trimmed.max(20_000)).max(5).default([]),
    /** SAML: the attribute carrying the person's groups. */
    groupsAttribute: trimmed.max(200).default(SAML_GROUPS_ATTRIBUTE),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.kind === 'saml') {
      if (!attributeName.test(v.emailClaim)) issue('emailClaim', SSO_MESSAGES.attributeInvalid);
      if (!attributeName.test(v.groupsAttribute)) issue('groupsAttribute', SSO_MESSAGES.attributeInvalid);
      if (v.sloUrl && !httpUrl.test(v.sloUrl)) issue('sloUrl', SSO_MESSAGES.sloUrlInvalid);
      // With metadata the server fills (and checks) the rest.
      if (v.metadataXml?.trim()) return;
      if (!v.issuer) issue('issuer', SSO_MESSAGES.entityIdRequired);
      if (!httpUrl.test(v.ssoUrl)) issue('ssoUrl', SSO_MESSAGES.ssoUrlInvalid);
      if (v.certificates.length === 0) issue('certificates', SSO_MESSAGES.certificateRequired);
      return;
    }
    if (!claimName.test(v.emailClaim)) issue('emailClaim', SSO_MESSAGES.claimInvalid);
    if (!claimName.test(v.groupsClaim)) issue('groupsClaim', SSO_MESSAGES.claimInvalid);
    if (!v.clientId) issue('clientId', SSO_MESSAGES.clientIdRequired);
    if (v.kind === 'oidc' && !httpUrl.test(v.issuer ?? '')) issue('issuer', SSO_MESSAGES.issuerInvalid);
    if (v.kind === 'entra' && v.allowedTenantIds.length === 0)
      ctx.addIssue({ code: 'custom', path: ['allowedTenantIds'], message: SSO_MESSAGES.directoryIdsRequired });
  });
export type IdentityProviderInput = z.input<typeof identityProviderInput>;

/** A provider as the setup page sees it: never the secret, only whether one is stored. */
export const identityProviderView = z.object({
  id: z.string(),
  kind: z.enum(PROVIDER_KINDS),
  loginType: z.string(),
  displayName: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  hasClientSecret: z.boolean(),
  allowedTenantIds: z.array(z.string()),
  emailClaim: z.string(),
  groupsClaim: z.string(),
  enabled: z.boolean(),
  /** Where the provider must send the browser back: register it at the provider. */
  redirectUri: z.string(),
  /** SAML only (blank or empty for OpenID Connect providers). */
  ssoUrl: z.string(),
  sloUrl: z.string(),
  certificates: z.array(z.string()),
  groupsAttribute: z.string(),
  /** SAML: Tenure's entity id at this provider (also where its SP metadata is read). */
  spEntityId: z.string(),
  /** SAML: the Assertion Consumer Service URL (HTTP-POST binding) to register at the IdP. */
  acsUrl: z.string(),
});
export type IdentityProviderView = z.infer<typeof identityProviderView>;

export const ssoSettings = z
  .object({
    /** Password login off for everyone but super admins (break-glass). */
    requireSso: z.boolean(),
    /** A person with an active employee record but no account gets one (employee role) on first sign-in. */
    createUsersOnFirstSignIn: z.boolean(),
    allowedEmailDomains: z.array(trimmed.toLowerCase().regex(domain, SSO_MESSAGES.domainInvalid)).max(50),
  })
  .superRefine((v, ctx) => {
    if (v.createUsersOnFirstSignIn && v.allowedEmailDomains.length === 0)
      ctx.addIssue({ code: 'custom', path: ['allowedEmailDomains'], message: SSO_MESSAGES.domainsRequired });
  });
export type SsoSettings = z.infer<typeof ssoSettings>;

export const ssoSetup = z.object({
  settings: ssoSettings,
  providers: z.array(identityProviderView),
  /** The tenant's callback URL: register it at every provider (the same for all of them). */
  redirectUri: z.string(),
  /** Where a provider's end-session endpoint sends the browser back: register it too. */
  postLogoutRedirectUri: z.string(),
});
export type SsoSetup = z.infer<typeof ssoSetup>;

/** A random value the browser keeps for the sign-in it starts; the callback must bring it back. */
export const ssoBinding = z.string().regex(/^[A-Za-z0-9_-]{32,128}$/, SSO_MESSAGES.stateInvalid);

export const ssoStartRequest = z.object({ providerId: z.uuid(SSO_MESSAGES.providerUnknown), binding: ssoBinding });
export const ssoStartResponse = z.object({ authorizationUrl: z.string() });

/** The query string the provider sent the browser back with, as the callback page received it. */
export const ssoCompleteRequest = z.object({ callbackQuery: z.string().max(8000), binding: ssoBinding });

/** What a SAML IdP posts to the Assertion Consumer Service (HTTP-POST binding). */
export const samlAcsRequest = z.object({
  SAMLResponse: z.string().min(1).max(500_000),
  RelayState: z.string().max(200).default(''),
});

/** Logout of a provider session: where the browser goes to end the provider's session too. */
export const logoutResponse = z.object({ endSessionUrl: z.string().nullable() });
