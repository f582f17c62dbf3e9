import fs from 'node:fs';
import { BENCH_DATABASE_URL } from './bench-kit.ts';

/** CPU seconds (user + system) used so far by a process, from /proc (Linux). */
function processCpuSeconds(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/**
 * The PostgreSQL server's processes that work for `database`: its connections and the server's own
 * (WAL writer, checkpointer, …), not the connections to other databases, which other programs on
 * the same server (test suites) keep busy.
 */
const postgresPids = (database: string) =>
  fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name) && readComm(Number(name)) === 'postgres')
    .map(Number)
    .filter((pid) => {
      const connectedTo = connectionDatabase(pid);
      return connectedTo === null || connectedTo === database;
    });

/** The database a server process is a connection to, from its title ("postgres: 15/main: user db 127.0.0.1(5432) idle"); null for the server's own. */
function connectionDatabase(pid: number): string | null {
  try {
    const title = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
    const match = /^postgres: (?:[^:]+: )?\S+ (\S+) (?:\S+\(\d+\)|\[local\])/.exec(title);
    return match ? match[1]! : null;
  } catch {
    return null;
  }
}

function readComm(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
}

/**
 * CPU used by the API process (or processes) and by the PostgreSQL server processes of `database`
 * between `start` and `stop`: a figure that does not depend on how busy the rest of the machine is.
 * Server processes are compared one by one (a connection that ends meanwhile takes its figure with it).
 */
export function cpuMeter(
  apiPids: number | readonly number[],
  database = new URL(BENCH_DATABASE_URL).pathname.slice(1),
) {
  const pids = typeof apiPids === 'number' ? [apiPids] : apiPids;
  const apiCpu = () => pids.reduce((sum, pid) => sum + processCpuSeconds(pid), 0);
  const serverCpu = () => new Map(postgresPids(database).map((pid) => [pid, processCpuSeconds(pid)] as const));
  const apiBefore = apiCpu();
  const dbBefore = serverCpu();
  // Each server process's figure as last read, every second: a connection that ends before `stop`
  // (a pool closes one left idle for 10 s) keeps what it used until then. Without this, the
  // bench:scale runs lost most of PostgreSQL's CPU (0.15 cores counted of about 1.3 used).
  const dbLast = new Map(dbBefore);
  const readServer = () => {
    for (const [pid, seconds] of serverCpu()) dbLast.set(pid, seconds);
  };
  const timer = setInterval(readServer, 1000);
  timer.unref();
  return {
    stop(requests: number) {
      clearInterval(timer);
      readServer();
      let db = 0;
      for (const [pid, seconds] of dbLast) db += seconds - (dbBefore.get(pid) ?? 0);
      const api = apiCpu() - apiBefore;
      return {
        apiMsPerRequest: (api * 1000) / requests,
        dbMsPerRequest: (db * 1000) / requests,
        apiSeconds: api,
        dbSeconds: db,
      };
    },
  };
}
