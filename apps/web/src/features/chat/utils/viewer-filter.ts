import { applyWordReplacements, type WordReplacement } from "@huddle/moderation/word-replacements";
import type { ChatMessage } from "@huddle/contracts/chat";

/**
 * Rewrites a live message (text, quoted parent and the author's flair) with the viewer's word
 * replacements — the same rule the server applies to history, so a message reads the same
 * before and after a reload.
 */
export function filterForViewer(
  message: ChatMessage,
  pairs: readonly WordReplacement[],
): ChatMessage {
  if (pairs.length === 0) return message;
  const text = applyWordReplacements(message.text, pairs);
  return {
    ...message,
    text,
    messageText: text,
    flair: message.flair ? applyWordReplacements(message.flair, pairs) : null,
    parentMessage: message.parentMessage
      ? { ...message.parentMessage, text: applyWordReplacements(message.parentMessage.text, pairs) }
      : null,
  };
}
