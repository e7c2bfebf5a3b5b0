import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { acquirePgliteLock, pgliteLockPath } from "./pglite-lock.ts";

const freshDbDir = () => path.join(mkdtempSync(path.join(os.tmpdir(), "huddle-lock-")), "db");

describe("the embedded database lock", () => {
  it("records this process and removes the lock on release", () => {
    const dir = freshDbDir();
    const lock = acquirePgliteLock(dir);
    expect(readFileSync(pgliteLockPath(dir), "utf8")).toBe(String(process.pid));
    lock.release();
    expect(existsSync(pgliteLockPath(dir))).toBe(false);
  });

  it("refuses while another live process holds the folder, naming it", () => {
    const dir = freshDbDir();
    writeFileSync(pgliteLockPath(dir), String(process.ppid));
    expect(() => acquirePgliteLock(dir)).toThrow(
      new RegExp(`in use by process ${process.ppid}.*Stop it first`),
    );
    expect(readFileSync(pgliteLockPath(dir), "utf8")).toBe(String(process.ppid));
  });

  it("takes over a lock whose process has exited", () => {
    const dir = freshDbDir();
    const exited = spawnSync(process.execPath, ["-e", "0"]);
    writeFileSync(pgliteLockPath(dir), String(exited.pid));
    const lock = acquirePgliteLock(dir);
    expect(readFileSync(pgliteLockPath(dir), "utf8")).toBe(String(process.pid));
    lock.release();
  });
});
