import type { ChatMessage } from "@huddle/contracts/chat";

/** What the chat tells the realtime layer after a write has committed. */
export interface ChatEvents {
  messageCreated(message: ChatMessage): void;
  messageEdited(message: ChatMessage): void;
  messageDeleted(payload: { id: string; roomSlug: string }): void;
  roomSettingsChanged(payload: { roomSlug: string; slowModeSeconds: number }): void;
}
