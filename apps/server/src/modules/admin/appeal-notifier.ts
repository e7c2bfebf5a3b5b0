import { APPEAL_OUTCOME_TEXTS, type UserAppeal } from "@huddle/contracts/admin-moderation";
import type { NotificationPreferences, PushPayload } from "@huddle/contracts/notifications";
import { roomFromSlug, roomUrl } from "@huddle/contracts/rules/room";
import type { FastifyBaseLogger } from "fastify";
import type { UserRow } from "../../db/schema.ts";
import type { Clock } from "../../lib/clock.ts";
import { mailTemplate } from "../../lib/mail/mail-template.ts";
import type { Mailer } from "../../lib/mail/mailer.ts";
import type { StaffRealtime } from "./staff-realtime.ts";

export interface AppealNotifierDeps {
  realtime: Pick<StaffRealtime, "appealDecided">;
  preferences: { get(userId: string): Promise<NotificationPreferences> };
  push: { sendToUser(userId: string, payload: PushPayload): Promise<unknown> };
  mailer: Pick<Mailer, "send">;
  clock: Clock;
  publicUrl: string;
  log: FastifyBaseLogger;
}

function outcomeLine(appeal: UserAppeal): string {
  if (appeal.status !== "approved")
    return "Your appeal was reviewed and the filter's decision stands.";
  return appeal.messagePosted
    ? "Your appeal was approved and your message has been posted."
    : `Your appeal was approved. ${APPEAL_OUTCOME_TEXTS.appellantNotPosted}`;
}

/**
 * Tells an appellant how their appeal ended: in the app at once (their sockets on any node; the
 * appeals list has it too), then by push and email as their notification preferences allow.
 * Push and email run after the response and never fail the decision.
 */
export function createAppealNotifier(deps: AppealNotifierDeps) {
  const { realtime, mailer, clock, publicUrl } = deps;

  async function deliver(user: UserRow, appeal: UserAppeal): Promise<void> {
    const preferences = await deps.preferences.get(user.id);
    if (!preferences.notificationsEnabled) return;
    const response = appeal.response ? `\n\nModerator's response: ${appeal.response}` : "";
    const room = appeal.roomSlug ? roomFromSlug(appeal.roomSlug) : null;
    const url = room?.ok ? roomUrl(room.room) : "/";
    await deps.push.sendToUser(user.id, {
      title: appeal.status === "approved" ? "Appeal approved" : "Appeal reviewed",
      body: `${outcomeLine(appeal)}${appeal.response ? ` ${appeal.response}` : ""}`.slice(0, 500),
      entityType: "appeal",
      priority: 1,
      url,
      timestamp: clock.now().toISOString(),
    });
    if (preferences.emailEnabled && user.emailVerified) {
      const text = `Hi ${user.username},\n\n${outcomeLine(appeal)}${response}\n\nYour message: "${appeal.messageText}"\n\n${publicUrl}${url}`;
      await mailer.send({
        to: user.email,
        subject:
          appeal.status === "approved" ? "Your appeal was approved" : "Your appeal was reviewed",
        text,
        html: appealHtml({ lines: text.split("\n") }),
      });
    }
  }

  return {
    /** Resolves once push and email are done (tests wait on it; routes do not). */
    notify(user: UserRow, appeal: UserAppeal): Promise<void> {
      realtime.appealDecided(user.id, appeal);
      return deliver(user, appeal).catch((error: unknown) =>
        deps.log.warn({ err: error, appealId: appeal.id }, "appeal notification failed"),
      );
    },
  };
}

/** The plain-text mail as one paragraph, its line breaks as `<br>`. */
const appealHtml = mailTemplate<{ lines: string[] }>(
  `<p><% it.lines.forEach((line, i) => { %><% if (i > 0) { %><br><% } %><%= line %><% }) %></p>`,
);

export type AppealNotifier = ReturnType<typeof createAppealNotifier>;
