import type { JoinRequestDecision } from "@huddle/contracts/custom-team-management";
import type { UserRow } from "../../../db/schema.ts";
import { mailTemplate } from "../../../lib/mail/mail-template.ts";
import type { Mailer, OutgoingMail } from "../../../lib/mail/mailer.ts";
import type { NotificationPreferencesRepository } from "../notification-preferences.repository.ts";
import type { PushNotificationsService } from "../push-notifications.service.ts";
import { wantsPush } from "./game-start-job.ts";

const DECISION_PRIORITY = 4;

export interface JoinRequestNoticeDeps {
  users: { findById(id: string): Promise<UserRow | undefined> };
  preferences: Pick<NotificationPreferencesRepository, "get">;
  push: Pick<PushNotificationsService, "sendToUser">;
  mailer: Pick<Mailer, "send">;
  /** Tells the requester's open tabs at once (every node, through the socket adapter). */
  inApp(userId: string, notice: JoinRequestDecision): void;
  publicUrl: string;
  now(): Date;
}

const noticeHtml = mailTemplate<{ body: string; link: string; action: string }>(
  `<p><%= it.body %></p><p><a href="<%= it.link %>"><%= it.action %></a></p>`,
);

export function joinRequestMail(
  to: string,
  notice: JoinRequestDecision,
  publicUrl: string,
): OutgoingMail {
  const link = `${publicUrl.replace(/\/$/, "")}${notice.url}`;
  const action = notice.status === "approved" ? "Open the team room" : "See the team";
  return {
    to,
    subject: notice.title,
    text: `${notice.body}\n\n${action}: ${link}\n`,
    html: noticeHtml({ body: notice.body, link, action }),
    link,
  };
}

/**
 * Tells a requester how their join request was decided: always in the app, by push when their
 * preferences want pushes (each device type as they chose), and by email when email
 * notifications are on and their address is verified. One decision is one notice: a request can
 * be decided only once (the service answers 409 to the second try).
 */
export function createJoinRequestNotice(deps: JoinRequestNoticeDeps) {
  return async function notifyDecision(userId: string, notice: JoinRequestDecision) {
    deps.inApp(userId, notice);
    const [user, preferences] = await Promise.all([
      deps.users.findById(userId),
      deps.preferences.get(userId),
    ]);
    if (!user) return;
    if (wantsPush(preferences)) {
      await deps.push.sendToUser(userId, {
        title: notice.title,
        body: notice.body,
        entityType: "custom_team",
        priority: DECISION_PRIORITY,
        url: notice.url,
        timestamp: deps.now().toISOString(),
      });
    }
    if (preferences.notificationsEnabled && preferences.emailEnabled && user.emailVerified) {
      await deps.mailer.send(joinRequestMail(user.email, notice, deps.publicUrl));
    }
  };
}
