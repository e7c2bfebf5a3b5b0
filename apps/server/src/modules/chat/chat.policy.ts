import { hasAdminLevel } from "@huddle/contracts/rules/roles";
import type { UserRow } from "../../db/schema.ts";

/** Who may do what with messages (spec 000 §6). One function per action. */
export const chatPolicy = {
  edit: (user: UserRow, authorId: string | null) => authorId !== null && user.id === authorId,
  delete: (user: UserRow, authorId: string | null) =>
    (authorId !== null && user.id === authorId) || hasAdminLevel(user, "mod"),
  report: (user: UserRow, authorId: string | null) => authorId !== user.id,
  post: (user: UserRow) => !user.muted && !user.banned,
  setSlowMode: (user: UserRow) => hasAdminLevel(user, "mod"),
  broadcast: (user: UserRow) => hasAdminLevel(user, "mod"),
  /** Staff keep talking when a room is slowed down. */
  bypassSlowMode: (user: UserRow) => hasAdminLevel(user, "mod"),
  bypassFilter: (user: UserRow) => user.exempt,
};
