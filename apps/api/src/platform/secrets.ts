import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { OTP_LENGTH } from '@tenure/domain/auth';

// argon2id with the library defaults (m=19 MiB, t=2, p=1): OWASP's minimum recommendation.
export const hashPassword = (password: string) => hash(password);

/** A fixed hash verified when the user does not exist, so both paths take the same time. */
const decoyHash = hash('decoy-password-for-timing');

/**
 * The password hash of an account whose user has not chosen a password yet (an invited admin): no
 * password matches it, and checking one takes as long as for a real hash.
 */
export const UNSET_PASSWORD_HASH = '!unset';

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash || passwordHash === UNSET_PASSWORD_HASH) {
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

export const newSessionToken = () => randomBytes(32).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const newOtp = () => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
