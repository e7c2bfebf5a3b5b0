import { useState } from "react";
import type { ChatMessage } from "@huddle/contracts/chat";
import { announcementSince } from "../utils/announcement";

interface NewMessageAnnouncerProps {
  /** The listed messages, oldest → newest; undefined until the history has loaded. */
  messages: readonly ChatMessage[] | undefined;
  currentUserId: string | null;
}

/**
 * The chat's one polite live region (issue 18 §4): each message that arrives is read once as
 * "author: text" (a scoring play as its text). The history that loads with the room, edits,
 * deletes and rows a long list renders while scrolling are not news and stay silent.
 */
export function NewMessageAnnouncer({ messages, currentUserId }: NewMessageAnnouncerProps) {
  const newestId = messages === undefined ? undefined : (messages.at(-1)?.id ?? null);
  const [seenNewestId, setSeenNewestId] = useState(newestId);
  const [text, setText] = useState("");
  if (newestId !== seenNewestId) {
    // Adjusting state while rendering, as React documents for "information from previous renders".
    setSeenNewestId(newestId);
    if (messages && seenNewestId !== undefined) {
      setText(announcementSince(messages, seenNewestId, currentUserId));
    }
  }
  return (
    <p aria-live="polite" data-testid="message-announcer" className="sr-only">
      {text}
    </p>
  );
}
