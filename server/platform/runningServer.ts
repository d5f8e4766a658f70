/**
 * Where a running server can be found by `npm run ops` from the same checkout: `npm start` writes its address
 * and data folder to .kassa-running.json in the folder it was started from, and removes it when it stops.
 * So ops needs neither PORT nor DATA_DIR repeated. With several servers started from one folder, the last
 * one started is found; PORT, KASSA_URL and DATA_DIR still choose another.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface RunningServer {
  /** Where its API answers on this machine, e.g. http://127.0.0.1:8080. */
  url: string;
  dataDir: string;
  pid: number;
}

export const runningServerFile = (folder = process.cwd()) => resolve(folder, '.kassa-running.json');

export function recordRunningServer(server: RunningServer, file = runningServerFile()): () => void {
  writeFileSync(file, `${JSON.stringify(server, null, 2)}\n`, { mode: 0o600 });
  return () => {
    // Only our own record: a server started later may have replaced it.
    if (readRunningServer(file)?.pid === server.pid) rmSync(file, { force: true });
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The server recorded in `file`, when its process still runs. */
export function readRunningServer(file = runningServerFile()): RunningServer | null {
  if (!existsSync(file)) return null;
  try {
    const server = JSON.parse(readFileSync(file, 'utf8')) as RunningServer;
    return typeof server.url === 'string' && typeof server.dataDir === 'string' && isAlive(server.pid) ? server : null;
  } catch {
    return null;
  }
}
