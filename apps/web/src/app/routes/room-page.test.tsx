import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { draftKeyFor, readDraft } from "@/features/chat/utils/composer-drafts";
import { buildUser, callsTo, jsonResponse, mockFetch, storeSignedIn } from "@/test/factories";
import { buildMessage } from "@/test/chat-factories";
import { buildButtons, buildGame } from "@/test/sports-factories";
import { openMessageActions } from "@/test/message-actions";
import { renderRoutes } from "@/test/render";
import { RoomPage } from "./room-page";

function renderRoom(
  search: string,
  messages: (url: URL) => Response = () => jsonResponse(200, emptyPage),
) {
  const fetchMock = mockFetch({ "/api/chat/rooms/": messages });
  const view = renderRoutes(
    [
      { path: "/room", element: <RoomPage /> },
      { path: "/", element: <p>Home page</p> },
    ],
    `/room${search}`,
  );
  return { ...view, fetchMock };
}

const emptyPage = { messages: [], total: 0, limit: 40, offset: 0 };
const crumbs = () =>
  within(screen.getByRole("navigation", { name: "Breadcrumb" }))
    .getAllByRole("listitem")
    .map((li) => li.textContent)
    .filter((text) => text !== "›");

describe("/room", () => {
  it.each([
    ["?teamroom=chiefs-12", "Team 12", "Team discussion room", ["Home", "Team 12"], "team-12"],
    [
      "?league=nfl&game=401",
      "Game 401",
      "Game discussion room",
      ["Home", "NFL", "Game 401"],
      "game-401",
    ],
    [
      "?game=401&sideline=12",
      "Game 401 · Team 12 sideline",
      "Game discussion room",
      ["Home", "Game 401", "Team 12 sideline"],
      "sideline-401-12",
    ],
    [
      "?league=nfl&conference=afc",
      "NFL AFC",
      "Conference discussion room",
      ["Home", "NFL", "AFC"],
      "conference-nfl-afc",
    ],
    ["?league=nba", "NBA", "League discussion room", ["Home", "NBA"], "league-nba"],
    ["", "Chat Room", "General Chat", ["Home", "General Chat"], "general"],
  ])("%s shows %s, its subtitle and breadcrumb", async (search, title, subtitle, trail, slug) => {
    storeSignedIn();
    const { fetchMock } = renderRoom(search);
    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeVisible();
    expect(screen.getByText(subtitle, { selector: "header p" })).toBeVisible();
    expect(crumbs()).toEqual(trail);
    expect(
      within(screen.getByRole("navigation", { name: "Breadcrumb" })).getByRole("link", {
        name: "Home",
      }),
    ).toHaveAttribute("href", "/");
    // The room's chat panel reads that room: only the panel asks for its settings.
    expect(screen.getByRole("region", { name: "Chat" })).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(fetchMock, `/api/chat/rooms/${slug}/settings`)).toHaveLength(1),
    );
  });

  it("holds a placeholder, not the id's fallback name, while the sports data names the room", async () => {
    storeSignedIn();
    let name = (_: Response) => {};
    const fetchMock = mockFetch({
      "/api/chat/rooms/": () => jsonResponse(200, emptyPage),
      "/api/sports/room/buttons": () => new Promise<Response>((resolve) => (name = resolve)),
    });
    renderRoutes([{ path: "/room", element: <RoomPage /> }], "/room?teamroom=chiefs-12");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Loading the room's name…" }),
    ).toBeVisible();
    expect(screen.queryByText("Team 12")).not.toBeInTheDocument();
    expect(crumbs()).toEqual(["Home"]);

    await waitFor(() => expect(callsTo(fetchMock, "/api/sports/room/buttons")).toHaveLength(1));
    name(
      jsonResponse(
        200,
        buildButtons([], { type: "team", roomSlug: "team-12", title: "Kansas City Chiefs" }),
      ),
    );
    expect(
      await screen.findByRole("heading", { level: 1, name: "Kansas City Chiefs" }),
    ).toBeVisible();
    expect(crumbs()).toEqual(["Home", "Kansas City Chiefs"]);
  });

  it("links the league crumb of a conference room to the league room", async () => {
    storeSignedIn();
    renderRoom("?league=nfl&conference=afc");
    await screen.findByRole("heading", { level: 1, name: "NFL AFC" });
    expect(screen.getByRole("link", { name: "NFL" })).toHaveAttribute("href", "/room?league=nfl");
    expect(screen.getByText("AFC")).toHaveAttribute("aria-current", "page");
  });

  it("gives each room its own composer: the draft stays with its room, the reply target too", async () => {
    const fan = buildUser();
    storeSignedIn(fan);
    const afcPage = {
      ...emptyPage,
      messages: [buildMessage({ text: "AFC is stacked" })],
      total: 1,
    };
    renderRoom("?league=nfl&conference=afc", (url) =>
      jsonResponse(
        200,
        url.pathname.endsWith("/conference-nfl-afc/messages") ? afcPage : emptyPage,
      ),
    );
    const user = userEvent.setup();
    const log = await screen.findByRole("log", { name: "Messages" });
    await openMessageActions(user, await within(log).findByRole("listitem"));
    await user.click(screen.getByRole("menuitem", { name: "Reply" }));
    await user.type(screen.getByRole("textbox", { name: "Message" }), "AFC talk");
    expect(screen.getByRole("button", { name: "Cancel reply" })).toBeVisible();

    await user.click(screen.getByRole("link", { name: "NFL" }));
    expect(await screen.findByRole("heading", { level: 1, name: "NFL" })).toBeVisible();
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveValue("");
    expect(screen.queryByRole("button", { name: "Cancel reply" })).toBeNull();
    expect(readDraft(draftKeyFor(fan.id, "conference-nfl-afc"))).toBe("AFC talk");
  });

  it("shows 'Invalid team ID' with Go to Home for a teamroom without digits", async () => {
    storeSignedIn();
    renderRoom("?teamroom=chiefs");
    expect(await screen.findByRole("heading", { name: "Invalid team ID" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Go to Home" })).toHaveAttribute("href", "/");
  });

  it("shows Access Denied when the room refuses the messages call", async () => {
    storeSignedIn();
    renderRoom("?teamroom=12", () => jsonResponse(403, { error: "You cannot access this room." }));
    expect(await screen.findByRole("heading", { name: "Access Denied" })).toBeVisible();
    expect(screen.getByText("You cannot access this room.")).toBeVisible();
    expect(screen.getByRole("link", { name: "Go to Home" })).toHaveAttribute("href", "/");
  });

  it.each([
    ["?customTeam=00000000-0000-4000-8000-000000000001", "custom-team-"],
    ["?customGame=00000000-0000-4000-8000-000000000001", "custom-game-"],
  ])("sends no doomed reads for a refused custom room %s (browser QA)", async (search, slug) => {
    storeSignedIn();
    const refusal = "Your request to join this team is waiting for approval.";
    const { fetchMock } = renderRoom(search, () => jsonResponse(403, { error: refusal }));
    expect(await screen.findByRole("heading", { name: "Access Denied" })).toBeVisible();
    const roomCalls = callsTo(fetchMock, `/api/chat/rooms/${slug}`).map(([input]) =>
      new URL(String(input), "http://localhost").pathname.split("/").at(-1),
    );
    expect(roomCalls).toEqual(["messages"]);
    expect(callsTo(fetchMock, "/api/custom-")).toEqual([]);
  });

  it.each([
    ["?customTeam=00000000-0000-4000-8000-000000000000", "Team not found."],
    ["?teamroom=12", "Team not found."],
    ["?customGame=00000000-0000-4000-8000-000000000000", "Game not found."],
    ["?league=nfl&game=401", "Game not found."],
    ["?league=nba", "Room not found"],
  ])(
    "says what is missing when %s does not exist (404), not Access Denied",
    async (search, title) => {
      storeSignedIn();
      renderRoom(search, () => jsonResponse(404, { error: "Room not found" }));
      expect(await screen.findByRole("heading", { level: 1, name: title })).toBeVisible();
      expect(screen.queryByText("Access Denied")).toBeNull();
      expect(screen.getByRole("link", { name: "Go to Home" })).toHaveAttribute("href", "/");
    },
  );

  it("lists the muted warning in the Warnings box", async () => {
    storeSignedIn(buildUser({ muted: true }));
    renderRoom("?league=nfl");
    const box = await screen.findByRole("region", { name: "Warnings" });
    expect(box).toHaveTextContent("You are muted and cannot post messages.");
  });

  it("shows no Warnings box for a user in good standing", async () => {
    storeSignedIn();
    renderRoom("?league=nfl");
    await screen.findByRole("heading", { level: 1, name: "NFL" });
    expect(screen.queryByRole("region", { name: "Warnings" })).not.toBeInTheDocument();
  });

  describe("sports panels", () => {
    function renderSportsRoom(search: string, answers: Record<string, () => Response>) {
      storeSignedIn();
      const fetchMock = mockFetch({
        "/api/chat/rooms/": () => jsonResponse(200, emptyPage),
        ...answers,
      });
      renderRoutes([{ path: "/room", element: <RoomPage /> }], `/room${search}`);
      return fetchMock;
    }

    it("shows a game room's scoreboard, its buttons and the game's name", async () => {
      const fetchMock = renderSportsRoom("?league=nfl&game=401772", {
        "/api/sports/room/buttons": () =>
          jsonResponse(
            200,
            buildButtons(
              [
                {
                  type: "league",
                  label: "NFL",
                  room: { type: "league", league: "nfl" },
                  path: "/room?league=nfl",
                },
                {
                  type: "sideline",
                  label: "Chiefs sideline",
                  room: { type: "sideline", gameId: "401772", teamId: "10000012" },
                  path: "/room?game=401772&sideline=10000012",
                },
              ],
              { type: "game", roomSlug: "game-401772", title: "Chiefs at Bills" },
            ),
          ),
        "/api/sports/simple-boxscore": () => jsonResponse(200, { game: buildGame() }),
      });
      expect(
        await screen.findByRole("heading", { level: 1, name: "Chiefs at Bills" }),
      ).toBeVisible();
      const board = screen.getByRole("region", { name: "Scoreboard" });
      expect(await within(board).findByText("KC 14, BUF 10")).toBeInTheDocument();
      expect(board).toHaveTextContent("Q2 · 3:12");
      expect(board).toHaveTextContent("Highmark Stadium");
      const nav = screen.getByRole("region", { name: "Room navigation" });
      expect(within(nav).getByRole("link", { name: "Chiefs sideline" })).toHaveAttribute(
        "href",
        "/room?game=401772&sideline=10000012",
      );
      const [url] = callsTo(fetchMock, "/api/sports/room/buttons")[0]!;
      expect(new URL(String(url), "http://x").search).toBe("?league=nfl&game=401772");
      expect(callsTo(fetchMock, "/api/sports/room/buttons")).toHaveLength(1);
      const [boxscore] = callsTo(fetchMock, "/api/sports/simple-boxscore")[0]!;
      expect(new URL(String(boxscore), "http://x").search).toBe("?game=401772");
    });

    it("heads a game room with both full names, the score, status and the latest plays, silently", async () => {
      const play = buildMessage({
        type: "system",
        userId: null,
        user: null,
        username: "Huddle",
        roomSlug: "game-401772",
        text: "TOUCHDOWN — KC 14, BUF 10 · Q2 3:12",
      });
      const fetchMock = renderSportsRoom("?league=nfl&game=401772", {
        "/api/chat/rooms/": () =>
          jsonResponse(200, { messages: [play], total: 1, limit: 40, offset: 0 }),
        "/api/sports/room/buttons": () => jsonResponse(200, buildButtons([])),
        "/api/sports/simple-boxscore": () =>
          jsonResponse(200, {
            games: [
              buildGame({
                away: { name: "Kansas City Chiefs" },
                home: { name: "Buffalo Bills" },
              }),
            ],
          }),
      });
      const board = await screen.findByRole("region", { name: "Scoreboard" });
      expect(await within(board).findByRole("link", { name: "Kansas City Chiefs" })).toBeVisible();
      expect(within(board).getByRole("link", { name: "Buffalo Bills" })).not.toHaveClass(
        "truncate",
      );
      expect(board).toHaveTextContent("Q2 · 3:12");
      const plays = await within(board).findByRole("region", { name: "Latest plays" });
      expect(plays).toHaveTextContent("TOUCHDOWN — KC 14, BUF 10 · Q2 3:12");
      // Neither the score nor the clock is a live region: the chat reads each play once.
      expect(board.querySelector("[aria-live], [role=status]")).toBeNull();
      // Issue 15 §3: the header is pinned above the list (it keeps its height; only the list
      // scrolls), and the play is a moment divider in the list too.
      const log = screen.getByRole("log", { name: "Messages" });
      expect(board).toHaveClass("shrink-0");
      expect(board.contains(log)).toBe(false);
      expect(board.compareDocumentPosition(log) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(
        within(log).getByRole("separator", {
          name: "Scoring play: TOUCHDOWN — KC 14, BUF 10 · Q2 3:12",
        }),
      ).toBeInTheDocument();
      // The scores panel lists the league's other games.
      expect(screen.getByRole("region", { name: "Scores" })).toBeInTheDocument();
      const searches = () =>
        callsTo(fetchMock, "/api/sports/simple-boxscore").map(
          ([url]) => new URL(String(url), "http://x").search,
        );
      await waitFor(() =>
        expect(searches()).toEqual(expect.arrayContaining(["?game=401772", "?league=nfl"])),
      );
    });

    it("shows General the live games instead of an empty Scores box", async () => {
      const fetchMock = renderSportsRoom("", {
        "/api/sports/room/buttons": () => jsonResponse(200, buildButtons([])),
        "/api/sports/simple-boxscore": () =>
          jsonResponse(200, { games: [buildGame({ away: { shortName: "Chiefs" } })] }),
      });
      const scores = await screen.findByRole("region", { name: "Scores" });
      expect(await within(scores).findByRole("link", { name: /Chiefs/ })).toBeVisible();
      const [url] = callsTo(fetchMock, "/api/sports/simple-boxscore")[0]!;
      expect(new URL(String(url), "http://x").search).toBe("?homepage=true");
    });

    it("shows a team room's game and a Follow button in the header", async () => {
      renderSportsRoom("?teamroom=10000012", {
        "/api/sports/room/buttons": () =>
          jsonResponse(
            200,
            buildButtons(
              [
                {
                  type: "league",
                  label: "NFL",
                  room: { type: "league", league: "nfl" },
                  path: "/room?league=nfl",
                },
              ],
              { type: "team", title: "Kansas City Chiefs" },
            ),
          ),
        "/api/sports/simple-boxscore": () => jsonResponse(200, { game: null }),
        "/api/user/teams": () => jsonResponse(200, { teams: [] }),
      });
      expect(
        await screen.findByRole("button", { name: "Follow Kansas City Chiefs" }),
      ).toBeInTheDocument();
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Kansas City Chiefs");
      expect(crumbs()).toEqual(["Home", "Kansas City Chiefs"]);
      const games = screen.getByRole("region", { name: "Team game" });
      expect(await within(games).findByText("No games available")).toBeVisible();
    });
  });
});
