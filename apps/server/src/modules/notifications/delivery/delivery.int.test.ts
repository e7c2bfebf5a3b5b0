import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CUSTOM_TEAM_GAME_ALERT_SAMPLE } from "@huddle/contracts/notifications";
import type { Game } from "@huddle/contracts/sports";
import type { LeagueId } from "@huddle/contracts/sports-leagues";
import { deliveryLog, notificationRules, sportsTeams } from "../../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { signedInUser, type ApiCall } from "../../../test/factories.ts";
import { createBrowserSubscription, startPushReceiver } from "../../../test/push-receiver.ts";
import { startSmtpReceiver } from "../../../test/smtp-receiver.ts";
import { advanceGame } from "../../sports/simulator/advance-game.ts";
import { createRng } from "../../sports/simulator/sim-rng.ts";
import { buildScheduledGame } from "../../sports/simulator/testing/build-scheduled-game.ts";
import { createSportsRepository } from "../../sports/sports.repository.ts";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let pushes: Awaited<ReturnType<typeof startPushReceiver>>;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  pushes = await startPushReceiver();
  t = await buildTestApp({ SMTP_URL: smtp.url, WEB_PUSH_ALLOW_HTTP: "true" });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await pushes.close();
});

/** A game of `league` starting at `startMs`, stored; advanced to `now` when it is past. */
async function storedGame(league: LeagueId, startMs: number): Promise<Game> {
  const scheduled = buildScheduledGame(league, {
    startTime: new Date(startMs).toISOString(),
    idKey: randomUUID(),
  });
  const now = t.clock.now().getTime();
  const game = startMs < now ? advanceGame(scheduled, now, createRng("digest")).game : scheduled;
  await createSportsRepository(t.database.db).upsertGames([game]);
  return game;
}

/** A digest rule that has existed since the day before yesterday (so today's run is due). */
async function dailyDigest(call: ApiCall, contentFilters: object) {
  const res = await call("POST", "/api/user/notification-rules", {
    ruleName: "Morning scores",
    ruleType: "email_digest",
    scheduleType: "daily",
    scheduleData: { time: "00:00", timezone: "UTC" },
    contentFilters,
  });
  expect(res.statusCode).toBe(201);
  const { id } = res.json().rule;
  await t.database.db
    .update(notificationRules)
    .set({ createdAt: new Date(t.clock.now().getTime() - 2 * DAY) })
    .where(eq(notificationRules.id, id));
}

/** Digests go only to addresses their owner has proven. */
const verifiedFan = () => signedInUser(t.app, t.database, { emailVerified: true });

/** Follows the conference of `teamId` (not the team itself). */
async function followConferenceOf(call: ApiCall, teamId: string) {
  const [team] = await t.database.db
    .select({ league: sportsTeams.league, conferenceId: sportsTeams.conferenceId })
    .from(sportsTeams)
    .where(eq(sportsTeams.id, teamId));
  if (!team) throw new Error(`no team ${teamId}`);
  const res = await call("POST", "/api/user/leagues-conferences/follow", {
    followType: "conference",
    league: team.league,
    conference: team.conferenceId,
  });
  expect(res.statusCode).toBeLessThan(300);
}

async function pushRule(call: ApiCall, body: object) {
  const res = await call("POST", "/api/user/notification-rules", {
    ruleName: "Game alerts",
    ruleType: "push_notification",
    ...body,
  });
  expect(res.statusCode).toBe(201);
}

async function subscribe(call: ApiCall, deviceType: "desktop" | "mobile" = "desktop") {
  const path = `/push/${randomUUID()}`;
  const browser = createBrowserSubscription(`${pushes.origin}${path}`);
  const res = await call("POST", "/api/notifications/device-tokens", {
    token: browser.token,
    deviceType,
  });
  expect(res.statusCode).toBeLessThan(300);
  return {
    received: () =>
      pushes.received
        .filter((p) => p.path === path)
        .map((p) => JSON.parse(browser.decrypt(p.body)) as { title: string; url: string }),
  };
}

describe("email digests", () => {
  it("emails a due daily digest with the followed team's final score once per period", async () => {
    const final = await storedGame("nfl", t.clock.now().getTime() - 5 * 60 * MINUTE);
    expect(final.state).toBe("post");
    const author = await signedInUser(t.app, t.database);
    const fan = await verifiedFan();
    await fan.call("POST", "/api/user/teams/follow", { teamId: final.homeTeam.teamId });
    await fan.call("POST", `/api/user/follow/${author.user.id}`);
    await author.call("POST", "/api/chat/rooms/general/messages", {
      messageText: "What a finish at the stadium",
    });
    await dailyDigest(fan.call, { include_team_scores: true, include_messages: true });

    const before = smtp.received.length;
    const first = await t.app.deliveries.tick();
    expect(first.digests).toBeGreaterThan(0);
    const mails = smtp.received.slice(before).filter((m) => m.to.includes(fan.user.email));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    // A fixed subject: the rule's name is user text and stays out of it.
    expect(mail?.subject).toMatch(/^Your Huddle digest for \d{4}-\d{2}-\d{2}$/);
    const score = `${final.awayTeam.name} ${final.awayTeam.score} @ ${final.homeTeam.name} ${final.homeTeam.score}`;
    expect(mail?.text).toContain(score);
    expect(mail?.text).toContain(
      `${author.user.username} in general: What a finish at the stadium`,
    );
    expect(mail?.html).toContain(final.homeTeam.name);

    const sentBefore = smtp.received.length;
    await t.app.deliveries.tick();
    expect(smtp.received.slice(sentBefore).filter((m) => m.to.includes(fan.user.email))).toEqual(
      [],
    );
  });

  it("leaves a private custom team's messages out of the digest of a follower not on the team", async () => {
    const author = await signedInUser(t.app, t.database, { membershipTier: "pro" });
    const created = await author.call("POST", "/api/custom-teams", {
      name: "Eastside Ballers",
      sport: "Basketball",
      isPublic: false,
    });
    const fan = await verifiedFan();
    await fan.call("POST", `/api/user/follow/${author.user.id}`);
    await author.call("POST", `/api/chat/rooms/custom-team-${created.json().team.id}/messages`, {
      messageText: "Practice moved to the north gym",
    });
    await author.call("POST", "/api/chat/rooms/general/messages", { messageText: "Go team" });
    await dailyDigest(fan.call, { include_messages: true });

    const before = smtp.received.length;
    await t.app.deliveries.tick();
    const [mail] = smtp.received.slice(before).filter((m) => m.to.includes(fan.user.email));
    expect(mail?.text).toContain(`${author.user.username} in general: Go team`);
    expect(mail?.text).not.toContain("north gym");
  });

  it("says custom teams are not available when a digest selects them", async () => {
    const final = await storedGame("nfl", t.clock.now().getTime() - 4 * 60 * MINUTE);
    const fan = await verifiedFan();
    await fan.call("POST", "/api/user/teams/follow", { teamId: final.awayTeam.teamId });
    await dailyDigest(fan.call, {
      include_team_scores: true,
      team_filters: { followed_teams_only: true, specific_custom_teams: ["Rec league"] },
    });
    await t.app.deliveries.tick();
    const mail = smtp.received.find((m) => m.to.includes(fan.user.email));
    expect(mail?.text).toContain("Custom teams are not available in Huddle yet");
    expect(mail?.text).toContain("Rec league is not part of this digest.");
    expect(mail?.text).toContain(final.awayTeam.name);
  });

  it("includes games from followed leagues and conferences only when not limited to followed teams", async () => {
    const final = await storedGame("nhl", t.clock.now().getTime() - 6 * 60 * MINUTE);
    const wide = await verifiedFan();
    const narrow = await verifiedFan();
    await followConferenceOf(wide.call, final.homeTeam.teamId);
    await followConferenceOf(narrow.call, final.homeTeam.teamId);
    await dailyDigest(wide.call, {
      include_team_scores: true,
      team_filters: { followed_teams_only: false },
    });
    await dailyDigest(narrow.call, {
      include_team_scores: true,
      team_filters: { followed_teams_only: true },
    });

    await t.app.deliveries.tick();
    const mail = smtp.received.find((m) => m.to.includes(wide.user.email));
    expect(mail?.text).toContain("Final scores from your teams, leagues and conferences");
    expect(mail?.text).toContain(`${final.awayTeam.name} ${final.awayTeam.score} @`);
    // Limited to followed teams, a conference follow alone has nothing to report: no email.
    expect(smtp.received.filter((m) => m.to.includes(narrow.user.email))).toEqual([]);
  });

  it("leaves pro scores out of a custom-teams-only digest", async () => {
    const final = await storedGame("nfl", t.clock.now().getTime() - 2 * 60 * MINUTE);
    const fan = await verifiedFan();
    await fan.call("POST", "/api/user/teams/follow", { teamId: final.homeTeam.teamId });
    await dailyDigest(fan.call, {
      include_team_scores: true,
      team_filters: { custom_teams_only: true },
    });
    await t.app.deliveries.tick();
    expect(smtp.received.filter((m) => m.to.includes(fan.user.email))).toEqual([]);
  });

  it("sends nothing when the master switch is off", async () => {
    const final = await storedGame("nfl", t.clock.now().getTime() - 3 * 60 * MINUTE);
    const fan = await verifiedFan();
    await fan.call("POST", "/api/user/teams/follow", { teamId: final.homeTeam.teamId });
    await dailyDigest(fan.call, { include_team_scores: true });
    await fan.call("PUT", "/api/user/notification-preferences", { notificationsEnabled: false });
    await t.app.deliveries.tick();
    expect(smtp.received.filter((m) => m.to.includes(fan.user.email))).toEqual([]);
  });

  it("mails nobody whose address is not verified", async () => {
    const final = await storedGame("nfl", t.clock.now().getTime() - 3 * 60 * MINUTE);
    const fan = await signedInUser(t.app, t.database, { emailVerified: false });
    await fan.call("POST", "/api/user/teams/follow", { teamId: final.homeTeam.teamId });
    await dailyDigest(fan.call, { include_team_scores: true });
    await t.app.deliveries.tick();
    expect(smtp.received.filter((m) => m.to.includes(fan.user.email))).toEqual([]);
  });
});

describe("game-start alerts", () => {
  it("pushes once when a followed team's game starts within the notice", async () => {
    const game = await storedGame("nba", t.clock.now().getTime() + 20 * MINUTE);
    const fan = await signedInUser(t.app, t.database);
    await fan.call("POST", "/api/user/teams/follow", { teamId: game.homeTeam.teamId });
    const device = await subscribe(fan.call);

    await t.app.deliveries.tick();
    const [push, ...more] = device.received();
    expect(more).toEqual([]);
    expect(push?.title).toBe(
      `${game.awayTeam.abbreviation} @ ${game.homeTeam.abbreviation} starts in 20 minutes`,
    );
    expect(push?.url).toBe(game.gameUrl);

    await t.app.deliveries.tick();
    expect(device.received()).toHaveLength(1);
  });

  it("waits until the game is inside the user's notice", async () => {
    const game = await storedGame("nhl", t.clock.now().getTime() + 50 * MINUTE);
    const fan = await signedInUser(t.app, t.database);
    await fan.call("POST", "/api/user/teams/follow", { teamId: game.awayTeam.teamId });
    const device = await subscribe(fan.call);
    await t.app.deliveries.tick();
    expect(device.received()).toEqual([]);
    await fan.call("PUT", "/api/user/notification-preferences", { gameStartMinutes: 60 });
    await t.app.deliveries.tick();
    expect(device.received().map((p) => p.title)).toEqual([
      `${game.awayTeam.abbreviation} @ ${game.homeTeam.abbreviation} starts in 50 minutes`,
    ]);
  });

  it("pushes only to desktop devices when desktop is on and mobile off", async () => {
    const game = await storedGame("nba", t.clock.now().getTime() + 25 * MINUTE);
    const fan = await signedInUser(t.app, t.database);
    await fan.call("POST", "/api/user/teams/follow", { teamId: game.awayTeam.teamId });
    const desktop = await subscribe(fan.call, "desktop");
    const mobile = await subscribe(fan.call, "mobile");
    const res = await fan.call("PUT", "/api/user/notification-preferences", {
      desktopEnabled: true,
      mobileEnabled: false,
    });
    expect(res.statusCode).toBe(200);

    await t.app.deliveries.tick();
    const alerts = desktop.received().length;
    expect(desktop.received().map((p) => p.url)).toContain(game.gameUrl);
    expect(mobile.received()).toEqual([]);

    // The explicit test push is a device check: it reaches every active device.
    const test = await fan.call("POST", "/api/notifications/test", {});
    expect(test.json()).toEqual({ delivered: 2, failed: 0 });
    expect(desktop.received()).toHaveLength(alerts + 1);
    expect(mobile.received()).toHaveLength(1);
  });

  it("ignores the custom team game alert sample for pro games", async () => {
    const game = await storedGame("nba", t.clock.now().getTime() + 12 * MINUTE);
    const fan = await signedInUser(t.app, t.database);
    await fan.call("POST", "/api/user/teams/follow", { teamId: game.homeTeam.teamId });
    await fan.call("PUT", "/api/user/notification-preferences", { gameStartMinutes: 5 });
    const device = await subscribe(fan.call);
    await pushRule(fan.call, CUSTOM_TEAM_GAME_ALERT_SAMPLE);

    await t.app.deliveries.tick();
    expect(device.received().filter((p) => p.url === game.gameUrl)).toEqual([]);

    // A followed-teams rule with the same notices does alert for the same game.
    await pushRule(fan.call, {
      deliverySettings: { advance_notice_minutes: [30, 15, 5] },
      contentFilters: { team_filters: { followed_teams_only: true } },
    });
    await t.app.deliveries.tick();
    expect(device.received().filter((p) => p.url === game.gameUrl)).toHaveLength(1);
  });

  it("alerts for a followed conference's game only through a rule not limited to followed teams", async () => {
    const game = await storedGame("nhl", t.clock.now().getTime() + 14 * MINUTE);
    const fan = await signedInUser(t.app, t.database);
    await followConferenceOf(fan.call, game.awayTeam.teamId);
    const device = await subscribe(fan.call);
    const alerts = () => device.received().filter((p) => p.url === game.gameUrl);

    await pushRule(fan.call, {
      deliverySettings: { advance_notice_minutes: [15] },
      contentFilters: { team_filters: { followed_teams_only: true } },
    });
    await t.app.deliveries.tick();
    expect(alerts()).toEqual([]);

    await pushRule(fan.call, {
      deliverySettings: { advance_notice_minutes: [15] },
      contentFilters: { team_filters: { followed_teams_only: false } },
    });
    await t.app.deliveries.tick();
    expect(alerts().map((p) => p.title)).toEqual([
      `${game.awayTeam.abbreviation} @ ${game.homeTeam.abbreviation} starts in 14 minutes`,
    ]);
  });

  it("pushes nothing when the master switch is off", async () => {
    const game = await storedGame("mlb", t.clock.now().getTime() + 10 * MINUTE);
    const fan = await signedInUser(t.app, t.database);
    await fan.call("POST", "/api/user/teams/follow", { teamId: game.homeTeam.teamId });
    const device = await subscribe(fan.call);
    await fan.call("PUT", "/api/user/notification-preferences", { notificationsEnabled: false });
    await t.app.deliveries.tick();
    expect(device.received()).toEqual([]);
  });
});

describe("followed-user message pushes", () => {
  it("pushes a follower when someone they follow posts, at most once per 10 minutes", async () => {
    const author = await signedInUser(t.app, t.database);
    const fan = await signedInUser(t.app, t.database);
    await fan.call("POST", `/api/user/follow/${author.user.id}`);
    const device = await subscribe(fan.call);
    const authorDevice = await subscribe(author.call);

    await author.call("POST", "/api/chat/rooms/general/messages", { messageText: "Kickoff!" });
    await author.call("POST", "/api/chat/rooms/general/messages", { messageText: "Touchdown!" });
    await t.app.deliveries.idle();
    expect(device.received()).toEqual([
      expect.objectContaining({
        title: `${author.user.username} posted in General Chat`,
        body: "Kickoff!",
      }),
    ]);
    expect(authorDevice.received()).toEqual([]);

    t.clock.advance(11 * MINUTE);
    await author.call("POST", "/api/chat/rooms/general/messages", { messageText: "Final!" });
    await t.app.deliveries.idle();
    expect(device.received()).toHaveLength(2);
  });

  it("pushes nothing from a private custom team's room to a follower who is not on the team", async () => {
    const author = await signedInUser(t.app, t.database, { membershipTier: "pro" });
    const created = await author.call("POST", "/api/custom-teams", {
      name: "Eastside Ballers",
      sport: "Basketball",
      isPublic: false,
    });
    const room = `/api/chat/rooms/custom-team-${created.json().team.id}/messages`;
    const fan = await signedInUser(t.app, t.database);
    await fan.call("POST", `/api/user/follow/${author.user.id}`);
    const device = await subscribe(fan.call);

    expect((await author.call("POST", room, { messageText: "Practice moved" })).statusCode).toBe(
      201,
    );
    await t.app.deliveries.idle();
    expect(device.received()).toEqual([]);
    // The same follower still hears of what the author posts where they may read.
    await author.call("POST", "/api/chat/rooms/general/messages", { messageText: "Kickoff!" });
    await t.app.deliveries.idle();
    expect(device.received()).toEqual([expect.objectContaining({ body: "Kickoff!" })]);
  });

  it("pushes only the follower's desktop devices when mobile is off", async () => {
    const author = await signedInUser(t.app, t.database);
    const fan = await signedInUser(t.app, t.database);
    await fan.call("POST", `/api/user/follow/${author.user.id}`);
    const desktop = await subscribe(fan.call, "desktop");
    const mobile = await subscribe(fan.call, "mobile");
    await fan.call("PUT", "/api/user/notification-preferences", {
      desktopEnabled: true,
      mobileEnabled: false,
    });
    await author.call("POST", "/api/chat/rooms/general/messages", { messageText: "Go!" });
    await t.app.deliveries.idle();
    expect(desktop.received().map((p) => p.title)).toEqual([
      `${author.user.username} posted in General Chat`,
    ]);
    expect(mobile.received()).toEqual([]);
  });

  it("remembers an author with nobody to notify for half a minute only", async () => {
    const author = await signedInUser(t.app, t.database);
    const fan = await signedInUser(t.app, t.database);
    await author.call("POST", "/api/chat/rooms/general/messages", { messageText: "Anyone?" });
    await t.app.deliveries.idle();
    await fan.call("POST", `/api/user/follow/${author.user.id}`);
    const device = await subscribe(fan.call);
    await author.call("POST", "/api/chat/rooms/general/messages", { messageText: "Still alone" });
    await t.app.deliveries.idle();
    expect(device.received()).toEqual([]);
    t.clock.advance(31_000);
    await author.call("POST", "/api/chat/rooms/general/messages", { messageText: "Hi fan!" });
    await t.app.deliveries.idle();
    expect(device.received().map((p) => p.title)).toEqual([
      `${author.user.username} posted in General Chat`,
    ]);
  });

  it("pushes only for the people a follower's push rule names", async () => {
    const chosen = await signedInUser(t.app, t.database);
    const other = await signedInUser(t.app, t.database);
    const fan = await signedInUser(t.app, t.database);
    for (const author of [chosen, other]) {
      await fan.call("POST", `/api/user/follow/${author.user.id}`);
    }
    const device = await subscribe(fan.call);
    await pushRule(fan.call, {
      contentFilters: {
        include_messages: true,
        message_filters: { from_users: [chosen.user.id] },
      },
    });
    await other.call("POST", "/api/chat/rooms/general/messages", { messageText: "Not me" });
    await chosen.call("POST", "/api/chat/rooms/general/messages", { messageText: "Me!" });
    await t.app.deliveries.idle();
    expect(device.received().map((p) => p.title)).toEqual([
      `${chosen.user.username} posted in General Chat`,
    ]);
  });

  it("does not push a follower who blocked the author", async () => {
    const author = await signedInUser(t.app, t.database);
    const fan = await signedInUser(t.app, t.database);
    await fan.call("POST", `/api/user/follow/${author.user.id}`);
    const device = await subscribe(fan.call);
    await fan.call("POST", `/api/user/block/${author.user.id}`);
    await author.call("POST", "/api/chat/rooms/general/messages", { messageText: "Hello?" });
    await t.app.deliveries.idle();
    expect(device.received()).toEqual([]);
  });

  it("pushes a follower whose level for the room is 'mentions' only when they are mentioned", async () => {
    const author = await signedInUser(t.app, t.database);
    const fan = await signedInUser(t.app, t.database);
    await fan.call("POST", `/api/user/follow/${author.user.id}`);
    const device = await subscribe(fan.call);
    await fan.call("PUT", "/api/chat/rooms/general/notification-level", { level: "mentions" });

    await author.call("POST", "/api/chat/rooms/general/messages", { messageText: "Kickoff!" });
    await author.call("POST", "/api/chat/rooms/general/messages", {
      messageText: `@${fan.user.username} kickoff!`,
    });
    await t.app.deliveries.idle();
    await t.app.mentions.idle();
    expect(device.received()).toEqual([
      expect.objectContaining({
        title: `${author.user.username} mentioned you in General Chat`,
        body: `@${fan.user.username} kickoff!`,
      }),
    ]);
  });
});

describe("delivery log pruning", () => {
  it("deletes entries older than 45 days on tick and keeps recent ones", async () => {
    const { user } = await signedInUser(t.app, t.database);
    const now = t.clock.now().getTime();
    const rows = await t.database.db
      .insert(deliveryLog)
      .values([
        { userId: user.id, kind: "test", key: "old", deliveredAt: new Date(now - 46 * DAY) },
        { userId: user.id, kind: "test", key: "recent", deliveredAt: new Date(now - 44 * DAY) },
      ])
      .returning();
    expect(rows).toHaveLength(2);

    const result = await t.app.deliveries.tick();
    expect(result.pruned).toBeGreaterThanOrEqual(1);
    const left = await t.database.db
      .select({ key: deliveryLog.key })
      .from(deliveryLog)
      .where(eq(deliveryLog.userId, user.id));
    expect(left.map((r) => r.key)).toEqual(["recent"]);
  });
});
