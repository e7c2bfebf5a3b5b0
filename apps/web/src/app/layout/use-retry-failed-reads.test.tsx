import { act, render, screen } from "@testing-library/react";
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "@/app/query-client";
import { SocketContext } from "@/lib/socket/socket-context";
import { FakeSocket, socketClientOver } from "@/test/chat-factories";
import { useRetryFailedReadsOnConnect } from "./use-retry-failed-reads";

describe("useRetryFailedReadsOnConnect (fault audit: panels stayed failed after an outage)", () => {
  it("asks a failed read on screen again once the connection is back, and leaves good ones", async () => {
    let navigationReads = 0;
    let scoresReads = 0;
    function Panels() {
      useRetryFailedReadsOnConnect();
      const navigation = useQuery({
        queryKey: ["navigation"],
        queryFn: async () => {
          navigationReads += 1;
          if (navigationReads === 1) throw new Error("unavailable");
          return "Navigation loaded";
        },
      });
      const scores = useQuery({
        queryKey: ["scores"],
        queryFn: async () => {
          scoresReads += 1;
          return "Scores loaded";
        },
      });
      return (
        <>
          <p>{navigation.isError ? "Failed to load navigation" : navigation.data}</p>
          <p>{scores.data}</p>
        </>
      );
    }
    const socket = new FakeSocket();
    const client = socketClientOver(socket);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <SocketContext.Provider value={client}>
          <Panels />
        </SocketContext.Provider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText("Failed to load navigation")).toBeVisible();
    expect(await screen.findByText("Scores loaded")).toBeVisible();
    act(() => {
      client.connect();
      socket.open();
    });
    expect(await screen.findByText("Navigation loaded")).toBeVisible();
    expect(scoresReads).toBe(1);
  });
});
