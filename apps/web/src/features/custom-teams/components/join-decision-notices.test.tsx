import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { joinRequestDecision } from "@huddle/contracts/custom-team-management";
import { SocketContext } from "@/lib/socket/socket-context";
import { FakeSocket, socketClientOver } from "@/test/chat-factories";
import { TEAM_ID } from "@/test/custom-team-factories";
import { storeSignedIn } from "@/test/factories";
import { renderPage } from "@/test/render";
import { createQueryClient } from "@/app/query-client";
import { JoinDecisionNotices } from "./join-decision-notices";

const REQUEST_ID = "1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e";
const APPROVAL = joinRequestDecision({
  requestId: REQUEST_ID,
  teamId: TEAM_ID,
  teamName: "Eastside Ballers",
  approved: true,
  message: "Welcome to the team!",
});

function setup(queryClient = createQueryClient()) {
  storeSignedIn();
  const socket = new FakeSocket();
  const client = socketClientOver(socket);
  renderPage(
    <SocketContext.Provider value={client}>
      <JoinDecisionNotices />
    </SocketContext.Provider>,
    "/",
    "/",
    { queryClient },
  );
  return socket;
}

describe("JoinDecisionNotices", () => {
  it("shows an approval with a link to the team room until dismissed", async () => {
    const socket = setup();
    act(() => socket.fire("join-request-decided", APPROVAL));
    expect(await screen.findByText("Welcome to Eastside Ballers!")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open the team room" })).toHaveAttribute(
      "href",
      `/room?customTeam=${TEAM_ID}`,
    );
    await userEvent
      .setup()
      .click(screen.getByRole("button", { name: "Dismiss: Welcome to Eastside Ballers!" }));
    expect(screen.queryByText("Welcome to Eastside Ballers!")).not.toBeInTheDocument();
  });

  it("asks for the team room again once approved, so its Access Denied opens without a reload", async () => {
    const queryClient = createQueryClient();
    const roomKey = ["chat", "messages", `custom-team-${TEAM_ID}`];
    queryClient.setQueryData(roomKey, { refused: true });
    const socket = setup(queryClient);
    act(() => socket.fire("join-request-decided", APPROVAL));
    await screen.findByText("Welcome to Eastside Ballers!");
    expect(queryClient.getQueryState(roomKey)?.isInvalidated).toBe(true);
  });

  it("shows a denial with the owner's reason and ignores malformed events", async () => {
    const socket = setup();
    act(() => {
      socket.fire("join-request-decided", { teamName: "broken" });
      socket.fire(
        "join-request-decided",
        joinRequestDecision({
          requestId: REQUEST_ID,
          teamId: TEAM_ID,
          teamName: "Eastside Ballers",
          approved: false,
          message: "Roster is full",
        }),
      );
    });
    expect(
      await screen.findByText(
        'Your request to join Eastside Ballers was not approved. "Roster is full"',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole("status")).toHaveLength(1);
    expect(screen.getByRole("link", { name: "See the team" })).toHaveAttribute(
      "href",
      `/custom-team/${TEAM_ID}`,
    );
  });
});
