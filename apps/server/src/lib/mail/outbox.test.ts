import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readOutbox } from "./outbox.ts";

let dir: string | undefined;
afterEach(async () => {
  if (dir !== undefined) await rm(dir, { recursive: true, force: true });
});

describe("readOutbox", () => {
  it("reads a long subject folded into encoded words as the fan's mail app shows it", async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "huddle-outbox-"));
    await writeFile(
      path.join(dir, "1.eml"),
      [
        "To: fan_07@example.com",
        "Subject: =?UTF-8?Q?author=5F80542720_mentioned_you_in_Arizona_Cardinals_@_Atl?=",
        " =?UTF-8?Q?anta_Falcons_=E2=80=94_live?=",
        "Content-Type: text/plain; charset=utf-8",
        "",
        "Open https://huddle.example/room/1",
      ].join("\r\n"),
    );
    const [mail] = await readOutbox(dir);
    expect(mail?.subject).toBe(
      "author_80542720 mentioned you in Arizona Cardinals @ Atlanta Falcons — live",
    );
    expect(mail?.to).toBe("fan_07@example.com");
    expect(mail?.links).toEqual(["https://huddle.example/room/1"]);
  });
});
