import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { JoinRequest } from "@huddle/contracts/custom-team-management";
import type { CustomTeam, TeamMember } from "@huddle/contracts/custom-teams";
import {
  TEAM_ID,
  buildMember,
  buildOwnedTeam,
  buildPendingRequest,
} from "@/test/custom-team-factories";
import { buildUser, callsTo, jsonResponse, mockFetch, storeSignedIn } from "@/test/factories";
import { renderPage } from "@/test/render";
import { TeamEditPage } from "./team-edit-page";

const OWNER = buildMember("coach", "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d", { role: "owner" });
const ADMIN = buildMember("bree", "2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e", { role: "admin" });
const CORY = buildMember("cory", "3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f");
const DANA = buildMember("dana", "4d5e6f7a-8b9c-4d0e-9f2a-3b4c5d6e7f8a", {
  status: "muted",
  mutedUntil: "2099-01-05T15:00:00.000Z",
  actionReason: "Spam",
});
const EVAN = buildMember("evan", "5e6f7a8b-9c0d-4e1f-8a3b-4c5d6e7f8a9b", { status: "blocked" });
const MEMBERS = `/api/custom-teams/${TEAM_ID}/members`;
const REQUESTS = `/api/custom-teams/${TEAM_ID}/join-requests`;

function request(username: string, id: string): JoinRequest {
  return { ...buildPendingRequest(), username, id, requestId: id } as JoinRequest;
}

function setup(opts: {
  team?: CustomTeam;
  members?: TeamMember[];
  requests?: JoinRequest[];
  viewerId?: string;
}) {
  storeSignedIn(buildUser(opts.viewerId ? { id: opts.viewerId, userId: opts.viewerId } : {}));
  let members = opts.members ?? [OWNER, ADMIN, CORY, DANA, EVAN];
  let requests = opts.requests ?? [];
  const fetchMock = mockFetch({
    [REQUESTS]: (url, init) => {
      if (init?.method !== "POST") return jsonResponse(200, { requests });
      const body = JSON.parse(String(init.body)) as { requestIds?: string[] };
      const ids = body.requestIds ?? [url.pathname.split("/").at(-1)!];
      const handled = requests.filter((r) => ids.includes(r.requestId));
      requests = requests.filter((r) => !ids.includes(r.requestId));
      return url.pathname.endsWith("/bulk")
        ? jsonResponse(200, { requests: handled, skipped: [] })
        : jsonResponse(200, { request: handled[0] });
    },
    [MEMBERS]: (url, init) => {
      if (!init?.method || init.method === "GET") return jsonResponse(200, { members });
      const [userId, action] = url.pathname.slice(MEMBERS.length + 1).split("/");
      const member = members.find((m) => m.userId === userId)!;
      if (init.method === "DELETE") {
        members = members.filter((m) => m.userId !== userId);
        return jsonResponse(200, { success: true });
      }
      const next: TeamMember =
        action === "mute"
          ? { ...member, status: "muted", mutedUntil: "2099-01-08T15:00:00.000Z" }
          : action === "role"
            ? { ...member, role: "admin" }
            : { ...member, status: "active", mutedUntil: null };
      members = members.map((m) => (m.userId === userId ? next : m));
      return jsonResponse(200, { member: next });
    },
    [`/api/custom-teams/${TEAM_ID}`]: () =>
      jsonResponse(200, {
        team: opts.team ?? buildOwnedTeam({ joinRequestCount: requests.length }),
      }),
  });
  renderPage(<TeamEditPage />, `/custom/team/${TEAM_ID}/edit?tab=members`, "/custom/team/:id/edit");
  return fetchMock;
}

const row = (name: string) =>
  screen.getByText(name, { selector: "p" }).closest("li") as HTMLElement;

describe("Manage Members tab", () => {
  it("lists members with role and status, showing until when a member is muted", async () => {
    setup({});
    await screen.findByRole("heading", { name: "Members (5)" });
    expect(within(row("dana")).getByText(/^Muted until /)).toBeInTheDocument();
    expect(within(row("dana")).getByText(/Reason: Spam/)).toBeInTheDocument();
    expect(within(row("evan")).getByText("Blocked")).toBeInTheDocument();
    expect(within(row("bree")).getByText("Admin")).toBeInTheDocument();
    expect(document.getElementById(`member-${ADMIN.userId}`)).toHaveTextContent(/^bree Admin$/);
    // Join requests are a query of their own: they may arrive after the members.
    expect(await screen.findByText("No pending join requests.")).toBeInTheDocument();
  });

  it("gives the owner role changes, and moderation only on role member", async () => {
    setup({});
    await screen.findByRole("heading", { name: "Members (5)" });
    expect(within(row("coach")).queryByRole("button")).not.toBeInTheDocument();
    const bree = within(row("bree"));
    expect(bree.getByRole("button", { name: "Make Member" })).toBeInTheDocument();
    expect(bree.queryByRole("button", { name: "Mute" })).not.toBeInTheDocument();
    const cory = within(row("cory"));
    for (const name of ["Make Admin", "Mute", "Block", "Remove"]) {
      expect(cory.getByRole("button", { name })).toBeInTheDocument();
    }
    expect(within(row("dana")).getByRole("button", { name: "Unmute" })).toBeInTheDocument();
    expect(within(row("evan")).getByRole("button", { name: "Unblock" })).toBeInTheDocument();
    // A muted or blocked member is freed first: the server refuses to make them an admin.
    for (const name of ["dana", "evan"]) {
      expect(
        within(row(name)).queryByRole("button", { name: "Make Admin" }),
      ).not.toBeInTheDocument();
    }
  });

  it("renders a member's actions from the flags the server sent with them", async () => {
    const flagged = { ...CORY, canChangeRole: false, canModerate: false };
    setup({ members: [OWNER, ADMIN, flagged] });
    await screen.findByRole("heading", { name: "Members (3)" });
    expect(within(row("cory")).queryByRole("button")).not.toBeInTheDocument();
    expect(within(row("bree")).getByRole("button", { name: "Make Member" })).toBeInTheDocument();
  });

  it("gives a team admin no role changes and nothing on other admins", async () => {
    setup({
      team: buildOwnedTeam({
        viewerRole: "admin",
        canDelete: false,
        canManageWordReplacements: false,
      }),
      viewerId: ADMIN.userId,
    });
    await screen.findByRole("heading", { name: "Members (5)" });
    expect(screen.queryByRole("button", { name: /Make (Admin|Member)/ })).not.toBeInTheDocument();
    expect(within(row("bree")).queryByRole("button")).not.toBeInTheDocument();
    expect(within(row("cory")).getByRole("button", { name: "Mute" })).toBeInTheDocument();
  });

  it("mutes for 7 days by default, then offers Unmute and focuses the member", async () => {
    const fetchMock = setup({});
    const user = userEvent.setup();
    await screen.findByRole("heading", { name: "Members (5)" });
    await user.click(within(row("cory")).getByRole("button", { name: "Mute" }));
    const dialog = screen.getByRole("dialog", { name: "Mute cory" });
    expect(within(dialog).getByRole("combobox", { name: "Duration" })).toHaveValue("7 days");
    await user.type(within(dialog).getByRole("textbox", { name: "Reason (optional)" }), "Rude");
    await user.click(within(dialog).getByRole("button", { name: "Mute Member" }));
    expect(await screen.findByText("cory is muted for 7 days.")).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, `${MEMBERS}/${CORY.userId}/mute`)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ days: 7, reason: "Rude" });
    await waitFor(() =>
      expect(within(row("cory")).getByRole("button", { name: "Unmute" })).toBeInTheDocument(),
    );
    expect(screen.getByText("cory", { selector: "p" })).toHaveFocus();
  });

  it("mutes permanently with days null", async () => {
    const fetchMock = setup({});
    const user = userEvent.setup();
    await screen.findByRole("heading", { name: "Members (5)" });
    await user.click(within(row("cory")).getByRole("button", { name: "Mute" }));
    await user.selectOptions(screen.getByRole("combobox", { name: "Duration" }), "Permanent");
    await user.click(screen.getByRole("button", { name: "Mute Member" }));
    await screen.findByText("cory is muted permanently.");
    const [, init] = callsTo(fetchMock, `${MEMBERS}/${CORY.userId}/mute`)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ days: null });
  });

  it("asks before removing; Escape cancels, confirming removes", async () => {
    const fetchMock = setup({});
    const user = userEvent.setup();
    await screen.findByRole("heading", { name: "Members (5)" });
    const remove = within(row("cory")).getByRole("button", { name: "Remove" });
    await user.click(remove);
    expect(screen.getByRole("dialog", { name: "Remove cory?" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    // The dialog gives focus back once it has unmounted.
    await waitFor(() => expect(remove).toHaveFocus());
    expect(callsTo(fetchMock, `${MEMBERS}/${CORY.userId}`)).toHaveLength(0);

    await user.click(remove);
    await user.click(screen.getByRole("button", { name: "Remove Member" }));
    expect(await screen.findByText("cory was removed from the team.")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Members (4)" })).toHaveFocus();
  });

  it("asks before blocking and sends the reason", async () => {
    const fetchMock = setup({});
    const user = userEvent.setup();
    await screen.findByRole("heading", { name: "Members (5)" });
    await user.click(within(row("cory")).getByRole("button", { name: "Block" }));
    const dialog = screen.getByRole("dialog", { name: "Block cory?" });
    await user.type(within(dialog).getByRole("textbox", { name: "Reason (optional)" }), "Threats");
    await user.click(within(dialog).getByRole("button", { name: "Block Member" }));
    await screen.findByText("cory is blocked from the team.");
    const [, init] = callsTo(fetchMock, `${MEMBERS}/${CORY.userId}/block`)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ reason: "Threats" });
  });

  it("shows the server's refusal and leaves the member as they were", async () => {
    storeSignedIn();
    mockFetch({
      [REQUESTS]: () => jsonResponse(200, { requests: [] }),
      [MEMBERS]: (_url, init) =>
        init?.method === "PUT"
          ? jsonResponse(403, { error: "Only the team owner can change member roles." })
          : jsonResponse(200, { members: [OWNER, CORY] }),
      [`/api/custom-teams/${TEAM_ID}`]: () => jsonResponse(200, { team: buildOwnedTeam() }),
    });
    renderPage(
      <TeamEditPage />,
      `/custom/team/${TEAM_ID}/edit?tab=members`,
      "/custom/team/:id/edit",
    );
    const user = userEvent.setup();
    await screen.findByRole("heading", { name: "Members (2)" });
    await user.click(within(row("cory")).getByRole("button", { name: "Make Admin" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Only the team owner can change member roles.",
    );
    expect(within(row("cory")).getByText("Member")).toBeInTheDocument();
  });
});

describe("Join requests", () => {
  const A = request("alice", "1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e");
  const B = request("bob", "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f");

  it("approves one request with the owner's message", async () => {
    const fetchMock = setup({ requests: [{ ...A, message: "Can I play?", email: "a@x.io" }] });
    const user = userEvent.setup();
    const item = await screen.findByRole("listitem", { name: "Request from alice" });
    expect(within(item).getByText("Can I play?")).toBeInTheDocument();
    expect(within(item).getByText("a@x.io")).toBeInTheDocument();
    // The tier as fans read it elsewhere, not its code.
    expect(within(item).getByText("Basic")).toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "Bulk actions" })).not.toBeInTheDocument();
    await user.type(within(item).getByRole("textbox"), "See you Sunday");
    await user.click(within(item).getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("Approved alice's request.")).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, `${REQUESTS}/${A.requestId}`)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      action: "approve",
      message: "See you Sunday",
    });
    expect(await screen.findByText("No pending join requests.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Join Requests (0)" })).toHaveFocus();
  });

  it("offers bulk actions when more than one request waits, with the spec's default message", async () => {
    const fetchMock = setup({ requests: [A, B] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Deny All (2)" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Deny All" }));
    expect(await screen.findByText("Denied 2 requests.")).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, `${REQUESTS}/bulk`)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      action: "deny",
      requestIds: [A.requestId, B.requestId],
      message: "Bulk denial",
    });
  });
});
