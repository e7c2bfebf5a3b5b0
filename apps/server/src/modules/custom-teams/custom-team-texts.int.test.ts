import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CUSTOM_GAME_MESSAGES as G } from "@huddle/contracts/custom-games";
import { CUSTOM_TEAM_MESSAGES } from "@huddle/contracts/custom-teams";
import { textBlockedByFilter } from "@huddle/contracts/moderation";
import { roomSlug } from "@huddle/contracts/rules/room";
import type { LightMyRequestResponse } from "fastify";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { signedInUser } from "../../test/factories.ts";
import { createTeam, fan, TEAMS } from "./custom-teams.fixtures.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ABUSE = "kill yourself you worthless retard";
const inHours = (h: number) => new Date(t.clock.now().getTime() + h * 3_600_000).toISOString();

/** 400 naming the field's label, with the filter's reason, like a refused profile text. */
function expectRefused(res: LightMyRequestResponse, field: string, label: string) {
  expect(res.statusCode).toBe(400);
  const body = res.json();
  expect(body.error).toBe(textBlockedByFilter(label));
  expect(body.reason).toMatch(/^Message blocked by content filter/);
  expect(body.field).toBe(field);
}

describe("team texts through the content filter", () => {
  it.each([
    ["name", "Team Name", { name: "Kill Yourself Retards" }],
    ["description", "Description", { description: ABUSE }],
    ["location", "Location", { location: ABUSE }],
    ["city", "City", { city: ABUSE }],
    ["tags", "Tags", { tags: ["sunday", "retard"] }],
  ])("refuses a new team whose %s the filter blocks", async (field, label, texts) => {
    const owner = await fan(t, "team_owner");
    const res = await owner.call("POST", TEAMS, { name: "Clean Name", sport: "Soccer", ...texts });
    expectRefused(res, field, label);
    expect((await owner.call("GET", `${TEAMS}/limits`)).json().currentTeams).toBe(0);
  });

  it("refuses an edit to a blocked text and keeps the team as it was", async () => {
    const owner = await fan(t, "team_owner");
    const team = await createTeam(owner.call, { description: "Sunday league" });
    const res = await owner.call("PUT", `${TEAMS}/${team.id}`, { description: ABUSE });
    expectRefused(res, "description", "Description");
    const after = (await owner.call("GET", `${TEAMS}/${team.id}`)).json().team;
    expect(after.description).toBe("Sunday league");
    // Trash talk and sports words pass.
    const ok = await owner.call("PUT", `${TEAMS}/${team.id}`, {
      description: "We destroy defenses and kill the clock. Fear the Devils.",
    });
    expect(ok.statusCode).toBe(200);
  });

  it("refuses a join request's message, and a decision's message, that the filter blocks", async () => {
    const owner = await fan(t, "pro");
    const team = await createTeam(owner.call, { requiresAcceptance: true });
    const joiner = await fan(t);
    const join = `${TEAMS}/${team.id}/join`;
    expectRefused(await joiner.call("POST", join, { message: ABUSE }), "message", "Message");
    const asked = await joiner.call("POST", join, { message: "Can I play keeper?" });
    expect(asked.statusCode).toBe(202);
    const requestId = asked.json().request.requestId;
    const decide = `${TEAMS}/${team.id}/join-requests/${requestId}`;
    expectRefused(
      await owner.call("POST", decide, { action: "deny", message: ABUSE }),
      "message",
      "Message",
    );
    expectRefused(
      await owner.call("POST", `${TEAMS}/${team.id}/join-requests/bulk`, {
        action: "deny",
        requestIds: [requestId],
        message: ABUSE,
      }),
      "message",
      "Message",
    );
    const approved = await owner.call("POST", decide, { action: "approve" });
    expect(approved.statusCode).toBe(200);
  });
});

describe("game texts through the content filter", () => {
  it.each([
    ["opponent", "Opponent"],
    ["location", "Location"],
    ["gameDescription", "Description"],
  ])("refuses a game whose %s the filter blocks, on create and on edit", async (field, label) => {
    const owner = await fan(t, "team_owner");
    const team = await createTeam(owner.call);
    const game = { opponent: "Westside Wolves", scheduledFor: inHours(2), location: "Rec Center" };
    const url = `${TEAMS}/${team.id}/games`;
    expectRefused(await owner.call("POST", url, { ...game, [field]: ABUSE }), field, label);
    const created = await owner.call("POST", url, game);
    expect(created.statusCode).toBe(201);
    const id = created.json().game.id;
    expectRefused(
      await owner.call("PUT", `/api/custom-games/${id}`, { [field]: ABUSE }),
      field,
      label,
    );
    expect((await owner.call("GET", `/api/custom-games/${id}`)).json().game.opponent).toBe(
      "Westside Wolves",
    );
  });

  it("says why a team cannot be its own opponent", async () => {
    const owner = await fan(t, "team_owner");
    const team = await createTeam(owner.call);
    const res = await owner.call("POST", `${TEAMS}/${team.id}/games`, {
      opponent: "Ourselves",
      opponentTeamId: team.id,
      scheduledFor: inHours(2),
      location: "Rec Center",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(G.opponentIsOwnTeam);
  });
});

describe("team replacement words through the content filter", () => {
  it("refuses a replacement word the filter blocks, so no member's message is rewritten into abuse", async () => {
    const owner = await fan(t, "team_owner");
    const team = await createTeam(owner.call);
    const url = `${TEAMS}/${team.id}/word-replacements`;
    expectRefused(
      await owner.call("POST", url, {
        originalWord: "go",
        replacementWord: "kill yourself retard",
      }),
      "replacementWord",
      "Replacement word",
    );
    const added = await owner.call("POST", url, {
      originalWord: "ref",
      replacementWord: "official",
    });
    expect(added.statusCode).toBe(201);
    const pair = added.json().wordReplacement;
    expectRefused(
      await owner.call("PUT", `${url}/${pair.replacementId}`, { replacementWord: "retard" }),
      "replacementWord",
      "Replacement word",
    );
    expect((await owner.call("GET", url)).json().wordReplacements).toEqual([
      expect.objectContaining({ originalWord: "ref", replacementWord: "official" }),
    ]);
  });

  it("shows a message as written when the team's words would make it say what the filter refuses", async () => {
    const owner = await fan(t, "team_owner");
    const team = await createTeam(owner.call);
    // Each word passes the filter alone; side by side they spell a self-harm push.
    for (const [originalWord, replacementWord] of [
      ["nice", "go kill"],
      ["play", "yourself"],
      ["refs", "officials"],
    ]) {
      const added = await owner.call("POST", `${TEAMS}/${team.id}/word-replacements`, {
        originalWord,
        replacementWord,
      });
      expect(added.statusCode, added.body).toBe(201);
    }
    const room = `/api/chat/rooms/${roomSlug({ type: "custom-team", customTeamId: team.id })}/messages`;
    const composed = await owner.call("POST", room, { messageText: "nice play" });
    expect(composed.statusCode).toBe(201);
    expect(composed.json().message.text).toBe("nice play");
    const harmless = await owner.call("POST", room, { messageText: "the refs made a nice call" });
    expect(harmless.json().message.text).toBe("the officials made a go kill call");
    const texts = ((await owner.call("GET", room)).json().messages as { text: string }[]).map(
      (m) => m.text,
    );
    expect(texts).toEqual(["the officials made a go kill call", "nice play"]);
  });

  it("keeps the staff's own rules too when the team's words compose a phrase", async () => {
    const admin = await signedInUser(t.app, t.database, { adminLevel: "admin" });
    const rule = await admin.call("POST", "/api/admin/ai-moderation/rules", {
      pattern: "tigers stink",
      action: "delete",
      description: "rival bashing",
    });
    expect(rule.statusCode, rule.body).toBe(201);
    const owner = await fan(t, "team_owner");
    const team = await createTeam(owner.call);
    for (const [originalWord, replacementWord] of [
      ["lions", "tigers"],
      ["rock", "stink"],
    ]) {
      const url = `${TEAMS}/${team.id}/word-replacements`;
      expect((await owner.call("POST", url, { originalWord, replacementWord })).statusCode).toBe(
        201,
      );
    }
    const room = `/api/chat/rooms/${roomSlug({ type: "custom-team", customTeamId: team.id })}/messages`;
    const sent = await owner.call("POST", room, { messageText: "lions rock" });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().message.text).toBe("lions rock");
  });
});

describe("bulk approval of a full team", () => {
  it("answers the full-team text when nobody could be let in", async () => {
    const owner = await fan(t, "team_owner");
    const team = await createTeam(owner.call, { requiresAcceptance: true });
    const joiners = await Promise.all(Array.from({ length: 11 }, () => fan(t)));
    const ids: string[] = [];
    for (const j of joiners) {
      const res = await j.call("POST", `${TEAMS}/${team.id}/join`, { message: "in?" });
      ids.push(res.json().request.requestId);
    }
    const bulk = `${TEAMS}/${team.id}/join-requests/bulk`;
    // The owner plus nine fill the team_owner tier's ten places; the rest are skipped.
    const first = await owner.call("POST", bulk, {
      action: "approve",
      requestIds: ids.slice(0, 10),
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().requests).toHaveLength(9);
    expect(first.json().skipped).toEqual([ids[9]]);
    const full = await owner.call("POST", bulk, { action: "approve", requestIds: ids.slice(9) });
    expect(full.statusCode).toBe(400);
    expect(full.json().error).toBe(CUSTOM_TEAM_MESSAGES.teamFull(10));
  });
});
