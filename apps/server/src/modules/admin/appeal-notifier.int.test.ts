import pino from "pino";
import type { UserAppeal } from "@huddle/contracts/admin-moderation";
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
  type PushPayload,
} from "@huddle/contracts/notifications";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OutgoingMail } from "../../lib/mail/mailer.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { createUser } from "../../test/factories.ts";
import { createNotificationPreferencesRepository } from "../notifications/notification-preferences.repository.ts";
import { createAppealNotifier } from "./appeal-notifier.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const decided = (overrides: Partial<UserAppeal> = {}): UserAppeal => ({
  id: crypto.randomUUID(),
  status: "approved",
  messageText: "What a finish",
  appealReason: "about the game",
  response: "Our mistake",
  roomSlug: null,
  createdAt: new Date().toISOString(),
  decidedAt: new Date().toISOString(),
  messagePosted: true,
  ...overrides,
});

/** The notifier over the stored preferences, with every channel recorded. */
function recordingNotifier() {
  const sent = { inApp: [] as string[], push: [] as PushPayload[], mail: [] as OutgoingMail[] };
  const notifier = createAppealNotifier({
    realtime: { appealDecided: (userId) => void sent.inApp.push(userId) },
    preferences: createNotificationPreferencesRepository(t.database.db),
    push: { sendToUser: async (_userId, payload) => void sent.push.push(payload) },
    mailer: { send: async (mail) => void sent.mail.push(mail) },
    clock: { now: () => new Date() },
    publicUrl: "https://huddle.test",
    log: pino({ level: "silent" }),
  });
  return { sent, notifier };
}

async function appellant(preferences: Partial<NotificationPreferences>, emailVerified = true) {
  const user = await createUser(t.database, { emailVerified });
  await createNotificationPreferencesRepository(t.database.db).save(user.id, {
    ...DEFAULT_NOTIFICATION_PREFERENCES,
    ...preferences,
  });
  return user;
}

describe("appeal outcome by push and email, per the appellant's preferences", () => {
  it("with everything on: in the app, by push and by email, with the response", async () => {
    const { sent, notifier } = recordingNotifier();
    const user = await appellant({});
    await notifier.notify(user, decided());
    expect(sent.inApp).toEqual([user.id]);
    expect(sent.push).toMatchObject([{ title: "Appeal approved", entityType: "appeal" }]);
    expect(sent.mail).toMatchObject([{ to: user.email, subject: "Your appeal was approved" }]);
    expect(sent.mail[0]!.text).toContain("Our mistake");
  });

  it("with notifications off: in the app only, no push and no email", async () => {
    const { sent, notifier } = recordingNotifier();
    const user = await appellant({ notificationsEnabled: false });
    await notifier.notify(user, decided({ status: "rejected" }));
    expect(sent.inApp).toEqual([user.id]);
    expect(sent.push).toEqual([]);
    expect(sent.mail).toEqual([]);
  });

  it("with email off: a push but no email", async () => {
    const { sent, notifier } = recordingNotifier();
    const user = await appellant({ emailEnabled: false });
    await notifier.notify(user, decided());
    expect(sent.push).toHaveLength(1);
    expect(sent.mail).toEqual([]);
  });

  it("with an unverified address: no email", async () => {
    const { sent, notifier } = recordingNotifier();
    const user = await appellant({}, false);
    await notifier.notify(user, decided());
    expect(sent.push).toHaveLength(1);
    expect(sent.mail).toEqual([]);
  });

  it("an approval that could not be posted says so instead of 'posted'", async () => {
    const { sent, notifier } = recordingNotifier();
    const user = await appellant({});
    await notifier.notify(user, decided({ messagePosted: false }));
    expect(sent.push[0]!.body).toContain("your account cannot post right now");
    expect(sent.mail[0]!.text).not.toContain("has been posted");
  });
});
