import { useState } from "react";
import type { ChatMessage } from "@huddle/contracts/chat";
import { announcementOfArrivals, arrivedSince } from "../utils/announcement";

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
  const [seen, setSeen] = useState(messages);
  const [text, setText] = useState("");
  if (messages !== seen) {
    // Adjusting state while rendering, as React documents for "information from previous renders".
    setSeen(messages);
    const arrived = messages && seen ? arrivedSince(messages, seen) : [];
    if (arrived.length > 0) setText(announcementOfArrivals(arrived, currentUserId));
  }
  return (
    <p aria-live="polite" data-testid="message-announcer" className="sr-only">
      {text}
    </p>
  );
}
