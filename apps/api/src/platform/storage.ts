import fs from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live. Keys are tenant-prefixed paths chosen by the caller, never user input. */
export interface FileStorage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
  /** Every key under `prefix` (`demo/`), in key order. */
  list(prefix: string): Promise<string[]>;
}

/** The default storage: a directory on local disk (under DATA_DIR). */
export function createLocalStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`storage key escapes the root: ${key}`);
    return full;
  };
  return {
    async put(key, bytes) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      await fs.writeFile(`${file}.part`, bytes);
      await fs.rename(`${file}.part`, file);
    },
    async get(key) {
      try {
        return new Uint8Array(await fs.readFile(resolve(key)));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
    async list(prefix) {
      const dir = resolve(prefix);
      let names: string[];
      try {
        names = await fs.readdir(dir, { recursive: true });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw err;
      }
      const keys: string[] = [];
      for (const name of names) {
        // A `.part` file is a write in progress (put), not a file yet.
        if (name.endsWith('.part') || !(await fs.stat(path.join(dir, name))).isFile()) continue;
        keys.push(path.posix.join(prefix, name.split(path.sep).join('/')));
      }
      return keys.sort();
    },
  };
}

/** The storage the configuration names: FILES_DIR, else DATA_DIR/files. */
export const configuredStorage = (config: { FILES_DIR?: string; DATA_DIR: string }): FileStorage =>
  createLocalStorage(config.FILES_DIR ?? path.join(config.DATA_DIR, 'files'));
