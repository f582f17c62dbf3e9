import fs from 'node:fs';

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

const postgresPids = () =>
  fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name) && readComm(Number(name)) === 'postgres').map(Number);

function readComm(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
}

/**
 * CPU used by the API process and by the PostgreSQL server processes between `start` and `stop`:
 * a figure that does not depend on how busy the rest of the machine is. Server processes are
 * compared one by one (a connection that ends meanwhile takes its figure with it).
 */
export function cpuMeter(apiPid: number) {
  const serverCpu = () => new Map(postgresPids().map((pid) => [pid, processCpuSeconds(pid)] as const));
  const apiBefore = processCpuSeconds(apiPid);
  const dbBefore = serverCpu();
  return {
    stop(requests: number) {
      let db = 0;
      for (const [pid, seconds] of serverCpu()) db += seconds - (dbBefore.get(pid) ?? 0);
      return { apiMsPerRequest: ((processCpuSeconds(apiPid) - apiBefore) * 1000) / requests, dbMsPerRequest: (db * 1000) / requests };
    },
  };
}
