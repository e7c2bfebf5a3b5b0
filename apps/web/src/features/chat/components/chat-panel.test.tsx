import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { useSearchParams } from "react-router";
import { CHAT_MESSAGES, type ChatMessage } from "@huddle/contracts/chat";
import { onMessageSent } from "@/lib/activity/sent-messages";
import { SocketContext } from "@/lib/socket/socket-context";
import { FakeSocket, buildMessage, socketClientOver } from "@/test/chat-factories";
import { buildUser, callsTo, jsonResponse, mockFetch, storeSignedIn } from "@/test/factories";
import { buildProfile } from "@/test/profile-factories";
import { renderPage, renderRoutes } from "@/test/render";
import { messageActionLabels, openMessageActions } from "@/test/message-actions";
import { createQueryClient } from "@/app/query-client";
import { viewerKeys } from "@/entities/viewer/viewer-keys";
import { chatKeys } from "../api/chat-keys";
import { ChatPanel } from "./chat-panel";

const alice = buildUser();
const MESSAGES = "/api/chat/rooms/homepage/messages";

interface Setup {
  /** Oldest first; served newest first like the server. */
  history?: ChatMessage[];
  onPost?: (body: Record<string, unknown>) => Response;
  /** The answer to POST /api/chat/messages/{id}/report; 200 by default. */
  onReport?: () => Response;
  replacements?: Array<{ originalWord: string; replacementWord: string }>;
  socket?: FakeSocket;
  user?: ReturnType<typeof buildUser>;
  failHistory?: number;
  /** Ids of the users the viewer blocked (GET /api/user/blocked). */
  blockedIds?: string[];
  /** The viewer's profile setting (GET /api/user/profile); on by default (spec 000 §9). */
  wordFilterEnabled?: boolean;
  /**
   * The viewer's profile, word list and blocked users are already in the query cache when the
   * panel opens (loaded by an earlier page), so live events meet the viewer's filters at once.
   */
  viewerLoaded?: boolean;
  /** What GET settings says about the viewer posting here (a custom team's mute). */
  postingRestriction?: { message: string; mutedUntil?: string | null } | null;
  /** The viewer's staff controls as GET settings states them; left out by default. */
  roomAbilities?: { canSetSlowMode: boolean; canAnnounce: boolean };
  /** When GET settings says the room turns read-only (a sideline room after the final). */
  locksAt?: string | null;
  /** Holds the first history answer (as read when asked) until this settles. */
  firstHistoryAfter?: Promise<void>;
  /** Holds every history GET after the first (a catch-up's re-read) until it resolves. */
  laterHistoryAfter?: Promise<void>;
  /** The catch-up read's answer (GET after=); the missed messages by default. */
  catchUpAnswer?: () => Response;
}

/** The reads of the room's newest page: no catch-up after a cursor, no send. */
function newestPageReads(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.mock.calls.filter(
    ([url, init]) =>
      String(url).includes(MESSAGES) && !String(url).includes("after=") && init?.method !== "POST",
  );
}

/** Each newest-page read's Cache-Control: "no-cache" asks the node for a fresh page. */
function newestPageCacheControls(fetchMock: ReturnType<typeof mockFetch>) {
  return newestPageReads(fetchMock).map(
    ([, init]) => (init?.headers as Record<string, string>)["Cache-Control"],
  );
}

function page(messages: ChatMessage[]) {
  return jsonResponse(200, {
    messages: [...messages].reverse(),
    total: messages.length,
    limit: 40,
    offset: 0,
  });
}

function setup(options: Setup = {}) {
  storeSignedIn(options.user ?? alice);
  let failures = options.failHistory ?? 0;
  let historyReads = 0;
  const missed: ChatMessage[] = [];
  const profile = buildProfile();
  const viewerProfile = {
    ...profile,
    settings: { ...profile.settings, wordFilterEnabled: options.wordFilterEnabled ?? true },
  };
  const wordReplacements = (options.replacements ?? []).map((pair) => ({
    id: crypto.randomUUID(),
    replacementId: crypto.randomUUID(),
    ...pair,
  }));
  const blockedUsers = (options.blockedIds ?? []).map((id) => ({
    id,
    username: "mallory",
    displayName: "Mallory",
    favoriteTeam: "",
  }));
  const fetchMock = mockFetch({
    [MESSAGES]: (url, init) => {
      if (init?.method === "POST") {
        return options.onPost!(JSON.parse(String(init.body)) as Record<string, unknown>);
      }
      if (url.searchParams.get("after")) {
        return options.catchUpAnswer?.() ?? page([...missed].reverse());
      }
      if (failures-- > 0) return jsonResponse(500, { error: "boom" });
      const answer = page(options.history ?? []);
      const held =
        options.firstHistoryAfter ?? (historyReads > 0 ? options.laterHistoryAfter : undefined);
      options.firstHistoryAfter = undefined;
      historyReads += 1;
      return held ? held.then(() => answer) : answer;
    },
    "/api/chat/rooms/homepage/settings": () =>
      jsonResponse(200, {
        roomSlug: "home",
        slowModeSeconds: 0,
        postingRestriction: options.postingRestriction ?? null,
        locksAt: options.locksAt ?? null,
        ...(options.roomAbilities ? { abilities: options.roomAbilities } : {}),
      }),
    "/api/chat/messages/": (url) =>
      url.pathname.endsWith("/report") && options.onReport
        ? options.onReport()
        : jsonResponse(200, { success: true }),
    "/api/user/blocked": () => jsonResponse(200, { users: blockedUsers }),
    "/api/user/profile": () => jsonResponse(200, { profile: viewerProfile }),
    "/api/user/word-replacements": () => jsonResponse(200, { wordReplacements }),
  });
  const queryClient = createQueryClient();
  if (options.viewerLoaded) {
    queryClient.setQueryData(viewerKeys.profile(), viewerProfile);
    queryClient.setQueryData(viewerKeys.wordReplacements(), wordReplacements);
    queryClient.setQueryData(viewerKeys.blockedUsers(), blockedUsers);
  }
  const socket = options.socket;
  const client = socket ? socketClientOver(socket) : null;
  const panel = (
    <ChatPanel roomSlug="home" title="Messages" fixedReportReason="Inappropriate content" />
  );
  renderPage(
    client ? <SocketContext.Provider value={client}>{panel}</SocketContext.Provider> : panel,
    "/",
    "/",
    { queryClient },
  );
  return { fetchMock, missed, client };
}

const log = () => screen.getByRole("log", { name: "Messages" });
const shownTexts = () =>
  within(log())
    .getAllByRole("listitem")
    .map((item) => item.querySelector("p.whitespace-pre-wrap")?.textContent);

describe("ChatPanel", () => {
  it("says 'No messages yet' for an empty room", async () => {
    setup();
    expect(screen.getByRole("status")).toHaveTextContent("Loading messages...");
    expect(await screen.findByText("No messages yet")).toBeVisible();
  });

  it("shows 'Failed to load messages' with a Retry that reloads", async () => {
    setup({ failHistory: 1, history: [buildMessage({ text: "back again" })] });
    expect(await screen.findByText("Failed to load messages")).toBeVisible();
    await userEvent.setup().click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("back again")).toBeVisible();
  });

  it("lists the newest page oldest first with flair, reply preview and the edited marker", async () => {
    setup({
      history: [
        buildMessage({ text: "kickoff", flair: "Chiefs" }),
        buildMessage({
          text: "agreed",
          isEdited: true,
          parentMessage: { user: "bob", text: "kickoff" },
        }),
      ],
    });
    await screen.findByText("agreed");
    expect(shownTexts()).toEqual(["kickoff", "agreed"]);
    expect(screen.getByText("Chiefs")).toBeVisible();
    expect(screen.getByText(/Replying to/)).toHaveTextContent("Replying to bob: kickoff");
    expect(screen.getByText("(edited)")).toBeVisible();
  });

  it("offers Reply, Edit and Delete on own messages and Reply and Report on others'", async () => {
    setup({
      history: [
        buildMessage({ text: "mine", userId: alice.id, username: "alice" }),
        buildMessage({ text: "theirs" }),
      ],
    });
    await screen.findByText("theirs");
    const [mine, theirs] = within(log()).getAllByRole("listitem");
    const user = userEvent.setup();
    // One Tab stop per message: the actions sit behind a single button.
    expect(within(mine!).getAllByRole("button")).toHaveLength(1);
    // A fan who may post may react: 'Add reaction' leads every message's menu.
    expect(await messageActionLabels(user, mine!)).toEqual([
      "Add reaction",
      "Reply",
      "Edit",
      "Delete",
      "View profile",
    ]);
    expect(await messageActionLabels(user, theirs!)).toEqual([
      "Add reaction",
      "Reply",
      "Report",
      "View profile",
    ]);
  });

  it("renders a history message's actions from the flags the server sent with it", async () => {
    const flags = {
      canReply: false,
      canEdit: false,
      canDelete: true,
      canReport: false,
      canModerate: false,
    };
    setup({ history: [buildMessage({ text: "theirs", abilities: flags })] });
    await screen.findByText("theirs");
    const [theirs] = within(log()).getAllByRole("listitem");
    const user = userEvent.setup();
    expect(await messageActionLabels(user, theirs!)).toEqual([
      "Add reaction",
      "Delete",
      "View profile",
    ]);
  });

  it("offers a moderator Delete on others' live messages, by the shared rule", async () => {
    const socket = new FakeSocket();
    setup({ socket, user: buildUser({ adminLevel: "mod" }) });
    await screen.findByText("No messages yet");
    act(() => socket.open());
    act(() => socket.fire("new-message", buildMessage({ roomSlug: "home", text: "live one" })));
    const item = await screen.findByRole("listitem");
    const user = userEvent.setup();
    expect(await messageActionLabels(user, item)).toEqual(
      expect.arrayContaining(["Delete", "Report"]),
    );
  });

  it("shows the staff controls the room settings grant, whatever the viewer's role", async () => {
    setup({ roomAbilities: { canSetSlowMode: true, canAnnounce: true } });
    expect(await screen.findByLabelText("Slow mode")).toBeVisible();
    expect(screen.getByRole("checkbox", { name: "Send as announcement" })).toBeVisible();
  });

  it("replies to the viewer's own message with its id as the parent", async () => {
    const own = buildMessage({ text: "my take", userId: alice.id, username: "alice" });
    const posted: Array<Record<string, unknown>> = [];
    setup({
      history: [own],
      onPost: (body) => {
        posted.push(body);
        return jsonResponse(201, {
          message: buildMessage({ text: String(body.messageText), userId: alice.id }),
        });
      },
    });
    await screen.findByText("my take");
    const user = userEvent.setup();
    await openMessageActions(user, within(log()).getByRole("listitem"));
    await user.click(screen.getByRole("menuitem", { name: "Reply" }));
    await user.type(screen.getByRole("textbox", { name: "Message" }), "and another thing{Enter}");
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      messageText: "and another thing",
      parentMessageId: own.id,
      clientMessageId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it("sends a failed message again under the same id, so a lost answer cannot post it twice", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const posted: Array<Record<string, unknown>> = [];
    setup({
      onPost: (body) => {
        posted.push(body);
        if (posted.length === 1) return jsonResponse(503, { error: "Try again in a moment." });
        return jsonResponse(201, {
          message: buildMessage({ text: String(body.messageText), userId: alice.id }),
        });
      },
    });
    await screen.findByText("No messages yet");
    const user = userEvent.setup();
    const box = screen.getByRole("textbox", { name: "Message" });
    await user.type(box, "did it post?{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent("Try again in a moment.");
    expect(box).toHaveValue("did it post?");
    await user.type(box, "{Enter}");
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]!.clientMessageId).toBe(posted[0]!.clientMessageId);
    await waitFor(() => expect(box).toHaveValue(""));
    await user.type(box, "next one{Enter}");
    await waitFor(() => expect(posted).toHaveLength(3));
    expect(posted[2]!.clientMessageId).not.toBe(posted[0]!.clientMessageId);
  });

  it("keeps a message sent while the history is still loading", async () => {
    const history: ChatMessage[] = [];
    let answerHistory!: () => void;
    const { fetchMock } = setup({
      history,
      firstHistoryAfter: new Promise<void>((resolve) => (answerHistory = resolve)),
      onPost: (body) => {
        const message = buildMessage({ text: String(body.messageText), userId: alice.id });
        history.push(message);
        return jsonResponse(201, { message });
      },
    });
    expect(screen.getByRole("status")).toHaveTextContent("Loading messages...");
    await userEvent.setup().type(screen.getByRole("textbox", { name: "Message" }), "early{Enter}");
    await waitFor(() => expect(history).toHaveLength(1));
    // The first read was taken before the message was stored, and answers only now.
    act(() => answerHistory());
    const shown = await screen.findByText("early");
    expect(log()).toContainElement(shown);
    // Read again as a fresh page: a node's cached page, or a read it had in flight, may
    // predate the message.
    expect(newestPageCacheControls(fetchMock)).toEqual([undefined, "no-cache"]);
  });

  it("shows a quarantined send only to its sender, marked as held for review", async () => {
    const { fetchMock } = setup({
      history: [buildMessage({ text: "earlier" })],
      onPost: (body) =>
        jsonResponse(201, {
          message: buildMessage({
            text: String(body.messageText),
            userId: alice.id,
            username: "alice",
            moderationStatus: "quarantined",
          }),
        }),
    });
    await screen.findByText("earlier");
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: "Message" }), "borderline take{Enter}");
    await waitFor(() => expect(shownTexts()).toEqual(["earlier", "borderline take"]));
    const [theirs, held] = within(log()).getAllByRole("listitem");
    expect(theirs).not.toHaveTextContent("Held for review");
    expect(within(held!).getByText("Held for review")).toBeVisible();
    expect(held).toHaveAccessibleDescription(
      "Only you can see this message until a moderator approves it.",
    );
    expect(await messageActionLabels(user, held!)).toEqual(["Delete"]);
    vi.stubGlobal("confirm", () => true);
    await openMessageActions(user, held!);
    await user.click(screen.getByRole("menuitem", { name: "Delete" }));
    await waitFor(() => expect(shownTexts()).toEqual(["earlier"]));
    expect(callsTo(fetchMock, "/api/chat/messages/")).toHaveLength(1);
  });

  it("asks before deleting and deletes only after confirmation", async () => {
    const own = buildMessage({ text: "oops", userId: alice.id, username: "alice" });
    const { fetchMock } = setup({ history: [own] });
    await screen.findByText("oops");
    const confirm = vi.fn(() => false);
    vi.stubGlobal("confirm", confirm);
    const user = userEvent.setup();
    const item = within(log()).getByRole("listitem");
    await openMessageActions(user, item);
    await user.click(screen.getByRole("menuitem", { name: "Delete" }));
    expect(confirm).toHaveBeenCalledWith("Are you sure you want to delete this message?");
    expect(callsTo(fetchMock, "/api/chat/messages/")).toHaveLength(0);
    confirm.mockReturnValueOnce(true);
    expect(window.confirm).toBe(confirm);
    await openMessageActions(user, item);
    await user.click(screen.getByRole("menuitem", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByText("oops")).not.toBeInTheDocument());
    const [url, init] = callsTo(fetchMock, "/api/chat/messages/")[0]!;
    expect(String(url)).toContain(`/api/chat/messages/${own.id}`);
    expect((init as RequestInit).method).toBe("DELETE");
  });

  it("reports in the home chat with the reason 'Inappropriate content'", async () => {
    const other = buildMessage({ text: "rude" });
    const { fetchMock } = setup({ history: [other] });
    await screen.findByText("rude");
    const user = userEvent.setup();
    await openMessageActions(user, within(log()).getByRole("listitem"));
    await user.click(screen.getByRole("menuitem", { name: "Report" }));
    await waitFor(() => expect(callsTo(fetchMock, "/api/chat/messages/")).toHaveLength(1));
    const [url, init] = callsTo(fetchMock, "/api/chat/messages/")[0]!;
    expect(String(url)).toContain(`/api/chat/messages/${other.id}/report`);
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({
      reason: "Inappropriate content",
    });
  });

  it("offers a reported message as 'Reported', greyed out, and sends no second report", async () => {
    const other = buildMessage({ text: "rude" });
    const { fetchMock } = setup({ history: [other] });
    await screen.findByText("rude");
    const user = userEvent.setup();
    const item = within(log()).getByRole("listitem");
    await openMessageActions(user, item);
    await user.click(screen.getByRole("menuitem", { name: "Report" }));
    expect(await screen.findByText("Thanks. A moderator will review this message.")).toBeVisible();
    const menu = await openMessageActions(user, item);
    expect(within(menu).queryByRole("menuitem", { name: "Report" })).not.toBeInTheDocument();
    const reported = within(menu).getByRole("menuitem", { name: "Reported" });
    expect(reported).toHaveAttribute("aria-disabled", "true");
    await user.keyboard("{Enter}");
    expect(callsTo(fetchMock, `/api/chat/messages/${other.id}/report`)).toHaveLength(1);
  });

  it("stops offering Report when the server says the message was already reported", async () => {
    const other = buildMessage({ text: "rude" });
    setup({
      history: [other],
      onReport: () => jsonResponse(409, { error: "You have already reported this message." }),
    });
    await screen.findByText("rude");
    const user = userEvent.setup();
    const item = within(log()).getByRole("listitem");
    await openMessageActions(user, item);
    await user.click(screen.getByRole("menuitem", { name: "Report" }));
    expect(await screen.findByText("You have already reported this message.")).toBeVisible();
    expect(await messageActionLabels(user, item)).toContain("Reported");
  });

  it("opens Message Blocked when the HTTP send is refused by the filter", async () => {
    setup({
      onPost: () =>
        jsonResponse(400, {
          error: "Message blocked by content filter",
          reason: "Message blocked by content filter",
          categories: ["Offensive Language"],
          toxicityScore: 0.8,
        }),
    });
    await screen.findByText("No messages yet");
    const box = screen.getByRole("textbox", { name: "Message" });
    await userEvent.setup().type(box, "bad words{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Message Blocked" });
    expect(within(dialog).getByText("Offensive Language")).toBeVisible();
    expect(within(dialog).getByText("Toxicity score: 80%")).toBeVisible();
    expect(box).toHaveValue("bad words");
  });

  it("shows a muted user's refusal instead of only logging it", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    setup({
      onPost: () => jsonResponse(403, { error: "You are muted and cannot post messages." }),
    });
    await screen.findByText("No messages yet");
    await userEvent.setup().type(screen.getByRole("textbox", { name: "Message" }), "hi{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "You are muted and cannot post messages.",
    );
  });

  it("disables the composer up front for a team mute and says until when", async () => {
    const mutedUntil = "2099-01-05T15:00:00.000Z";
    const when = new Date(mutedUntil).toLocaleString(undefined, {
      dateStyle: "medium",
      timeStyle: "short",
    });
    const muted = "You are currently muted in this team and cannot post messages.";
    setup({ postingRestriction: { message: muted, mutedUntil } });
    const box = screen.getByRole("textbox", { name: "Message" });
    await waitFor(() => expect(box).toBeDisabled());
    expect(box).toHaveAttribute("placeholder", `${muted} Muted until ${when}.`);
    expect(screen.getByRole("button", { name: "Send" })).toBeDisabled();
  });

  it("keeps the slow-mode event from clearing the viewer's posting restriction", async () => {
    const socket = new FakeSocket();
    setup({
      socket,
      postingRestriction: { message: "Join this team to post messages in its room." },
    });
    const box = screen.getByRole("textbox", { name: "Message" });
    await waitFor(() => expect(box).toBeDisabled());
    act(() => socket.open());
    act(() => socket.fire("room-settings", { roomSlug: "home", slowModeSeconds: 10 }));
    expect(await screen.findByText("Slow mode is on: one message every 10 s.")).toBeVisible();
    expect(box).toBeDisabled();
  });

  it("closes the composer of a sideline room when its lock time comes, on an open screen", async () => {
    const { fetchMock } = setup({ locksAt: new Date(Date.now() + 500).toISOString() });
    const box = screen.getByRole("textbox", { name: "Message" });
    await waitFor(() =>
      expect(callsTo(fetchMock, "/api/chat/rooms/homepage/settings")).toHaveLength(1),
    );
    expect(box).toBeEnabled();
    await waitFor(() => expect(box).toBeDisabled(), { timeout: 2_000 });
    expect(box).toHaveAttribute("placeholder", CHAT_MESSAGES.roomLocked);
    expect(screen.getByRole("button", { name: "Send" })).toBeDisabled();
  });

  it("opens a locked room read-only, its history still shown", async () => {
    setup({
      locksAt: new Date(Date.now() - 1_000).toISOString(),
      history: [buildMessage({ text: "What a season" })],
    });
    expect(await screen.findByText("What a season")).toBeVisible();
    const box = screen.getByRole("textbox", { name: "Message" });
    await waitFor(() => expect(box).toBeDisabled());
    expect(box).toHaveAttribute("placeholder", CHAT_MESSAGES.roomLocked);
  });

  it("says when slow mode is the close-game autopilot's", async () => {
    const socket = new FakeSocket();
    setup({ socket });
    act(() => socket.open());
    act(() =>
      socket.fire("room-settings", {
        roomSlug: "home",
        slowModeSeconds: 15,
        slowModeSource: "auto",
      }),
    );
    expect(
      await screen.findByText(
        "Slow mode is on: one message every 15 s. Close game, final minutes.",
      ),
    ).toBeVisible();
  });

  it("closes and reopens the composer when the server says a team mute began or ended", async () => {
    const socket = new FakeSocket();
    const { fetchMock } = setup({ socket });
    const box = screen.getByRole("textbox", { name: "Message" });
    await waitFor(() =>
      expect(callsTo(fetchMock, "/api/chat/rooms/homepage/settings")).toHaveLength(1),
    );
    act(() => socket.open());
    const muted = "You are currently muted in this team and cannot post messages.";
    act(() =>
      socket.fire("posting-restriction", {
        roomSlug: "home",
        postingRestriction: { message: muted, mutedUntil: null },
      }),
    );
    await waitFor(() => expect(box).toBeDisabled());
    expect(box).toHaveAttribute("placeholder", `${muted} Muted permanently.`);
    act(() => socket.fire("posting-restriction", { roomSlug: "home", postingRestriction: null }));
    await waitFor(() => expect(box).toBeEnabled());
  });

  it("sends over the socket when connected and shows the saved message once", async () => {
    const socket = new FakeSocket();
    let saved: ChatMessage | null = null;
    socket.answer("send-message", (payload) => {
      saved = buildMessage({
        text: (payload as { messageText: string }).messageText,
        userId: alice.id,
        username: "alice",
      });
      return { ok: true, message: saved };
    });
    const { fetchMock } = setup({ socket });
    const announced = vi.fn();
    const stopListening = onMessageSent(announced);
    await screen.findByText("No messages yet");
    act(() => socket.open());
    await userEvent.setup().type(screen.getByRole("textbox", { name: "Message" }), "td!{Enter}");
    expect(await screen.findByText("td!")).toBeVisible();
    // The sponsor banner counts sent messages (seed 000 §9).
    expect(announced).toHaveBeenCalledTimes(1);
    stopListening();
    expect(socket.emitsOf("send-message")).toEqual([
      {
        roomSlug: "home",
        messageText: "td!",
        parentMessageId: null,
        clientMessageId: expect.any(String),
      },
    ]);
    act(() => {
      socket.fire("new-message", saved);
      socket.fire("new-message", buildMessage({ text: "next" }));
    });
    await waitFor(() => expect(shownTexts()).toEqual(["td!", "next"]));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });

  it("lets a moderator broadcast an announcement that arrives as room-message-broadcast", async () => {
    const socket = new FakeSocket();
    const mod = buildUser({ adminLevel: "mod" });
    let announced: ChatMessage | null = null;
    socket.answer("broadcast-message", (payload) => {
      announced = buildMessage({
        text: (payload as { messageText: string }).messageText,
        userId: mod.id,
        username: mod.username,
        type: "announcement",
      });
      return { ok: true, message: announced };
    });
    setup({ socket, user: mod });
    await screen.findByText("No messages yet");
    act(() => socket.open());
    const user = userEvent.setup();
    await user.click(screen.getByRole("checkbox", { name: "Send as announcement" }));
    await user.type(screen.getByRole("textbox", { name: "Message" }), "Keep it clean!{Enter}");
    expect(socket.emitsOf("broadcast-message")).toEqual([
      {
        roomSlug: "home",
        messageText: "Keep it clean!",
        parentMessageId: null,
        clientMessageId: expect.any(String),
      },
    ]);
    expect(socket.emitsOf("send-message")).toEqual([]);
    act(() => {
      socket.fire("room-message-broadcast", announced);
      socket.fire(
        "room-message-broadcast",
        buildMessage({ text: "Halftime show next", type: "announcement" }),
      );
    });
    await waitFor(() => expect(shownTexts()).toEqual(["Keep it clean!", "Halftime show next"]));
  });

  it("opens Message Blocked for a filter refusal in the socket ack", async () => {
    const socket = new FakeSocket();
    socket.answer("send-message", () => ({
      error: "Message blocked by content filter",
      status: 400,
      categories: ["Hate Speech"],
    }));
    setup({ socket });
    await screen.findByText("No messages yet");
    act(() => socket.open());
    await userEvent.setup().type(screen.getByRole("textbox", { name: "Message" }), "x{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Message Blocked" });
    expect(within(dialog).getByText("Hate Speech")).toBeVisible();
  });

  it("applies live events: append, no duplicates, other rooms ignored, edit, delete", async () => {
    const socket = new FakeSocket();
    const first = buildMessage({ text: "first" });
    setup({ socket, history: [first] });
    await screen.findByText("first");
    act(() => socket.open());
    expect(socket.emitsOf("join-room")).toEqual([{ roomSlug: "home" }]);
    const live = buildMessage({ text: "live one" });
    act(() => {
      socket.fire("new-message", live);
      socket.fire("new-message", live);
      socket.fire("new-message", buildMessage({ text: "elsewhere", roomSlug: "general" }));
    });
    // The query cache notifies on the next tick.
    await waitFor(() => expect(shownTexts()).toEqual(["first", "live one"]));
    act(() => socket.fire("message-edited", { ...live, text: "live two", isEdited: true }));
    await waitFor(() => expect(shownTexts()).toEqual(["first", "live two"]));
    expect(screen.getByText("(edited)")).toBeVisible();
    act(() => socket.fire("message-deleted", { id: first.id, roomSlug: "home" }));
    await waitFor(() => expect(shownTexts()).toEqual(["live two"]));
  });

  it("rewrites live messages with the viewer's word replacements", async () => {
    const socket = new FakeSocket();
    setup({
      socket,
      viewerLoaded: true,
      replacements: [{ originalWord: "garbage", replacementWord: "subpar" }],
    });
    await screen.findByText("No messages yet");
    act(() => socket.open());
    act(() => socket.fire("new-message", buildMessage({ text: "Garbage defense" })));
    expect(await screen.findByText("Subpar defense")).toBeVisible();
  });

  it("shows live and own messages as written when the viewer's word filter is off", async () => {
    const socket = new FakeSocket();
    socket.answer("send-message", (payload) => ({
      ok: true,
      message: buildMessage({
        text: (payload as { messageText: string }).messageText,
        userId: alice.id,
        username: "alice",
      }),
    }));
    setup({
      socket,
      viewerLoaded: true,
      wordFilterEnabled: false,
      replacements: [{ originalWord: "garbage", replacementWord: "subpar" }],
    });
    await screen.findByText("No messages yet");
    act(() => socket.open());
    act(() => socket.fire("new-message", buildMessage({ text: "Garbage defense" })));
    expect(await screen.findByText("Garbage defense")).toBeVisible();
    await userEvent
      .setup()
      .type(screen.getByRole("textbox", { name: "Message" }), "garbage refs{Enter}");
    expect(await screen.findByText("garbage refs")).toBeVisible();
  });

  it("does not show live messages from a user the viewer blocked", async () => {
    const socket = new FakeSocket();
    const blockedId = crypto.randomUUID();
    setup({ socket, viewerLoaded: true, blockedIds: [blockedId] });
    await screen.findByText("No messages yet");
    act(() => socket.open());
    act(() => {
      socket.fire("new-message", buildMessage({ text: "from blocked", userId: blockedId }));
      socket.fire("new-message", buildMessage({ text: "from friend" }));
    });
    await waitFor(() => expect(shownTexts()).toEqual(["from friend"]));
    expect(screen.queryByText("from blocked")).not.toBeInTheDocument();
  });

  it("shows no typing line for a fan the viewer blocked (browser QA)", async () => {
    const socket = new FakeSocket();
    setup({ socket, viewerLoaded: true, blockedIds: [crypto.randomUUID()] });
    await screen.findByText("No messages yet");
    act(() => socket.open());
    act(() => socket.fire("typing-start", { roomSlug: "home", username: "mallory" }));
    act(() => socket.fire("typing-start", { roomSlug: "home", username: "bob" }));
    expect(screen.getByText("bob is typing…")).toBeVisible();
    expect(screen.queryByText(/mallory/)).not.toBeInTheDocument();
  });

  it("announces a live message once as 'author: text' from its one live region", async () => {
    const socket = new FakeSocket();
    socket.answer("join-room", () => ({ ok: true, roomSlug: "home", onlineCount: 2 }));
    setup({ socket, history: [buildMessage({ text: "pregame" })] });
    await screen.findByText("pregame");
    act(() => socket.open());
    const regions = () => document.querySelectorAll("[aria-live]:not([aria-live='off'])");
    expect(regions()).toHaveLength(1);
    expect(regions()[0]).toBeEmptyDOMElement();
    act(() =>
      socket.fire(
        "new-message",
        buildMessage({ text: "what a catch", username: "cara", roomSlug: "home" }),
      ),
    );
    await screen.findByText("what a catch");
    expect(regions()[0]).toHaveTextContent(/^cara: what a catch$/);
  });

  it("shows who is typing and the online count", async () => {
    const socket = new FakeSocket();
    socket.answer("join-room", () => ({ ok: true, roomSlug: "home", onlineCount: 3 }));
    setup({ socket });
    await screen.findByText("No messages yet");
    act(() => socket.open());
    expect(screen.getByText("3 online")).toBeVisible();
    act(() => socket.fire("typing-start", { roomSlug: "home", username: "bob" }));
    expect(screen.getByText("bob is typing…")).toBeVisible();
    // Shown, not announced (issue 18 §4).
    expect(screen.getByText("bob is typing…").closest("[aria-live], [role=status]")).toBeNull();
    act(() => socket.fire("typing-stop", { roomSlug: "home", username: "bob" }));
    expect(screen.queryByText("bob is typing…")).not.toBeInTheDocument();
    // A typist who leaves (tab closed mid-word) is no longer typing (browser QA).
    act(() => socket.fire("typing-start", { roomSlug: "home", username: "x" }));
    expect(screen.getByText("x is typing…")).toBeVisible();
    act(() =>
      socket.fire("user-left", {
        roomSlug: "home",
        userId: alice.id,
        username: "x",
        onlineCount: 2,
      }),
    );
    expect(screen.getByText("2 online")).toBeVisible();
    expect(screen.queryByText("x is typing…")).not.toBeInTheDocument();

    // Disconnected, the count is unknown: hidden rather than stale, back with the rejoin.
    socket.answer("join-room", () => ({ ok: true, roomSlug: "home", onlineCount: 5 }));
    act(() => {
      socket.connected = false;
      socket.fire("disconnect", "transport close");
    });
    expect(screen.getByText("Reconnecting…")).toBeVisible();
    expect(screen.queryByText(/online$/)).not.toBeInTheDocument();
    act(() => socket.open());
    expect(screen.getByText("5 online")).toBeVisible();
  });

  it("fetches what it missed after a reconnect and merges it", async () => {
    const socket = new FakeSocket();
    socket.answer("join-room", () => ({ ok: true, roomSlug: "home", onlineCount: 1 }));
    const first = buildMessage({ text: "before the drop" });
    const { missed, fetchMock } = setup({ socket, history: [first] });
    await screen.findByText("before the drop");
    act(() => socket.open());
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([u]) => String(u).includes("after="))).toBe(true),
    );
    missed.push(buildMessage({ text: "while away" }));
    act(() => {
      socket.connected = false;
      socket.fire("disconnect", "transport close");
    });
    expect(screen.getByText("Reconnecting…")).toBeVisible();
    act(() => socket.open());
    expect(await screen.findByText("while away")).toBeVisible();
    const afterCall = fetchMock.mock.calls.filter(([u]) => String(u).includes("after=")).at(-1)!;
    expect(String(afterCall[0])).toContain(`after=${first.id}`);
    expect(shownTexts()).toEqual(["before the drop", "while away"]);
  });

  it("applies the edits and deletes made during an outage when it reconnects", async () => {
    const socket = new FakeSocket();
    socket.answer("join-room", () => ({ ok: true, roomSlug: "home", onlineCount: 1 }));
    const [kept, edited, deleted] = ["kept", "typo", "regret"].map((text) =>
      buildMessage({ text }),
    );
    const history = [kept!, edited!, deleted!];
    const { missed, fetchMock } = setup({ socket, history });
    await screen.findByText("regret");
    act(() => socket.open());
    await waitFor(() => expect(callsTo(fetchMock, MESSAGES).length).toBeGreaterThan(1));
    act(() => {
      socket.connected = false;
      socket.fire("disconnect", "transport close");
    });
    const added = buildMessage({ text: "while away" });
    history.splice(1, 2, { ...edited!, text: "fixed", isEdited: true }, added);
    missed.push(added);
    act(() => socket.open());
    await waitFor(() => expect(shownTexts()).toEqual(["kept", "fixed", "while away"]));
  });

  it("does not miss a message stored between the first history GET and the join", async () => {
    const socket = new FakeSocket();
    socket.answer("join-room", () => ({ ok: true, roomSlug: "home", onlineCount: 1 }));
    const { missed } = setup({ socket, history: [buildMessage({ text: "in the page" })] });
    // The socket is up before the history arrives; the message lands after the page was read.
    act(() => socket.open());
    missed.push(buildMessage({ text: "just after the page" }));
    await waitFor(() => expect(shownTexts()).toEqual(["in the page", "just after the page"]));
  });

  it("says nothing when the session ended before a catch-up read (a sign-out elsewhere)", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const socket = new FakeSocket();
    socket.answer("join-room", () => ({ ok: true, roomSlug: "home", onlineCount: 1 }));
    const { fetchMock } = setup({
      socket,
      history: [buildMessage({ text: "in the page" })],
      catchUpAnswer: () => jsonResponse(401, { error: "Unauthorized" }),
    });
    await screen.findByText("in the page");
    act(() => socket.open());
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes("after="))).toBe(true),
    );
    await act(async () => {});
    expect(warn.mock.calls.filter(([text]) => String(text).includes("catch-up"))).toEqual([]);
  });

  it("catches up after a send restarted the first history read the join was waiting for", async () => {
    const socket = new FakeSocket();
    socket.answer("join-room", () => ({ ok: true, roomSlug: "home", onlineCount: 1 }));
    const history: ChatMessage[] = [];
    socket.answer("send-message", (payload) => {
      const message = buildMessage({
        text: (payload as { messageText: string }).messageText,
        userId: alice.id,
      });
      history.push(message);
      return { ok: true, message };
    });
    let answerReRead!: () => void;
    const { fetchMock, missed } = setup({
      socket,
      history,
      firstHistoryAfter: new Promise<void>(() => {}),
      laterHistoryAfter: new Promise<void>((resolve) => (answerReRead = resolve)),
    });
    // Joined while the first read is out: the catch-up waits for that read.
    act(() => socket.open());
    await userEvent.setup().type(screen.getByRole("textbox", { name: "Message" }), "early{Enter}");
    // The send found no history to join, so it cancelled the first read and reads again.
    await waitFor(() => expect(newestPageReads(fetchMock)).toHaveLength(2));
    // Stored and broadcast after that read was taken, before it answers: the live copy has no
    // history to join, so only a catch-up after the read can bring it.
    const meanwhile = buildMessage({ text: "posted meanwhile" });
    missed.push(meanwhile);
    act(() => socket.fire("new-message", meanwhile));
    await act(async () => answerReRead());
    await waitFor(() => expect(shownTexts()).toEqual(["early", "posted meanwhile"]));
  });

  it("keeps a live message that arrives while an empty room's history is read again", async () => {
    const socket = new FakeSocket();
    socket.answer("join-room", () => ({ ok: true, roomSlug: "home", onlineCount: 1 }));
    let answerReRead!: () => void;
    const { fetchMock } = setup({
      socket,
      history: [],
      laterHistoryAfter: new Promise<void>((resolve) => (answerReRead = resolve)),
    });
    await screen.findByText("No messages yet");
    // Nothing held to catch up from: the join reads the newest page again.
    act(() => socket.open());
    await waitFor(() => expect(newestPageReads(fetchMock)).toHaveLength(2));
    act(() => socket.fire("new-message", buildMessage({ text: "first words in here" })));
    await screen.findByText("first words in here");
    await act(async () => answerReRead());
    await waitFor(() => expect(screen.queryByText("No messages yet")).not.toBeInTheDocument());
    expect(shownTexts()).toEqual(["first words in here"]);
  });

  it("reads an empty room again as a fresh page: another node's cached page may predate a message", async () => {
    const socket = new FakeSocket();
    socket.answer("join-room", () => ({ ok: true, roomSlug: "home", onlineCount: 1 }));
    const { fetchMock } = setup({ socket, history: [] });
    await screen.findByText("No messages yet");
    act(() => socket.open());
    await waitFor(() => expect(newestPageReads(fetchMock)).toHaveLength(2));
    expect(newestPageCacheControls(fetchMock)).toEqual([undefined, "no-cache"]);
  });

  it("shows 'Failed to connect to server' after 5 connection errors", async () => {
    const socket = new FakeSocket();
    const { client } = setup({ socket });
    await screen.findByText("No messages yet");
    act(() => {
      client!.connect();
      for (let n = 0; n < 5; n++) socket.fire("connect_error", new Error("timeout"));
    });
    expect(screen.getByRole("alert")).toHaveTextContent("Failed to connect to server");
  });
});

describe("ChatPanel local preferences", () => {
  function stubAudio() {
    const start = vi.fn();
    const ctx = {
      currentTime: 0,
      destination: {},
      createOscillator: () => ({ type: "", frequency: {}, connect: vi.fn(), start, stop: vi.fn() }),
      createGain: () => ({ gain: {}, connect: vi.fn() }),
    };
    const AudioContextMock = vi.fn(function AudioContext() {
      return ctx;
    });
    vi.stubGlobal("AudioContext", AudioContextMock);
    return { AudioContextMock, start };
  }

  it("tightens the message list in compact mode", async () => {
    localStorage.setItem("preferences", JSON.stringify({ compactMode: true }));
    setup({ history: [buildMessage({ text: "tight" })] });
    await screen.findByText("tight");
    expect(within(log()).getByRole("list")).toHaveClass("message-list-compact");
    localStorage.removeItem("preferences");
  });

  it("keeps the normal spacing when compact mode is off", async () => {
    localStorage.setItem("preferences", JSON.stringify({ compactMode: false }));
    setup({ history: [buildMessage({ text: "roomy" })] });
    await screen.findByText("roomy");
    expect(within(log()).getByRole("list")).not.toHaveClass("message-list-compact");
    localStorage.removeItem("preferences");
  });

  it("plays no sound for a live message when sound effects are off", async () => {
    const { AudioContextMock, start } = stubAudio();
    localStorage.setItem("preferences", JSON.stringify({ soundEffects: false }));
    const socket = new FakeSocket();
    setup({ socket, history: [buildMessage({ text: "first" })] });
    await screen.findByText("first");
    act(() => socket.open());
    act(() => socket.fire("new-message", buildMessage({ text: "quiet" })));
    await screen.findByText("quiet");
    expect(AudioContextMock).not.toHaveBeenCalled();
    expect(start).not.toHaveBeenCalled();
    localStorage.removeItem("preferences");
  });

  it("beeps for someone else's live message when sound effects are on, not for own", async () => {
    const { start } = stubAudio();
    localStorage.setItem("preferences", JSON.stringify({ soundEffects: true }));
    const socket = new FakeSocket();
    setup({ socket, history: [buildMessage({ text: "first" })] });
    await screen.findByText("first");
    act(() => socket.open());
    act(() => socket.fire("new-message", buildMessage({ text: "mine", userId: alice.id })));
    await screen.findByText("mine");
    expect(start).not.toHaveBeenCalled();
    act(() => socket.fire("new-message", buildMessage({ text: "loud" })));
    await screen.findByText("loud");
    expect(start).toHaveBeenCalledTimes(1);
    localStorage.removeItem("preferences");
  });

  it("reads nothing of a room the viewer moves to, even one whose history is already loaded", async () => {
    storeSignedIn(alice);
    mockFetch({
      "/api/chat/rooms/": (url) =>
        url.pathname.endsWith("/settings")
          ? jsonResponse(200, { roomSlug: "home", slowModeSeconds: 0, postingRestriction: null })
          : page([]),
      "/api/user/": () => jsonResponse(200, { users: [], wordReplacements: [] }),
    });
    const queryClient = createQueryClient();
    const homeMessage = buildMessage({ roomSlug: "home", text: "hello home" });
    const otherMessage = buildMessage({ roomSlug: "nba", text: "hello nba" });
    queryClient.setQueryData(chatKeys.messages("home"), { messages: [homeMessage], total: 1 });
    queryClient.setQueryData(chatKeys.messages("nba"), { messages: [otherMessage], total: 1 });
    function Room() {
      const [params] = useSearchParams();
      return <ChatPanel roomSlug={params.get("room") ?? "home"} title="Messages" />;
    }
    const { router } = renderRoutes([{ path: "/", element: <Room /> }], "/", { queryClient });
    expect(await screen.findByText("hello home")).toBeVisible();
    await act(() => router.navigate("/?room=nba"));
    expect(await screen.findByText("hello nba")).toBeVisible();
    expect(screen.getByTestId("message-announcer")).toBeEmptyDOMElement();
  });
});
