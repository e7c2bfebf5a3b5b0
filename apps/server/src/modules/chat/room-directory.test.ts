import { describe, expect, it } from "vitest";
import { CHAT_MESSAGES } from "@huddle/contracts/chat";
import { roomSlug } from "@huddle/contracts/rules/room";
import { forbidden } from "../../lib/http-error.ts";
import { createRoomDirectory, type CustomRoomRules, type RoomCatalog } from "./room-directory.ts";

/** A catalog with one team and one game between teams 1 and 2, counting its look-ups. */
function countingCatalog() {
  const calls: string[] = [];
  const catalog: RoomCatalog = {
    teamExists: async (id) => (calls.push(`team ${id}`), id === "1"),
    conferenceExists: async (league, id) => (
      calls.push(`conf ${id}`),
      league === "nfl" && id === "afc"
    ),
    gameTeams: async (id) => (calls.push(`game ${id}`), id === "g1" ? ["1", "2"] : null),
  };
  return { catalog, calls };
}

describe("room directory", () => {
  it("knows leagues without a look-up and the rest from the catalog", async () => {
    const { catalog, calls } = countingCatalog();
    const rooms = createRoomDirectory(catalog);
    for (const slug of ["general", "home", "league-nfl", "team-1", "game-g1", "sideline-g1-2"]) {
      await expect(rooms.resolve(slug)).resolves.toMatchObject({ slug });
    }
    await expect(rooms.resolve("conference-nfl-afc")).resolves.toMatchObject({
      type: "conference",
    });
    expect(calls).toEqual(["team 1", "game g1", "game g1", "conf afc"]);
  });

  it("answers 404 for unknown ids, a sideline of a team not in the game, and custom rooms", async () => {
    const rooms = createRoomDirectory(countingCatalog().catalog);
    for (const slug of [
      "team-9",
      "game-nope",
      "sideline-g1-3",
      "conference-nfl-anything",
      "custom-team-7d5f0b3e-1c2a-4b5d-9e8f-0a1b2c3d4e5f",
    ]) {
      await expect(rooms.resolve(slug)).rejects.toMatchObject({
        statusCode: 404,
        message: CHAT_MESSAGES.roomNotFound,
      });
    }
    await expect(rooms.resolve("league-xfl")).rejects.toMatchObject({ statusCode: 400 });
  });

  it("remembers answers, found or not, for a minute", async () => {
    let now = 0;
    const { catalog, calls } = countingCatalog();
    const rooms = createRoomDirectory(catalog, { now: () => now });
    await rooms.resolve("team-1");
    await expect(rooms.resolve("team-9")).rejects.toThrow();
    await rooms.resolve("team-01");
    await expect(rooms.resolve("team-9")).rejects.toThrow();
    expect(calls).toEqual(["team 1", "team 9"]);
    now = 60_000;
    await rooms.resolve("team-1");
    expect(calls).toEqual(["team 1", "team 9", "team 1"]);
  });

  it("asks the custom-teams rules, uncached, whether custom rooms exist and who may read or post", async () => {
    const TEAM = "7d5f0b3e-1c2a-4b5d-9e8f-0a1b2c3d4e5f";
    const asked: string[] = [];
    const custom: CustomRoomRules = {
      exists: async (room) => (asked.push(`exists ${room.slug}`), room.type === "custom-team"),
      authorize: async (userId, room, action) => {
        asked.push(`${action} ${userId}`);
        if (userId === "stranger" && action === "post") throw forbidden("Members only");
      },
      rewriterFor: async () => (text) => text.toUpperCase(),
      postingRestriction: async (userId) =>
        userId === "stranger" ? { message: "Members only" } : null,
    };
    const rooms = createRoomDirectory(countingCatalog().catalog, { custom });
    const slug = roomSlug({ type: "custom-team", customTeamId: TEAM });
    await expect(rooms.open("stranger", slug, "read")).resolves.toMatchObject({ slug });
    await expect(rooms.open("stranger", slug, "post")).rejects.toMatchObject({ statusCode: 403 });
    await expect(
      rooms.open("stranger", roomSlug({ type: "custom-game", customGameId: TEAM }), "read"),
    ).rejects.toMatchObject({
      statusCode: 404,
    });
    expect(asked).toEqual([
      `exists ${slug}`,
      "read stranger",
      `exists ${slug}`,
      "post stranger",
      `exists custom-game-${TEAM}`,
    ]);
    // Sports rooms need no one's permission and show no team's words.
    await expect(rooms.open("stranger", "general", "post")).resolves.toMatchObject({
      slug: "general",
    });
    expect(await rooms.rewriterFor({ type: "general", slug: "general" })).toBeNull();
    const rewrite = await rooms.rewriterFor(await rooms.resolve(slug));
    expect(rewrite?.("go")).toBe("GO");
  });
});
