import { describe, expect, it } from "vitest";
import type { AdminLevel } from "../constants.ts";
import {
  messageAbilities,
  roomAbilities,
  type MessageAbilities,
  type MessageFacts,
} from "./chat-abilities.ts";

const VIEWER_ID = "viewer";
const LEVELS: AdminLevel[] = ["user", "mod", "admin", "superadmin"];
const isStaff = (level: AdminLevel) => level !== "user";

type Ownership = "own" | "other" | "huddle";
const authorOf: Record<Ownership, string | null> = { own: VIEWER_ID, other: "other", huddle: null };

const message = (overrides: Partial<MessageFacts>): MessageFacts => ({
  userId: "other",
  type: "normal",
  moderationStatus: "visible",
  ...overrides,
});

/** The expected flags, written from spec 000 §6 rather than from the rules under test. */
function expected(
  level: AdminLevel,
  ownership: Ownership,
  state: "visible" | "held",
): MessageAbilities {
  const own = ownership === "own";
  if (state === "held") {
    return {
      canReply: false,
      canEdit: false,
      canDelete: own || isStaff(level),
      canReport: false,
      canModerate: false,
    };
  }
  return {
    canReply: true,
    canEdit: own,
    canDelete: own || isStaff(level),
    canReport: !own,
    canModerate: isStaff(level) && ownership === "other",
  };
}

const normalCases = LEVELS.flatMap((level) =>
  (["own", "other", "huddle"] as const).flatMap((ownership) =>
    (["visible", "held"] as const).map((state) => [level, ownership, state] as const),
  ),
);

describe("messageAbilities on a fan's message", () => {
  it.each(normalCases)("a %s viewing a %s %s message", (level, ownership, state) => {
    const facts = message({
      userId: authorOf[ownership],
      moderationStatus: state === "held" ? "quarantined" : "visible",
    });
    expect(messageAbilities({ id: VIEWER_ID, adminLevel: level }, facts)).toEqual(
      expected(level, ownership, state),
    );
  });
});

describe("messageAbilities on messages without actions", () => {
  const none = {
    canReply: false,
    canEdit: false,
    canDelete: false,
    canReport: false,
    canModerate: false,
  };
  const silentCases = LEVELS.flatMap((level) =>
    (["system", "announcement"] as const).flatMap((type) =>
      (["own", "other", "huddle"] as const).map((ownership) => [level, type, ownership] as const),
    ),
  );

  it.each(silentCases)("a %s gets no action on a %s (%s)", (level, type, ownership) => {
    const facts = message({ type, userId: authorOf[ownership] });
    expect(messageAbilities({ id: VIEWER_ID, adminLevel: level }, facts)).toEqual(none);
  });

  it("gives a signed-out reader no action", () => {
    expect(messageAbilities(null, message({}))).toEqual(none);
  });
});

describe("roomAbilities", () => {
  it.each(LEVELS)("a %s sets slow mode and announces only when staff", (level) => {
    expect(roomAbilities({ id: VIEWER_ID, adminLevel: level })).toEqual({
      canSetSlowMode: isStaff(level),
      canAnnounce: isStaff(level),
    });
  });

  it("gives a signed-out reader nothing", () => {
    expect(roomAbilities(null)).toEqual({ canSetSlowMode: false, canAnnounce: false });
  });
});
