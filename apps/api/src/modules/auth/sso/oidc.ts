import * as oidc from 'openid-client';

/** A provider as the sign-in needs it, with its client secret opened. */
export interface ProviderClient {
  id: string;
  issuer: string;
  clientId: string;
  clientSecret: string | null;
  /** The row's last change: a changed provider is discovered again. */
  updatedAt: Date;
}

export interface StartedSignIn {
  authorizationUrl: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** How long a provider's discovered metadata (and keys, fetched by openid-client) are reused. */
const DISCOVERY_MAX_AGE_MS = 60 * 60_000;
const TIMEOUT_SECONDS = 10;

/**
 * The OpenID Connect relying party (openid-client 6): discovery, authorisation code with PKCE,
 * state and nonce, and the checks of the ID token (signature by the issuer's keys, `iss`, `aud`,
 * `exp`, nonce). For Microsoft's multi-tenant `organizations` authority openid-client itself checks
 * `iss` against the `{tenantid}` template filled with the token's `tid` (openid-client#175, #269);
 * which directories may sign in is the caller's rule.
 */
export class OidcClients {
  private readonly discovered = new Map<string, { at: number; config: Promise<oidc.Configuration> }>();

  constructor(private readonly options: { allowHttp: boolean; fetch: typeof fetch }) {}

  /** Whether an issuer is reachable over the schemes this server allows, and publishes its configuration. */
  async check(issuer: string, clientId: string): Promise<'ok' | 'insecure' | 'unreachable'> {
    if (!this.options.allowHttp && new URL(issuer).protocol !== 'https:') return 'insecure';
    return this.discover(issuer, clientId, null).then(
      () => 'ok' as const,
      () => 'unreachable' as const,
    );
  }

  private discover(issuer: string, clientId: string, clientSecret: string | null): Promise<oidc.Configuration> {
    return oidc.discovery(
      new URL(issuer),
      clientId,
      clientSecret ?? undefined,
      clientSecret ? oidc.ClientSecretPost(clientSecret) : oidc.None(),
      {
        [oidc.customFetch]: (url, init) => this.options.fetch(url, init),
        // The ID token's signature is checked against the issuer's keys too, not only trusted for
        // having come over TLS from the token endpoint (which OpenID Connect Core would allow).
        execute: [oidc.enableNonRepudiationChecks, ...(this.options.allowHttp ? [oidc.allowInsecureRequests] : [])],
        timeout: TIMEOUT_SECONDS,
      },
    );
  }

  configuration(provider: ProviderClient): Promise<oidc.Configuration> {
    const key = `${provider.id}@${provider.updatedAt.getTime()}`;
    const hit = this.discovered.get(key);
    if (hit && Date.now() - hit.at < DISCOVERY_MAX_AGE_MS) return hit.config;
    const config = this.discover(provider.issuer, provider.clientId, provider.clientSecret);
    for (const old of this.discovered.keys()) if (old.startsWith(`${provider.id}@`)) this.discovered.delete(old);
    this.discovered.set(key, { at: Date.now(), config });
    // A failed discovery is tried again on the next sign-in.
    config.catch(() => this.discovered.delete(key));
    return config;
  }

  async start(provider: ProviderClient, redirectUri: string): Promise<StartedSignIn> {
    const config = await this.configuration(provider);
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid profile email',
      response_type: 'code',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { authorizationUrl: url.href, state, nonce, codeVerifier };
  }

  /** Redeems the code the provider sent back; the verified ID token's claims. */
  async finish(
    provider: ProviderClient,
    callback: URL,
    checks: { state: string; nonce: string; codeVerifier: string },
  ): Promise<oidc.IDToken> {
    const config = await this.configuration(provider);
    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    return tokens.claims()!;
  }

  /** Where the browser ends its session at the provider; null when the provider has no end-session endpoint. */
  async endSessionUrl(provider: ProviderClient, postLogoutRedirectUri: string): Promise<string | null> {
    const config = await this.configuration(provider);
    if (!config.serverMetadata().end_session_endpoint) return null;
    return oidc.buildEndSessionUrl(config, {
      client_id: provider.clientId,
      post_logout_redirect_uri: postLogoutRedirectUri,
    }).href;
  }
}
