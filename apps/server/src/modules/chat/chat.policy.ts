import {
  messageAbilities,
  messageRules,
  roomAbilities,
  roomRules,
} from "@huddle/contracts/rules/chat-abilities";
import { hasAdminLevel } from "@huddle/contracts/rules/roles";
import type { UserRow } from "../../db/schema.ts";

/**
 * Who may do what with messages and rooms (spec 000 §6). One function per action; the rules
 * that the web also renders from live in contracts (`rules/chat-abilities.ts`), so the server's
 * refusals and the buttons a reader sees come from the same functions.
 */
export const chatPolicy = {
  edit: (user: UserRow, authorId: string | null) => messageRules.edit(user, authorId),
  delete: (user: UserRow, authorId: string | null) => messageRules.delete(user, authorId),
  report: (user: UserRow, authorId: string | null) => messageRules.report(user, authorId),
  post: (user: UserRow) => !user.muted && !user.banned,
  setSlowMode: (user: UserRow) => roomRules.setSlowMode(user),
  broadcast: (user: UserRow) => roomRules.announce(user),
  /** Staff keep talking when a room is slowed down. */
  bypassSlowMode: (user: UserRow) => roomRules.bypassSlowMode(user),
  bypassFilter: (user: UserRow) => user.exempt,
  /** The flags presented with a message in the viewer's history. */
  abilitiesOn: messageAbilities,
  /**
   * Readers of one audience who wrote none of a page's messages get the same flags on all of
   * them (`messageAbilities` reads only authorship and staff level), so they share one page.
   */
  audienceOf: (user: UserRow): "staff" | "fan" => (hasAdminLevel(user, "mod") ? "staff" : "fan"),
  /** The flags presented with a room's settings to the viewer. */
  roomAbilitiesOf: (user: UserRow) => roomAbilities(user),
};
