import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { generate } from 'selfsigned';

/**
 * The part of samlify this IdP uses. Loaded with require and typed here: samlify's own types pull
 * in the DOM library (through its copy of @xmldom/xmldom), whose fetch types clash with Node's.
 */
interface SamlEntity {
  entityMeta: { getAssertionConsumerService(binding: string): string | string[]; getEntityID(): string };
}
interface SamlIdp extends SamlEntity {
  getMetadata(): string;
  parseLoginRequest(
    sp: SamlEntity,
    binding: 'redirect',
    request: { query: Record<string, string> },
  ): Promise<{ extract: { request: { id: string } } }>;
  createLoginResponse(
    sp: SamlEntity,
    request: unknown,
    binding: 'post',
    user: { email: string },
    options: { relayState: string; customTagReplacement(template: string): { id: string; context: string } },
  ): Promise<{ context: string }>;
}
const samlify = createRequire(import.meta.url)('samlify') as {
  setSchemaValidator(validator: { validate(xml: string): Promise<string> }): void;
  IdentityProvider(settings: Record<string, unknown>): SamlIdp;
  ServiceProvider(settings: { metadata: string }): SamlEntity;
  SamlLib: { replaceTagsByValue(template: string, values: Record<string, string>): string };
};

const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
export const SAML_IDP_ENTITY_ID = 'https://idp.saml-test.example/metadata';
export const SAML_IDP_SSO_URL = 'https://idp.saml-test.example/sso';
export const SAML_IDP_SLO_URL = 'https://idp.saml-test.example/slo';

/** Who signs in at the IdP: the NameID (an email) and the attributes their assertion carries. */
export interface SamlUser {
  email: string;
  attributes?: Record<string, string[]>;
}

/** How the IdP's answer differs from a good one. */
export interface SamlAnswerOptions {
  /** `response`: only the Response is signed, around an unsigned assertion. */
  signed?: 'assertion' | 'response';
  /** Signed with a key the provider's setup does not hold. */
  otherKey?: boolean;
  /** An audience other than Tenure's entity id. */
  audience?: string;
}

const attributeStatement = (attributes: Record<string, string[]>) =>
  Object.keys(attributes).length === 0
    ? ''
    : `<saml:AttributeStatement>${Object.entries(attributes)
        .map(
          ([name, values]) =>
            `<saml:Attribute Name="${name}">${values
              .map((v) => `<saml:AttributeValue>${v}</saml:AttributeValue>`)
              .join('')}</saml:Attribute>`,
        )
        .join('')}</saml:AttributeStatement>`;

/**
 * A SAML 2.0 identity provider run inside the test (samlify) with keys made for it (selfsigned): it
 * reads Tenure's AuthnRequest from the redirect URL, and answers with a real signed Response (by
 * default, the assertion signed, as Microsoft Entra ID does), as the form its page would post to
 * the ACS. No server: the browser's trip to the IdP is the redirect URL, the trip back the post.
 */
export async function startSamlIdentityProvider() {
  samlify.setSchemaValidator({ validate: async () => 'skipped' });
  const [key, otherKey] = await Promise.all(
    ['Test IdP', 'Someone else'].map((cn) =>
      generate([{ name: 'commonName', value: cn }], { keySize: 2048, algorithm: 'sha256' }),
    ),
  );
  const idpWith = (pems: { private: string; cert: string }) =>
    samlify.IdentityProvider({
      entityID: SAML_IDP_ENTITY_ID,
      privateKey: pems.private,
      signingCert: pems.cert,
      nameIDFormat: [EMAIL_FORMAT],
      singleSignOnService: [{ Binding: REDIRECT, Location: SAML_IDP_SSO_URL }],
      singleLogoutService: [{ Binding: REDIRECT, Location: SAML_IDP_SLO_URL }],
      wantAuthnRequestsSigned: false,
    });
  const idp = idpWith(key!);
  const stranger = idpWith(otherKey!);

  /**
   * The IdP's answer to the AuthnRequest in `authorizationUrl` for `who`: where its page posts, and
   * the form fields (SAMLResponse, RelayState). `spMetadata` is Tenure's SP metadata for the provider.
   */
  async function answer(authorizationUrl: string, spMetadata: string, who: SamlUser, options: SamlAnswerOptions = {}) {
    const url = new URL(authorizationUrl);
    const query = Object.fromEntries(url.searchParams);
    const sp = samlify.ServiceProvider({ metadata: spMetadata });
    const request = await idp.parseLoginRequest(sp, 'redirect', { query });
    const acsUrl = sp.entityMeta.getAssertionConsumerService('post') as string;
    const signAs = samlify.ServiceProvider({
      metadata:
        options.signed === 'response'
          ? spMetadata.replace('WantAssertionsSigned="true"', 'WantAssertionsSigned="false"')
          : spMetadata,
    });
    const now = new Date();
    const later = new Date(now.getTime() + 5 * 60_000);
    const values = {
      ID: `_${randomUUID()}`,
      AssertionID: `_${randomUUID()}`,
      Destination: acsUrl,
      Audience: options.audience ?? sp.entityMeta.getEntityID(),
      SubjectRecipient: acsUrl,
      Issuer: SAML_IDP_ENTITY_ID,
      IssueInstant: now.toISOString(),
      StatusCode: 'urn:oasis:names:tc:SAML:2.0:status:Success',
      ConditionsNotBefore: now.toISOString(),
      ConditionsNotOnOrAfter: later.toISOString(),
      SubjectConfirmationDataNotOnOrAfter: later.toISOString(),
      NameIDFormat: EMAIL_FORMAT,
      NameID: who.email,
      InResponseTo: request.extract.request.id,
    };
    // XML put in as it is (samlify escapes the values it replaces).
    const statements = {
      AuthnStatement: `<saml:AuthnStatement AuthnInstant="${now.toISOString()}" SessionIndex="_session-${randomUUID()}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>`,
      AttributeStatement: attributeStatement(who.attributes ?? {}),
    };
    const signer = options.otherKey ? stranger : idp;
    const response = await signer.createLoginResponse(
      signAs,
      request,
      'post',
      { email: who.email },
      {
        relayState: query.RelayState ?? '',
        customTagReplacement: (template) => ({
          id: values.ID,
          context: samlify.SamlLib.replaceTagsByValue(
            template
              .replace('{AuthnStatement}', statements.AuthnStatement)
              .replace('{AttributeStatement}', statements.AttributeStatement),
            values,
          ),
        }),
      },
    );
    return { acsUrl, form: { SAMLResponse: response.context, RelayState: query.RelayState ?? '' } };
  }

  return {
    /** The IdP's metadata XML, as an admin would download it from the IdP. */
    metadata: idp.getMetadata(),
    /** The IdP's signing certificate (PEM). */
    certificate: key!.cert,
    answer,
  };
}
