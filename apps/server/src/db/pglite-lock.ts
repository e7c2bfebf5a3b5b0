import { readFileSync, rmSync, writeFileSync } from "node:fs";

/**
 * The embedded database is a single-process engine: a second process opening the same folder
 * (a second `npm start`, or `npm run admin` beside a running server) can corrupt it. The owner
 * writes its pid next to the folder; a lock whose process is gone is stale and taken over.
 */
export interface PgliteLock {
  release(): void;
}

export function pgliteLockPath(dataDir: string): string {
  return `${dataDir}.lock`;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function ownerOf(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, "utf8"), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Takes the lock for this process or throws an Error that says which process holds it. */
export function acquirePgliteLock(dataDir: string): PgliteLock {
  const lockPath = pgliteLockPath(dataDir);
  const owner = ownerOf(lockPath);
  if (owner !== null && owner !== process.pid && isAlive(owner)) {
    throw new Error(
      `The embedded database in ${dataDir} is in use by process ${owner} (a running Huddle ` +
        `server?). Stop it first: the embedded database allows one process at a time.`,
    );
  }
  writeFileSync(lockPath, String(process.pid));
  return {
    release() {
      if (ownerOf(lockPath) === process.pid) rmSync(lockPath, { force: true });
    },
  };
}
