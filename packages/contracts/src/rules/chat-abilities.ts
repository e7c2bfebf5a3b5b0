import type { AdminLevel } from "../constants.ts";
import { hasAdminLevel } from "./roles.ts";

/**
 * Who may do what with chat messages and rooms (spec 000 §6), written once for both sides: the
 * server's chat policy authorizes with these rules and presents their flags, and the web renders
 * live messages (whose broadcast is the same for every reader) from the same functions.
 */

/** The signed-in reader: the server's user row and the web's session user both fit. */
export interface ChatViewer {
  id: string;
  adminLevel?: AdminLevel | null;
}

/** What the rules read of a message: its author (null: Huddle's own), type and review state. */
export interface MessageFacts {
  userId: string | null;
  type: "system" | "announcement" | "normal";
  moderationStatus: "visible" | "quarantined";
}

/** The viewer's abilities on one message, as the room shows them. */
export interface MessageAbilities {
  canReply: boolean;
  canEdit: boolean;
  canDelete: boolean;
  canReport: boolean;
  /** Staff tools on the author (mute, ban) from the message. */
  canModerate: boolean;
}

const isAuthor = (viewer: ChatViewer, authorId: string | null) =>
  authorId !== null && viewer.id === authorId;
const isStaff = (viewer: ChatViewer) => hasAdminLevel(viewer, "mod");

/** The server's refusals, whatever the message's type: one function per action. */
export const messageRules = {
  edit: (viewer: ChatViewer, authorId: string | null) => isAuthor(viewer, authorId),
  /** Mods and above may delete anyone's message. */
  delete: (viewer: ChatViewer, authorId: string | null) =>
    isAuthor(viewer, authorId) || isStaff(viewer),
  report: (viewer: ChatViewer, authorId: string | null) => authorId !== viewer.id,
  /** Never on Huddle's own lines, never on oneself. */
  moderateAuthor: (viewer: ChatViewer, authorId: string | null) =>
    isStaff(viewer) && authorId !== null && !isAuthor(viewer, authorId),
};

/** Staff set a room's slow mode, broadcast announcements and are not slowed down. */
export const roomRules = {
  setSlowMode: isStaff,
  announce: isStaff,
  bypassSlowMode: isStaff,
};

export interface RoomAbilities {
  canSetSlowMode: boolean;
  canAnnounce: boolean;
}

export function roomAbilities(viewer: ChatViewer | null): RoomAbilities {
  return {
    canSetSlowMode: viewer !== null && roomRules.setSlowMode(viewer),
    canAnnounce: viewer !== null && roomRules.announce(viewer),
  };
}

const NONE: MessageAbilities = {
  canReply: false,
  canEdit: false,
  canDelete: false,
  canReport: false,
  canModerate: false,
};

/**
 * The actions a message offers its viewer: fans' messages only (Huddle's lines and staff
 * announcements carry none), and a message held for review only offers its author taking it
 * back (a reply would quote it to the room, an edit would be screened again).
 */
export function messageAbilities(
  viewer: ChatViewer | null,
  message: MessageFacts,
): MessageAbilities {
  if (viewer === null || message.type !== "normal") return NONE;
  const author = message.userId;
  if (message.moderationStatus === "quarantined") {
    return { ...NONE, canDelete: messageRules.delete(viewer, author) };
  }
  return {
    canReply: true,
    // Exactly one of the two: the author edits, everyone else reports.
    canEdit: messageRules.edit(viewer, author),
    canDelete: messageRules.delete(viewer, author),
    canReport: messageRules.report(viewer, author),
    canModerate: messageRules.moderateAuthor(viewer, author),
  };
}
