import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateKeyPairSync } from 'node:crypto';
import Provider, { type Configuration } from 'oidc-provider';

/** A person at a test provider: the claims their ID token carries. */
export interface TestAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  preferred_username?: string;
  tid?: string;
  /** The groups claim as Entra sends it: the groups' object ids (or names, as other providers do). */
  groups?: string[];
}

export const ENTRA_ORIGIN = 'https://login.microsoftonline.com';

/**
 * Real OpenID Connect providers (oidc-provider 9) on one random port, for the sign-in tests:
 *
 * - a plain issuer at `/plain`;
 * - an Entra-like multi-tenant authority: one issuer per directory, `https://login.microsoftonline.com/<tid>/v2.0`,
 *   reached through `/organizations/v2.0`, whose discovery names the `{tenantid}` template as Microsoft's does
 *   and whose authorisation responses carry no `iss` (as Microsoft's). `directory` picks the directory
 *   people sign in from. The API reaches it through `fetch`, which sends Microsoft's host here.
 *
 * Whoever is `signedIn` is logged in at once when a provider asks (no login form); `tamper` makes the
 * next token response carry an ID token whose payload was changed after signing.
 */
export async function startIdentityProviders(client: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
}) {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const key = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const state = { signedIn: null as TestAccount | null, directory: '', tamper: false };

  const providerAt = (issuer: string, mount: string) => {
    const configuration: Configuration = {
      clients: [
        {
          client_id: client.clientId,
          client_secret: client.clientSecret,
          redirect_uris: [client.redirectUri],
          post_logout_redirect_uris: [client.postLogoutRedirectUri],
          token_endpoint_auth_method: 'client_secret_post',
        },
      ],
      jwks: { keys: [{ ...key, kid: 'test', use: 'sig', alg: 'RS256' }] },
      cookies: { keys: ['test-cookie-key'] },
      claims: { openid: ['sub', 'tid', 'groups'], email: ['email', 'email_verified'], profile: ['preferred_username'] },
      conformIdTokenClaims: false,
      features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true } },
      pkce: { required: () => true },
      interactions: { url: (_ctx, interaction) => `${mount}/interaction/${interaction.uid}` },
      findAccount: (_ctx, sub) =>
        state.signedIn?.sub === sub ? { accountId: sub, claims: () => ({ ...state.signedIn! }) } : undefined,
      loadExistingGrant: async (ctx) => {
        const grant = new ctx.oidc.provider.Grant({
          clientId: ctx.oidc.client!.clientId,
          accountId: ctx.oidc.session!.accountId!,
        });
        grant.addOIDCScope('openid email profile');
        await grant.save();
        return grant;
      },
    };
    return new Provider(issuer, configuration);
  };

  const plain = providerAt(`${base}/plain`, '/plain');
  const directories = new Map<string, Provider>();
  const directoryProvider = () => {
    let provider = directories.get(state.directory);
    if (!provider) {
      provider = providerAt(`${ENTRA_ORIGIN}/${state.directory}/v2.0`, '/organizations/v2.0');
      directories.set(state.directory, provider);
    }
    return provider;
  };

  server.on('request', (req: http.IncomingMessage & { originalUrl?: string }, res: http.ServerResponse) => {
    const url = req.url ?? '/';
    const mount = ['/plain', '/organizations/v2.0'].find((m) => url === m || url.startsWith(`${m}/`));
    if (!mount) return void res.writeHead(404).end();
    const entra = mount !== '/plain';
    const provider = entra ? directoryProvider() : plain;
    const path = url.slice(mount.length) || '/';
    rewriteAnswers(res, { entra, path });
    if (path.startsWith('/interaction/')) return void signInAtOnce(provider, req, res);
    req.originalUrl = url;
    req.url = path;
    void provider.callback()(req, res);
  });

  /** What Microsoft's authority answers differently from a single issuer; and the tampering. */
  function rewriteAnswers(res: http.ServerResponse, at: { entra: boolean; path: string }) {
    const setHeader = res.setHeader.bind(res);
    res.setHeader = (name, value) => {
      if (
        at.entra &&
        name.toLowerCase() === 'location' &&
        typeof value === 'string' &&
        value.startsWith(client.redirectUri)
      ) {
        const location = new URL(value);
        location.searchParams.delete('iss');
        return setHeader(name, location.href);
      }
      return setHeader(name, value);
    };
    const discovery = at.entra && at.path === '/.well-known/openid-configuration';
    const token = at.path === '/token';
    if (!discovery && !token) return;
    const end = res.end.bind(res) as (body?: unknown) => http.ServerResponse;
    res.end = ((body?: unknown) => {
      if (typeof body !== 'string' && !Buffer.isBuffer(body)) return end(body);
      const json = JSON.parse(body.toString()) as Record<string, unknown>;
      if (discovery) {
        json.issuer = `${ENTRA_ORIGIN}/{tenantid}/v2.0`;
        delete json.authorization_response_iss_parameter_supported;
      }
      if (token && state.tamper && typeof json.id_token === 'string') {
        state.tamper = false;
        const [header, payload, signature] = json.id_token.split('.');
        const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
        json.id_token = [
          header,
          Buffer.from(JSON.stringify({ ...claims, email: 'ceo@tenure-demo.com' })).toString('base64url'),
          signature,
        ].join('.');
      }
      const text = JSON.stringify(json);
      res.setHeader('content-length', Buffer.byteLength(text));
      return end(text);
    }) as typeof res.end;
  }

  async function signInAtOnce(provider: Provider, req: http.IncomingMessage, res: http.ServerResponse) {
    if (!state.signedIn) return void res.writeHead(403).end('nobody signs in');
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: state.signedIn.sub } },
      { mergeWithLastSubmission: false },
    );
  }

  return {
    base,
    plainIssuer: `${base}/plain`,
    state,
    /** The API's way to the providers: Microsoft's host comes here. */
    fetch: ((input: string | URL | Request, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      return fetch(url.startsWith(ENTRA_ORIGIN) ? base + url.slice(ENTRA_ORIGIN.length) : url, init);
    }) as typeof fetch,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A browser's trip through a provider, without the browser: follows the redirects from the
 * authorisation URL, keeping the provider's cookies, until the provider sends it to `redirectUri`.
 * Returns that URL's query string, as the callback page would read it.
 */
export async function visitProvider(authorizationUrl: string, redirectUri: string): Promise<string> {
  const cookies = new Map<string, string>();
  let url = authorizationUrl;
  for (let hop = 0; hop < 15; hop++) {
    if (url.startsWith(redirectUri)) return new URL(url).search;
    const res = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`the provider stopped at ${url} with ${res.status}: ${await res.text()}`);
    url = new URL(location, url).href;
  }
  throw new Error('too many redirects at the provider');
}
