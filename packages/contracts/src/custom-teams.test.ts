import { describe, expect, it } from "vitest";
import { CUSTOM_GAME_MESSAGES, createCustomGameSchema } from "./custom-games.ts";
import { muteSchema, teamWordReplacementInputSchema } from "./custom-team-management.ts";
import { teamSearchQuerySchema } from "./custom-team-search.ts";
import {
  createCustomTeamSchema,
  CUSTOM_TEAM_MESSAGES,
  shareCodeFor,
  teamIdFromShareCode,
  updateCustomTeamSchema,
} from "./custom-teams.ts";
import { WORD_REPLACEMENT_MESSAGES } from "./word-replacements.ts";

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe("create custom team contract", () => {
  it("trims the name and accepts 3 to 50 characters", () => {
    const ok = createCustomTeamSchema.parse({ name: "  Eastside Ballers ", sport: "Basketball" });
    expect(ok.name).toBe("Eastside Ballers");
    expect(createCustomTeamSchema.safeParse({ name: "a".repeat(50), sport: "Golf" }).success).toBe(
      true,
    );
  });

  it("answers the spec's texts for a blank, short and long name and a long description", () => {
    expect(messagesOf(createCustomTeamSchema.safeParse({ name: "  ", sport: "Golf" }))).toEqual([
      "Team name is required.",
    ]);
    expect(messagesOf(updateCustomTeamSchema.safeParse({ name: "" }))).toEqual([
      "Team name is required",
    ]);
    expect(messagesOf(updateCustomTeamSchema.safeParse({ name: "ab" }))).toEqual([
      "Team name must be at least 3 characters",
    ]);
    // Spec 001 §5: the three-character minimum is the edit's; a team may be created as "KC".
    expect(createCustomTeamSchema.safeParse({ name: "KC", sport: "Golf" }).success).toBe(true);
    expect(messagesOf(updateCustomTeamSchema.safeParse({ name: "a".repeat(51) }))).toEqual([
      "Team name must be less than 50 characters",
    ]);
    expect(messagesOf(updateCustomTeamSchema.safeParse({ description: "d".repeat(501) }))).toEqual([
      "Description must be less than 500 characters",
    ]);
    expect(updateCustomTeamSchema.safeParse({ description: "d".repeat(500) }).success).toBe(true);
  });

  it("maps 'Football' and 'Track & Field' and any letter case onto the spec 000 §9 lists", () => {
    const parse = (sport: string) =>
      createCustomTeamSchema.parse({ name: "Team", sport, skillLevel: "recreational" });
    expect(parse("Football").sport).toBe("American Football");
    expect(parse("Track & Field").sport).toBe("Track and Field");
    expect(parse("esports").sport).toBe("Esports");
    expect(parse("Golf").skillLevel).toBe("Recreational");
    expect(
      messagesOf(createCustomTeamSchema.safeParse({ name: "Team", sport: "Quidditch" })),
    ).toEqual([CUSTOM_TEAM_MESSAGES.sportRequired]);
  });

  it("treats requiresApproval and requiresAcceptance as one flag", () => {
    const base = { name: "Team", sport: "Golf" };
    expect(
      createCustomTeamSchema.parse({ ...base, requiresAcceptance: true }).requiresApproval,
    ).toBe(true);
    expect(
      createCustomTeamSchema.parse({ ...base, requiresApproval: false }).requiresApproval,
    ).toBe(false);
    expect(
      messagesOf(
        createCustomTeamSchema.safeParse({
          ...base,
          requiresApproval: true,
          requiresAcceptance: false,
        }),
      ),
    ).toEqual([CUSTOM_TEAM_MESSAGES.approvalFlagsDisagree]);
  });
});

describe("texts that show nothing", () => {
  it("reads a team name, a game's opponent and a word of zero-width characters as blank", () => {
    const blank = "\u200B\u200B\u200B\u200B";
    expect(messagesOf(createCustomTeamSchema.safeParse({ name: blank, sport: "Golf" }))).toEqual([
      "Team name is required.",
    ]);
    // The minimum counts what a reader sees: two letters padded with joiners are two.
    expect(messagesOf(updateCustomTeamSchema.safeParse({ name: "a\u200D\u200Db" }))).toEqual([
      "Team name must be at least 3 characters",
    ]);
    expect(messagesOf(createCustomGameSchema.safeParse({ opponent: "\u200B" }))).toContain(
      CUSTOM_GAME_MESSAGES.opponentRequired,
    );
    expect(
      messagesOf(
        teamWordReplacementInputSchema.safeParse({
          originalWord: "\u200B",
          replacementWord: "boo",
        }),
      ),
    ).toEqual([WORD_REPLACEMENT_MESSAGES.originalRequired]);
  });

  it("trims invisible characters at the ends of a description and keeps those inside", () => {
    const parsed = updateCustomTeamSchema.parse({ description: "\u200B we ba\u200Bll \uFEFF" });
    expect(parsed.description).toBe("we ba\u200Bll");
  });
});

describe("share codes", () => {
  const id = "7d5f0b3e-1c2a-4b5d-9e8f-0a1b2c3d4e5f";
  it("strips the join prefix and accepts the bare id", () => {
    expect(teamIdFromShareCode(shareCodeFor(id))).toBe(id);
    expect(teamIdFromShareCode(id.toUpperCase())).toBe(id);
  });
  it("gives null for anything else", () => {
    expect(teamIdFromShareCode("join")).toBeNull();
    expect(teamIdFromShareCode("joinnot-a-uuid")).toBeNull();
  });
});

describe("team search query", () => {
  it("drops empty values and applies the defaults", () => {
    expect(
      teamSearchQuerySchema.parse({ page: "", limit: "", query: " ", sport: "", sortBy: "" }),
    ).toMatchObject({ page: 1, limit: 12, text: undefined, sport: undefined, sortBy: "newest" });
  });

  it("reads search as an alias of query, tags as a list and flags as booleans", () => {
    expect(
      teamSearchQuerySchema.parse({
        search: "hoops",
        tags: "Rec, league,,rec",
        isPublic: "false",
        requiresAcceptance: "true",
        sport: "football",
      }),
    ).toMatchObject({
      text: "hoops",
      tags: ["rec", "league"],
      isPublic: false,
      requiresApproval: true,
      sport: "American Football",
    });
  });

  it("refuses a page size above 50 and an unknown sort", () => {
    expect(teamSearchQuerySchema.safeParse({ limit: "51" }).success).toBe(false);
    expect(teamSearchQuerySchema.safeParse({ sortBy: "random" }).success).toBe(false);
  });
});

describe("mute contract", () => {
  it("accepts the spec's durations, null for permanent and defaults to 7 days", () => {
    expect(muteSchema.parse({ days: 14 }).days).toBe(14);
    expect(muteSchema.parse({ days: null }).days).toBeNull();
    expect(muteSchema.parse({}).days).toBe(7);
    expect(muteSchema.safeParse({ days: 2 }).success).toBe(false);
  });
});
