import type { ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/app/query-client";
import { createHttpClient } from "@/lib/http/http-client";
import { HttpClientProvider } from "@/lib/http/http-provider";
import { adminKeys } from "./admin-keys";
import { useAdminMutation } from "./use-admin-mutation";

function wrapperWith(queryClient = createQueryClient()) {
  const http = createHttpClient();
  return {
    queryClient,
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <HttpClientProvider client={http}>{children}</HttpClientProvider>
      </QueryClientProvider>
    ),
  };
}

describe("useAdminMutation", () => {
  it.each([
    ["succeeds", () => Promise.resolve("ok")],
    ["is refused (the screen was behind)", () => Promise.reject(new Error("409"))],
  ])("asks every admin answer again when the action %s", async (_, action) => {
    const { queryClient, wrapper } = wrapperWith();
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    const { result } = renderHook(() => useAdminMutation(action), { wrapper });
    await act(async () => {
      await result.current.mutateAsync(undefined).catch(() => undefined);
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: adminKeys.all() });
  });
});
