import type { DomainEventPublisher } from "../../events/domain-event-bus.ts";
import type { DomainEvents } from "@huddle/contracts/domain-events";
import {
  AUTOPILOT_RULES,
  isCrunchTime,
  SIDELINE_LOCK_AFTER_MS,
} from "@huddle/contracts/rules/game-autopilot";
import { roomFromSlug } from "@huddle/contracts/rules/room";
import type { Clock } from "../../lib/clock.ts";
import { isFinal } from "../sports/game-finals.ts";
import { presentSettings } from "./chat.service.ts";
import type { RoomSettingsRepository } from "./room-settings.repository.ts";

/** The game's own room and its sideline rooms among the rooms an update names. */
function roomsOfTheGame(roomSlugs: string[]): { slug: string; sideline: boolean }[] {
  return roomSlugs.flatMap((slug) => {
    const parsed = roomFromSlug(slug);
    if (!parsed.ok) return [];
    const { type } = parsed.room;
    return type === "game" || type === "sideline" ? [{ slug, sideline: type === "sideline" }] : [];
  });
}

/**
 * Issue 15 §3, the room follows the game: on every `sports.game-updated`, a close game in its
 * crunch time (rules/game-autopilot.ts, per league) turns slow mode on in its game and sideline
 * rooms; the game's end turns it off, and a final locks the sideline rooms an hour later. Rooms
 * a moderator set slow mode in are left alone (the repository keeps who set it). Each change is
 * published as `chat.room-settings-changed`, so open screens update as after a moderator's.
 * Idempotent: a replayed update stores and announces nothing.
 */
export function createGameAutopilot(deps: {
  roomSettings: RoomSettingsRepository;
  events: DomainEventPublisher;
  clock: Clock;
  /** Drops this node's cached settings of a room (chat.service.ts `forgetSettings`). */
  forgetSettings(roomSlug: string): void;
  /** How long after the final a sideline room locks (SIDELINE_LOCK_AFTER_SECONDS). */
  lockAfterMs?: number;
}) {
  const { roomSettings, events, clock, lockAfterMs = SIDELINE_LOCK_AFTER_MS } = deps;

  async function announce(roomSlug: string): Promise<void> {
    deps.forgetSettings(roomSlug);
    events.publish(
      "chat.room-settings-changed",
      presentSettings(roomSlug, await roomSettings.settings(roomSlug)),
    );
  }

  return {
    async gameUpdated({ game, roomSlugs }: DomainEvents["sports.game-updated"]): Promise<void> {
      const rooms = roomsOfTheGame(roomSlugs);
      if (game.state === "post") {
        const locksAt = new Date(clock.now().getTime() + lockAfterMs);
        for (const room of rooms) {
          let changed = await roomSettings.setAutoSlowMode(room.slug, 0);
          // Canceled and postponed games have no final to lock after.
          if (room.sideline && isFinal(game)) {
            const lock = await roomSettings.lockAt(room.slug, locksAt);
            changed ||= lock.getTime() === locksAt.getTime();
          }
          if (changed) await announce(room.slug);
        }
        return;
      }
      if (!isCrunchTime(game)) return;
      const { slowModeSeconds } = AUTOPILOT_RULES[game.league];
      for (const room of rooms) {
        if (await roomSettings.setAutoSlowMode(room.slug, slowModeSeconds))
          await announce(room.slug);
      }
    },
  };
}
