import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "@huddle/contracts/auth";
import { PROFILE_MESSAGES } from "@huddle/contracts/profile";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { signedInUser } from "../../test/factories.ts";
import { createModerationSettingsRepository } from "../moderation/moderation-settings.repository.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  // A staff rule, stored before the filter first loads its configuration.
  await createModerationSettingsRepository(t.database.db).addCustomRule({
    pattern: "ticket resale",
    action: "delete",
    description: "scalpers",
  });
});
afterAll(() => t.close());

const fan = () => signedInUser(t.app, t.database);

describe("profile texts through the content filter", () => {
  it.each([
    ["favoriteTeam", "Favorite team", "Cowboys fan. kill yourself"],
    ["displayName", "Display name", "Shithead Supreme"],
    ["bio", "Bio", "you are a worthless idiot and everyone hates you"],
    ["location", "Location", "kill yourself ville"],
  ])(
    "refuses a %s the filter blocks with 400 and the filter's reason",
    async (field, label, text) => {
      const { call } = await fan();
      const res = await call("PUT", "/api/user/profile", { [field]: text });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.error).toBe(PROFILE_MESSAGES.textBlocked(label));
      expect(body.reason).toMatch(/^Message blocked by content filter/);
      expect(body.details).toEqual([body.reason]);
      expect(body.field).toBe(field);
      expect((await call("GET", "/api/user/profile")).json().profile[field]).toBe("");
    },
  );

  it("applies staff rules to profile texts too", async () => {
    const { call } = await fan();
    const res = await call("PUT", "/api/user/profile", { bio: "I do ticket resale" });
    expect(res.statusCode).toBe(400);
    expect(res.json().reason).toBe("Message blocked by content filter: community rule");
  });

  it("refuses a rename the filter blocks, however the words are joined", async () => {
    const { call } = await fan();
    for (const username of ["Kill_Yourself", "KillYourself", "fan_shithead"]) {
      const res = await call("PUT", "/api/user/profile", { username });
      expect(res.statusCode, username).toBe(400);
      expect(res.json().error).toBe(PROFILE_MESSAGES.textBlocked("Username"));
    }
  });

  it("keeps ordinary texts and a whole form saving as before", async () => {
    const { call } = await fan();
    const res = await call("PUT", "/api/user/profile", {
      displayName: "Big Game Bob",
      bio: "Season ticket holder, loud in the upper deck.",
      location: "Dallas, Texas",
      favoriteTeam: "Dallas Cowboys",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.favoriteTeam).toBe("Dallas Cowboys");
  });
});

describe("reserved names on rename", () => {
  it.each(["Huddle", "Huddle_Moderator", "huddle", "Hudd1e", "Adm1n", "M0derator", "Team_Support"])(
    "refuses a rename to %s",
    async (username) => {
      const { call, user } = await fan();
      const res = await call("PUT", "/api/user/profile", { username });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([AUTH_MESSAGES.usernameReserved]);
      expect((await call("GET", "/api/user/profile")).json().profile.username).toBe(user.username);
    },
  );
});

describe("display names that pass for Huddle or its staff", () => {
  it.each(["Huddle Moderator", "Admin", "Ηuddle Team", "Site Staff", "AdminJoe", "m0d"])(
    "refuses %s to a fan, and keeps the old name",
    async (displayName) => {
      const { call } = await fan();
      await call("PUT", "/api/user/profile", { displayName: "Big Game Bob" });
      const res = await call("PUT", "/api/user/profile", { displayName });
      expect([res.statusCode, res.json().details]).toEqual([
        400,
        [PROFILE_MESSAGES.displayNameReserved],
      ]);
      expect((await call("GET", "/api/user/profile")).json().profile.displayName).toBe(
        "Big Game Bob",
      );
    },
  );

  it("lets a fan keep free text that only contains such letters, and staff use the titles", async () => {
    const { call } = await fan();
    for (const displayName of ["Root for the Jets", "Modern Era Hoops", "Support local teams"]) {
      expect((await call("PUT", "/api/user/profile", { displayName })).statusCode).toBe(200);
    }
    const mod = await signedInUser(t.app, t.database, { adminLevel: "mod" });
    const res = await mod.call("PUT", "/api/user/profile", { displayName: "Huddle Mod Sam" });
    expect(res.statusCode).toBe(200);
  });
});

describe("a staff name given by npm run admin", () => {
  it("stays usable: saving the profile with the name unchanged is not a rename", async () => {
    const { call } = await signedInUser(t.app, t.database, { username: "Head_Mod" });
    const res = await call("PUT", "/api/user/profile", { username: "Head_Mod", bio: "On duty." });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.bio).toBe("On duty.");
  });
});

describe("flair and the viewer's word filter", () => {
  it("rewrites the author's flair in history with the reader's word replacements", async () => {
    const author = await fan();
    const reader = await fan();
    await author.call("PUT", "/api/user/profile", { favoriteTeam: "Damn Yankees" });
    // A room that exists whatever the sports tables hold; only this test posts in this file.
    const room = "general";
    const sent = await author.call("POST", `/api/chat/rooms/${room}/messages`, {
      messageText: "Play ball",
    });
    expect(sent.statusCode).toBe(201);
    await reader.call("POST", "/api/user/word-replacements/add-defaults");
    const readerView = await reader.call("GET", `/api/chat/rooms/${room}/messages`);
    expect(readerView.json().messages[0].flair).toBe("Dang Yankees");
    const authorView = await author.call("GET", `/api/chat/rooms/${room}/messages`);
    expect(authorView.json().messages[0].flair).toBe("Damn Yankees");
  });
});
