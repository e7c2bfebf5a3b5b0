import type { ReactNode } from "react";
import type { ReactionEmoji } from "@huddle/contracts/reactions";
import { useToggleReaction } from "../api/toggle-reaction";

/** The viewer's way to toggle reactions on one message: its menu and its chips share it. */
export interface ReactionToggle {
  react: (emoji: ReactionEmoji) => void;
  isPending: boolean;
  error: Error | null;
}

/**
 * Holds a message's toggle mutation. Rendered only for a viewer who may react, so a message
 * shown without a session (or to a muted fan) needs no HTTP or query client.
 */
export function ReactionToggleScope(props: {
  roomSlug: string;
  messageId: string;
  children: (toggle: ReactionToggle) => ReactNode;
}) {
  const toggle = useToggleReaction(props.roomSlug);
  return props.children({
    react: (emoji) => toggle.mutate({ messageId: props.messageId, emoji }),
    isPending: toggle.isPending,
    error: toggle.error,
  });
}
