import { useCallback, useEffect } from "react";
import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { ChatMessage } from "@huddle/contracts/chat";
import type { WordReplacement } from "@huddle/contracts/word-replacements";
import { useHttpClient } from "@/lib/http/use-http-client";
import { viewerProfileQuery } from "@/entities/viewer/api/get-viewer-profile";
import { useWordReplacements } from "@/entities/viewer/api/get-word-replacements";
import { chatKeys } from "../api/chat-keys";
import { filterForViewer } from "../utils/viewer-filter";

const NO_PAIRS: WordReplacement[] = [];

/**
 * The filter each query client's cached history was last shown under. History is rewritten by
 * the server with the settings of the moment it was fetched, so when the switch or the list has
 * changed since — even while no chat was on screen — the cached pages are stale.
 */
const shownUnder = new WeakMap<QueryClient, string>();

/**
 * The viewer's `wordFilterEnabled` (spec 000 §3 Profile settings), or `undefined` while it is not
 * known yet (loading, signed out, or the call failed).
 */
function useWordFilterSetting(enabled: boolean): boolean | undefined {
  const http = useHttpClient();
  return useQuery({
    ...viewerProfileQuery(http),
    enabled,
    select: (profile) => profile.settings.wordFilterEnabled,
  }).data;
}

/** A stable summary of what the viewer's filter does; null while it is not known. */
function filterFingerprint(
  setting: boolean | undefined,
  pairs: readonly WordReplacement[] | undefined,
): string | null {
  if (setting === undefined) return null;
  if (!setting) return "off";
  if (!pairs) return null;
  const sorted = pairs.map((p) => `${p.originalWord}\u0000${p.replacementWord}`).sort();
  return `on\u0001${sorted.join("\u0001")}`;
}

/** Refetches every room's history when the viewer's filter differs from what it was shown under. */
function useHistoryFollowsFilter(fingerprint: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (fingerprint === null) return;
    const before = shownUnder.get(queryClient);
    shownUnder.set(queryClient, fingerprint);
    if (before !== undefined && before !== fingerprint) {
      void queryClient.invalidateQueries({ queryKey: chatKeys.allMessages() });
    }
  }, [fingerprint, queryClient]);
}

/**
 * The viewer's word filter (spec 000 §3 Profile settings `wordFilterEnabled`, §5 Word
 * replacements) for live and own messages: returns the function that rewrites one message, and
 * keeps history in step when the switch or the list changes. Until the profile answers the
 * filter counts as on (the §9 default), so a word the viewer filters never flashes up.
 */
export function useViewerWordFilter(signedIn: boolean): (message: ChatMessage) => ChatMessage {
  const setting = useWordFilterSetting(signedIn);
  const isOn = setting !== false;
  const replacements = useWordReplacements(signedIn && isOn);
  const pairs = isOn ? (replacements.data ?? NO_PAIRS) : NO_PAIRS;
  useHistoryFollowsFilter(filterFingerprint(setting, replacements.data));
  return useCallback((message: ChatMessage) => filterForViewer(message, pairs), [pairs]);
}
