import type { ChatMessage } from "@huddle/contracts/chat";

/** What the chat tells the realtime layer after a write has committed. */
export interface ChatEvents {
  messageCreated(message: ChatMessage): void;
  messageEdited(message: ChatMessage): void;
  messageDeleted(payload: { id: string; roomSlug: string }): void;
  roomSettingsChanged(payload: { roomSlug: string; slowModeSeconds: number }): void;
  /** The filter did not simply allow a message (block, quarantine or flag); for staff alerts. */
  messageScreened?(screened: ScreenedMessage): void;
}

export interface ScreenedMessage {
  decision: "block" | "quarantine" | "flag";
  userId: string;
  username: string;
  roomSlug: string;
  text: string;
  categories: string[];
  /** The stored message; null for a block (blocked texts are not stored). */
  messageId: string | null;
}
