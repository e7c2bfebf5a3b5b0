import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { SocketContext } from "@/lib/socket/socket-context";
import {
  buildActivity,
  buildModerationMessage,
  buildStats,
  storeSuperadmin,
} from "@/test/admin-factories";
import { FakeSocket, socketClientOver } from "@/test/chat-factories";
import { jsonResponse, mockFetch } from "@/test/factories";
import { renderPage } from "@/test/render";
import { AdminPage } from "../admin-page";

function setup(handlers: Parameters<typeof mockFetch>[0]) {
  storeSuperadmin();
  const fetchMock = mockFetch(handlers);
  return { fetchMock, ...renderPage(<AdminPage />, "/admin?tab=dashboard", "/admin") };
}

describe("Dashboard tab", () => {
  it("shows the stats tiles, health and the last activities in the time-ago format", async () => {
    setup({
      "/api/admin/stats": () => jsonResponse(200, buildStats()),
      "/api/admin/activity": (url) => {
        expect(url.searchParams.get("limit")).toBe("10");
        return jsonResponse(200, {
          data: {
            logs: [
              buildActivity(),
              buildActivity({
                id: "log-2",
                type: "admin_action",
                action: "user.ban",
                description: "root banned bob: spam links",
                user: { username: "root" },
                timestamp: new Date(Date.now() - 5 * 60_000).toISOString(),
              }),
              buildActivity({
                id: "log-3",
                action: "muted a user",
                timestamp: new Date(Date.now() - 3 * 3_600_000).toISOString(),
              }),
            ],
          },
        });
      },
    });
    expect(await screen.findByText("System health: All Systems Operational")).toBeInTheDocument();
    expect(screen.getByText("Total users").nextSibling).toHaveTextContent("120");
    expect(screen.getByText("AI accuracy").nextSibling).toHaveTextContent("92% (high)");
    const activity = screen.getByRole("region", { name: "Recent activity" });
    expect(await within(activity).findByText("Just now")).toBeInTheDocument();
    expect(within(activity).getByText("5m ago")).toBeInTheDocument();
    expect(within(activity).getByText("3h ago")).toBeInTheDocument();
    expect(within(activity).getByText("root banned bob: spam links")).toBeInTheDocument();
  });

  it.each([
    [11, "Critical Issues"],
    [6, "Warning"],
  ])("with %i open problems says '%s'", async (pendingReports, label) => {
    setup({
      "/api/admin/stats": () => jsonResponse(200, buildStats({ pendingReports })),
      "/api/admin/activity": () => jsonResponse(200, { data: { logs: [] } }),
    });
    expect(await screen.findByText(`System health: ${label}`)).toBeInTheDocument();
    expect(await screen.findByText("No recent activity.")).toBeInTheDocument();
  });

  it("falls back to N/A tiles and an info entry when the calls fail", async () => {
    setup({
      "/api/admin/stats": () => jsonResponse(500, { error: "boom" }),
      "/api/admin/activity": () => jsonResponse(500, { error: "boom" }),
    });
    expect(await screen.findByText("Statistics are unavailable right now.")).toBeInTheDocument();
    expect(screen.getByText("Total users").nextSibling).toHaveTextContent("N/A");
    expect(screen.getByText("System health: Status Unknown")).toBeInTheDocument();
    expect(
      await screen.findByText("Recent activity is unavailable right now."),
    ).toBeInTheDocument();
  });

  it("quick actions open the other tabs, and Train AI lists its planned features", async () => {
    const { router } = setup({
      "/api/admin/stats": () => jsonResponse(200, buildStats()),
      "/api/admin/activity": () => jsonResponse(200, { data: { logs: [] } }),
    });
    await userEvent.setup().click(await screen.findByRole("button", { name: "AI settings" }));
    expect(router.state.location.search).toBe("?tab=ai");
    expect(screen.getByRole("tab", { name: "AI Moderation" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await userEvent.setup().click(screen.getByRole("tab", { name: "Train AI" }));
    expect(screen.getByText("This section is under construction.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Planned features" })).toBeInTheDocument();
  });

  it("asks for the stats and the activity again every 30 s (spec 001 §9)", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let pendingReports = 2;
    /** When (on the fake clock) each activity request was made. */
    const activityAsked: number[] = [];
    setup({
      "/api/admin/stats": () => jsonResponse(200, buildStats({ pendingReports })),
      "/api/admin/activity": () => {
        activityAsked.push(Date.now());
        return jsonResponse(200, { data: { logs: [] } });
      },
    });
    expect(await screen.findByText("System health: All Systems Operational")).toBeInTheDocument();
    pendingReports = 11;
    act(() => vi.advanceTimersByTime(29_000));
    expect(screen.getByText("System health: All Systems Operational")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_000));
    expect(await screen.findByText("System health: Critical Issues")).toBeInTheDocument();
    // Each query's 30 s restarts when its last fetch lands, and on a loaded machine the
    // activity's first fetch can land seconds after the tiles' one (the fake clock follows real
    // time). So the clock moves on a second at a time until the activity asks again, and the
    // gap between its two requests is what is checked: 30 s plus the first fetch's landing.
    for (let step = 0; step < 40 && activityAsked.length < 2; step++) {
      await act(() => vi.advanceTimersByTimeAsync(1_000));
    }
    expect(activityAsked).toHaveLength(2);
    const gap = (activityAsked[1] as number) - (activityAsked[0] as number);
    expect(gap).toBeGreaterThanOrEqual(30_000);
    expect(gap).toBeLessThan(36_000);
  }, 20_000);

  it("refreshes the tiles and health when a report arrives live", async () => {
    storeSuperadmin();
    let pendingReports = 2;
    mockFetch({
      "/api/admin/stats": () => jsonResponse(200, buildStats({ pendingReports })),
      "/api/admin/activity": () => jsonResponse(200, { data: { logs: [] } }),
    });
    const socket = new FakeSocket();
    const client = socketClientOver(socket);
    renderPage(
      <SocketContext.Provider value={client}>
        <AdminPage />
      </SocketContext.Provider>,
      "/admin",
      "/admin",
    );
    expect(await screen.findByText("System health: All Systems Operational")).toBeInTheDocument();
    pendingReports = 6;
    act(() =>
      socket.fire("moderation-queue", {
        kind: "report",
        message: buildModerationMessage(),
        appeal: null,
      }),
    );
    expect(await screen.findByText("New report in Los Angeles Lakers")).toBeInTheDocument();
    expect(await screen.findByText("System health: Warning")).toBeInTheDocument();
    expect(screen.getByText("Pending reports").nextSibling).toHaveTextContent("6");
  });
});
