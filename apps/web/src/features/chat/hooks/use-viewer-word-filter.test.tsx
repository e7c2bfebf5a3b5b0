import type { ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Profile } from "@huddle/contracts/profile";
import type { WordReplacement } from "@huddle/contracts/word-replacements";
import { viewerKeys } from "@/entities/viewer/viewer-keys";
import { createHttpClient } from "@/lib/http/http-client";
import { HttpClientProvider } from "@/lib/http/http-provider";
import { buildMessage } from "@/test/chat-factories";
import { jsonResponse, mockFetch } from "@/test/factories";
import { buildProfile, buildWordReplacement } from "@/test/profile-factories";
import { chatKeys } from "../api/chat-keys";
import { useViewerWordFilter } from "./use-viewer-word-filter";

function profileWith(wordFilterEnabled: boolean): Profile {
  const profile = buildProfile();
  return { ...profile, settings: { ...profile.settings, wordFilterEnabled } };
}

function setup(wordFilterEnabled: boolean, queryClient = new QueryClient()) {
  const pairs = [buildWordReplacement("garbage", "subpar")];
  mockFetch({
    "/api/user/profile": () => jsonResponse(200, { profile: profileWith(wordFilterEnabled) }),
    "/api/user/word-replacements": () => jsonResponse(200, { wordReplacements: pairs }),
  });
  // A room's history as it was fetched; the test watches whether it is marked stale.
  queryClient.setQueryData(chatKeys.messages("home"), { messages: [], total: 0 });
  const http = createHttpClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <HttpClientProvider client={http}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </HttpClientProvider>
  );
  const hook = renderHook(() => useViewerWordFilter(true), { wrapper });
  const shown = (text: string) => hook.result.current(buildMessage({ text })).text;
  const historyIsStale = () =>
    queryClient.getQueryState(chatKeys.messages("home"))?.isInvalidated === true;
  return { queryClient, hook, shown, historyIsStale, pairs };
}

describe("useViewerWordFilter", () => {
  it("rewrites live and own messages while the profile's word filter is on", async () => {
    const { shown } = setup(true);
    await waitFor(() => expect(shown("Garbage defense")).toBe("Subpar defense"));
  });

  it("leaves messages as written when the profile's word filter is off", async () => {
    const { queryClient, shown } = setup(false);
    await waitFor(() => expect(queryClient.getQueryData(viewerKeys.profile())).toBeDefined());
    expect(shown("Garbage defense")).toBe("Garbage defense");
    expect(queryClient.getQueryData(viewerKeys.wordReplacements())).toBeUndefined();
  });

  it("follows the switch live and refetches history when it is turned off", async () => {
    const { queryClient, shown, historyIsStale } = setup(true);
    await waitFor(() => expect(shown("garbage")).toBe("subpar"));
    expect(historyIsStale()).toBe(false);
    act(() => queryClient.setQueryData(viewerKeys.profile(), profileWith(false)));
    // The query cache notifies on the next tick.
    await waitFor(() => expect(shown("garbage")).toBe("garbage"));
    expect(historyIsStale()).toBe(true);
  });

  it("refetches history when the word list changes", async () => {
    const { queryClient, shown, historyIsStale, pairs } = setup(true);
    await waitFor(() => expect(shown("garbage")).toBe("subpar"));
    const more: WordReplacement[] = [...pairs, buildWordReplacement("awful", "rough")];
    act(() => queryClient.setQueryData(viewerKeys.wordReplacements(), more));
    await waitFor(() => expect(shown("awful")).toBe("rough"));
    expect(historyIsStale()).toBe(true);
  });

  it("refetches cached history when the switch changed while no chat was shown", async () => {
    const first = setup(true);
    await waitFor(() => expect(first.shown("garbage")).toBe("subpar"));
    first.hook.unmount();
    first.queryClient.setQueryData(viewerKeys.profile(), profileWith(false));
    const again = setup(false, first.queryClient);
    await waitFor(() => expect(again.historyIsStale()).toBe(true));
    expect(again.shown("garbage")).toBe("garbage");
  });
});
