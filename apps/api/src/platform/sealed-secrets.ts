import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config.ts';

/**
 * Credentials the server must use again (an ERP password), kept encrypted at rest with
 * AES-256-GCM. The key is SECRETS_KEY (32 bytes, base64) when set — give every API process the
 * same — else `DATA_DIR/secrets.key`, created on first use and readable by its owner only.
 */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

const VERSION = 'v1';

function keyOf(config: Pick<Config, 'SECRETS_KEY' | 'DATA_DIR'>): Buffer {
  if (config.SECRETS_KEY) return Buffer.from(config.SECRETS_KEY, 'base64');
  const file = path.join(config.DATA_DIR, 'secrets.key');
  try {
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  } catch {
    fs.mkdirSync(config.DATA_DIR, { recursive: true });
    const key = randomBytes(32);
    // 'wx' fails when another process wrote it first: then that key is read back.
    try {
      fs.writeFileSync(file, key.toString('base64'), { flag: 'wx', mode: 0o600 });
      return key;
    } catch {
      return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
    }
  }
}

export function createSecretBox(config: Pick<Config, 'SECRETS_KEY' | 'DATA_DIR'>): SecretBox {
  let key: Buffer | null = null;
  const theKey = () => (key ??= keyOf(config));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', theKey(), iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64'), cipher.getAuthTag().toString('base64'), data.toString('base64')].join(
        '.',
      );
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', theKey(), Buffer.from(iv, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
    },
  };
}
