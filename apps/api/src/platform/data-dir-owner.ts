import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite is one process's database: a second process opening the same data directory would corrupt
 * it. The server records its pid there; the command line refuses to open a directory a live server holds.
 */
const pidFile = (dataDir: string) => path.join(dataDir, 'tenure-server.pid');

export function claimDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(pidFile(dataDir), String(process.pid));
  return () => fs.rmSync(pidFile(dataDir), { force: true });
}

/** The pid of a live server holding the directory, or null. */
export function serverHolding(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(pidFile(dataDir), 'utf8'));
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: alive but another user's; ESRCH: gone (a crash left the file behind).
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}
