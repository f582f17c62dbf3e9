/**
 * Where to go after signing in: the page a signed-out visitor asked for, kept in the login URL's
 * `redirect` query. Only a path of this app is followed; anything that could leave the site
 * (`//host`, `/\host`, a scheme, control characters) falls back to /home.
 */
export const RETURN_PATH_PARAM = 'redirect';
export const DEFAULT_RETURN_PATH = '/home';

/** The login URL that brings the visitor back to `path` (its query included) once signed in. */
export function loginPathFor(path: string): string {
  const target = safeReturnPath(path);
  return target === DEFAULT_RETURN_PATH
    ? '/login'
    : `/login?${new URLSearchParams({ [RETURN_PATH_PARAM]: target }).toString()}`;
}

/** A backslash or a control character: never part of a path the app would send someone back to. */
const UNSAFE_CHARACTER = /[\\\u0000-\u001f\u007f]/;

/** `candidate` when it is a same-origin path other than the login page itself, else /home. */
export function safeReturnPath(candidate: string | null | undefined): string {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || UNSAFE_CHARACTER.test(candidate))
    return DEFAULT_RETURN_PATH;
  const base = 'https://tenure.invalid';
  let url: URL;
  try {
    url = new URL(candidate, base);
  } catch {
    return DEFAULT_RETURN_PATH;
  }
  if (url.origin !== base || url.pathname === '/' || url.pathname === '/login') return DEFAULT_RETURN_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}
