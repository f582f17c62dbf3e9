import { X509Certificate } from 'node:crypto';
import { SAML, ValidateInResponseTo, type CacheProvider, type Profile } from '@node-saml/node-saml';
import { DOMParser, type Element } from '@xmldom/xmldom';
import { SAML_NAME_ID } from '@tenure/domain/auth';
import type { SamlSubject } from '../../../db/schema/index.ts';

/** A SAML provider as the sign-in needs it; the URLs are this tenant's (SP entity id, ACS). */
export interface SamlProvider {
  /** The IdP's entity id: the Issuer its responses must name. */
  idpEntityId: string;
  ssoUrl: string;
  sloUrl: string;
  certificates: string[];
  emailClaim: string;
  spEntityId: string;
  acsUrl: string;
}

/** The person a checked assertion names. */
export interface SamlPerson {
  email: string;
  groups: string[];
  subject: SamlSubject;
}

/** How far the IdP's clock may be from ours when its assertion's validity window is checked. */
const CLOCK_SKEW_MS = 60_000;
const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DS = 'http://www.w3.org/2000/09/xmldsig#';

/**
 * The request ids node-saml checks a response's InResponseTo against: only the one this sign-in
 * stored, so a response to any other request (another sign-in's, or none: IdP-initiated) is refused.
 * Its age is the sign-in's, whose expiry the caller has checked: node-saml is told it is fresh.
 */
const onlyRequest = (requestId: string | null, capture: (id: string) => void): CacheProvider => ({
  saveAsync: async (key, value) => {
    capture(key);
    return { value, createdAt: Date.now() };
  },
  getAsync: async (key) => (key === requestId ? new Date().toISOString() : null),
  removeAsync: async (key) => key,
});

/**
 * Tenure as a SAML 2.0 service provider (node-saml): AuthnRequests by HTTP-Redirect, responses by
 * HTTP-POST whose assertion must be signed by one of the IdP's certificates (a signed response
 * around an unsigned assertion is not enough), for our entity id (audience), in answer to the
 * request this sign-in sent, within a small clock skew.
 */
function serviceProvider(p: SamlProvider, requestId: string | null = null, capture: (id: string) => void = () => {}) {
  return new SAML({
    entryPoint: p.ssoUrl,
    issuer: p.spEntityId,
    callbackUrl: p.acsUrl,
    idpCert: p.certificates,
    idpIssuer: p.idpEntityId,
    audience: p.spEntityId,
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    validateInResponseTo: ValidateInResponseTo.always,
    cacheProvider: onlyRequest(requestId, capture),
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    identifierFormat: p.emailClaim === SAML_NAME_ID ? EMAIL_FORMAT : null,
    // The IdP decides how people authenticate (MFA, Windows sign-in): no password context is asked for.
    disableRequestedAuthnContext: true,
    signatureAlgorithm: 'sha256',
    ...(p.sloUrl ? { logoutUrl: p.sloUrl } : {}),
  });
}

/** The AuthnRequest as the URL the browser goes to, and its ID (the response must answer it). */
export async function samlAuthorizeUrl(p: SamlProvider, relayState: string) {
  let requestId = '';
  const url = await serviceProvider(p, null, (id) => (requestId = id)).getAuthorizeUrlAsync(relayState, undefined, {});
  return { url, requestId };
}

/** Checks a response posted to the ACS; throws when anything is wrong. */
export async function samlVerifiedProfile(p: SamlProvider, requestId: string, samlResponse: string): Promise<Profile> {
  const { profile } = await serviceProvider(p, requestId).validatePostResponseAsync({ SAMLResponse: samlResponse });
  if (!profile) throw new Error('no assertion in the response');
  return profile;
}

const valuesOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string' && v.trim() !== '');

/** The email (NameID or the configured attribute, lower case) and the groups of a checked assertion. */
export function samlPerson(profile: Profile, emailClaim: string, groupsAttribute: string): SamlPerson | null {
  const email = (emailClaim === SAML_NAME_ID ? profile.nameID : valuesOf(profile[emailClaim])[0])?.trim().toLowerCase();
  if (!email?.includes('@')) return null;
  return {
    email,
    groups: groupsAttribute ? valuesOf(profile[groupsAttribute]) : [],
    subject: {
      nameId: profile.nameID,
      nameIdFormat: profile.nameIDFormat ?? null,
      sessionIndex: profile.sessionIndex ?? null,
    },
  };
}

/** The LogoutRequest (HTTP-Redirect) ending the IdP session of the person a session's assertion named. */
export function samlLogoutUrl(p: SamlProvider, subject: SamlSubject, relayState: string): Promise<string> {
  const profile: Profile = {
    issuer: p.idpEntityId,
    nameID: subject.nameId,
    nameIDFormat: subject.nameIdFormat ?? 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified',
    ...(subject.sessionIndex ? { sessionIndex: subject.sessionIndex } : {}),
  };
  return serviceProvider(p).getLogoutUrlAsync(profile, relayState, {});
}

/** Tenure's SP metadata for this provider: entity id, ACS (HTTP-POST), NameID format, signed assertions wanted. */
export function samlMetadata(p: SamlProvider): string {
  return serviceProvider(p).generateServiceProviderMetadata(null);
}

/**
 * A certificate as pasted (PEM, or its base64 body) in PEM form; null when it is not an X.509
 * certificate node:crypto can read.
 */
export function normalizeCertificate(text: string): string | null {
  const body = text
    .replace(/-----(BEGIN|END) CERTIFICATE-----/g, '')
    .replace(/\s+/g, '')
    .trim();
  if (!/^[A-Za-z0-9+/]+=*$/.test(body)) return null;
  try {
    const cert = new X509Certificate(Buffer.from(body, 'base64'));
    return cert.toString().trim();
  } catch {
    return null;
  }
}

export interface IdpMetadata {
  entityId: string;
  ssoUrl: string;
  sloUrl: string;
  certificates: string[];
}

/**
 * The parts of an IdP's metadata XML Tenure needs: its entity id, the HTTP-Redirect sign-on and
 * logout locations and the signing certificates. Null when the XML is not IdP metadata with at
 * least an entity id, a redirect sign-on URL and a readable certificate.
 */
export function parseIdpMetadata(xml: string): IdpMetadata | null {
  let doc;
  try {
    doc = new DOMParser({ onError: () => undefined }).parseFromString(xml, 'text/xml');
  } catch {
    return null;
  }
  const all = (
    parent: { getElementsByTagNameNS(ns: string, name: string): ArrayLike<Element> },
    ns: string,
    n: string,
  ) => Array.from(parent.getElementsByTagNameNS(ns, n));
  const idp = all(doc, MD, 'IDPSSODescriptor')[0];
  const entity = idp?.parentNode as Element | null | undefined;
  const entityId = entity?.getAttribute('entityID') ?? '';
  if (!idp || !entityId) return null;
  const redirect = (name: string) =>
    all(idp, MD, name)
      .find((e) => e.getAttribute('Binding') === REDIRECT_BINDING)
      ?.getAttribute('Location') ?? '';
  const certificates = all(idp, MD, 'KeyDescriptor')
    .filter((k) => (k.getAttribute('use') || 'signing') === 'signing')
    .flatMap((k) => all(k, DS, 'X509Certificate'))
    .map((c) => normalizeCertificate(c.textContent ?? ''));
  const ssoUrl = redirect('SingleSignOnService');
  if (!ssoUrl || certificates.length === 0 || certificates.some((c) => c === null)) return null;
  return { entityId, ssoUrl, sloUrl: redirect('SingleLogoutService'), certificates: certificates as string[] };
}
