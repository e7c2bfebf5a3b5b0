import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_AI_MODERATION_SETTINGS } from "@huddle/contracts/moderation";
import { moderationDecisions } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { bearer, createUser, signIn } from "../../test/factories.ts";
import { teamRooms } from "../../test/rooms.ts";
import { createModerationSettingsRepository } from "./moderation-settings.repository.ts";

let t: TestApp;
let settings: ReturnType<typeof createModerationSettingsRepository>;
let freshRoom: () => string;

/** Staff configuration is stored now; these tests write it directly (its admin screens come later). */
beforeAll(async () => {
  t = await buildTestApp();
  freshRoom = await teamRooms(t.database);
  settings = createModerationSettingsRepository(t.database.db);
  await settings.addCustomRule({
    pattern: "ticket resale",
    action: "delete",
    description: "scalpers",
  });
  await settings.allowTerm("Cumming");
  await settings.saveSettings({ ...DEFAULT_AI_MODERATION_SETTINGS, enabled: true });
});
afterAll(() => t.close());

async function post(messageText: string) {
  const user = await createUser(t.database);
  const { tokens } = await signIn(t.app, user);
  return t.app.inject({
    method: "POST",
    url: `/api/chat/rooms/${freshRoom()}/messages`,
    headers: bearer(tokens.accessToken),
    payload: { messageText },
  });
}

describe("stored moderation configuration", () => {
  it("applies a staff 'delete' rule as a block", async () => {
    const res = await post("DM me for ticket resale, cheap seats");
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe("Message blocked by content filter");
  });

  it("never counts an allowed term", async () => {
    expect((await post("Road trip to Cumming, Georgia for the game")).statusCode).toBe(201);
  });

  it("keeps every non-allow decision for moderator analytics", async () => {
    await post("you are a worthless idiot and everyone hates you");
    const rows = await t.database.db.select().from(moderationDecisions);
    expect(rows.some((r) => r.decision === "block" && r.text.includes("worthless idiot"))).toBe(
      true,
    );
  });

  it("holds a borderline message for review when AI moderation is on, hidden from others", async () => {
    const res = await post("Trump");
    expect(res.statusCode).toBe(201);
    const message = res.json().message;
    expect(message.moderationStatus).toBe("quarantined");
    const other = await signIn(t.app, await createUser(t.database));
    const seen = await t.app.inject({
      method: "GET",
      url: `/api/chat/rooms/${message.roomSlug}/messages`,
      headers: bearer(other.tokens.accessToken),
    });
    expect(seen.json().total).toBe(0);
    const rows = await t.database.db.select().from(moderationDecisions);
    expect(rows.find((r) => r.messageId === message.id)?.decision).toBe("quarantine");
  });

  it("shows flagged messages and records the flag", async () => {
    // Rules score "you suck" 0.45 (harassment), over the flag line and under quarantine; "at
    // fantasy" keeps the model's toxicity under that too.
    const res = await post("you suck at fantasy");
    expect(res.statusCode).toBe(201);
    expect(res.json().message.moderationStatus).toBe("visible");
    const rows = await t.database.db.select().from(moderationDecisions);
    expect(rows.find((r) => r.messageId === res.json().message.id)?.decision).toBe("flag");
  });
});
