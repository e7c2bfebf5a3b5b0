import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { CustomGame } from "@huddle/contracts/custom-games";
import { GAME_ID, buildCustomGame } from "@/test/custom-game-factories";
import { TEAM_ID } from "@/test/custom-team-factories";
import { callsTo, jsonResponse, mockFetch, storeSignedIn } from "@/test/factories";
import { renderRoutes } from "@/test/render";
import { localDate } from "../utils/local-date-time";
import { EditGamePage } from "./edit-game-page";

interface Setup {
  game?: CustomGame | (() => Response);
  save?: (body: Record<string, unknown>) => Response;
  remove?: () => Response;
}

function setup({ game = buildCustomGame({ canEdit: true }), save, remove }: Setup = {}) {
  storeSignedIn();
  const fetchMock = mockFetch({
    [`/api/custom-games/${GAME_ID}`]: (_url, init) => {
      if (init?.method === "PUT") {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        if (save) return save(body);
        return jsonResponse(200, { game: { ...(game as CustomGame), ...body } });
      }
      if (init?.method === "DELETE") {
        return remove ? remove() : jsonResponse(200, { success: true });
      }
      return typeof game === "function" ? game() : jsonResponse(200, { game });
    },
  });
  const { router } = renderRoutes(
    [
      { path: "/custom/game/:id/edit", element: <EditGamePage /> },
      { path: "/custom-game/:id", element: <p>Game page</p> },
      { path: "/custom-team/:id", element: <p>Team page</p> },
    ],
    `/custom/game/${GAME_ID}/edit`,
  );
  return { fetchMock, router };
}

const putBodies = (fetchMock: ReturnType<typeof mockFetch>) =>
  callsTo(fetchMock, `/api/custom-games/${GAME_ID}`)
    .filter(([, init]) => init?.method === "PUT")
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

describe("EditGamePage", () => {
  it("loads the game, saves only what changed and opens the game", async () => {
    const { fetchMock, router } = setup();
    const user = userEvent.setup();
    const location = await screen.findByLabelText("Location");
    expect(location).toHaveValue("Zilker Park Court 2");
    expect(screen.getByLabelText("Opponent")).toHaveValue("Westside Dunkers");
    expect(screen.getByRole("button", { name: "Save Changes" })).toBeDisabled();
    await user.clear(location);
    await user.type(location, "Pease Park");
    await user.type(screen.getByLabelText("Home Score (Eastside Ballers)"), "21");
    await user.type(screen.getByLabelText("Away Score (Westside Dunkers)"), "0");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Game page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/custom-game/${GAME_ID}`);
    expect(putBodies(fetchMock)).toEqual([
      { location: "Pease Park", teamScore: 21, opponentScore: 0 },
    ]);
  });

  it("shows the spec's texts for a missing date, time and location", async () => {
    const { fetchMock } = setup();
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText("Location"));
    await user.clear(screen.getByLabelText("Game Date"));
    await user.clear(screen.getByLabelText("Game Time"));
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Location is required")).toBeInTheDocument();
    expect(screen.getByText("Game date is required")).toBeInTheDocument();
    expect(screen.getByText("Game time is required")).toBeInTheDocument();
    expect(putBodies(fetchMock)).toHaveLength(0);
  });

  it("refuses a score outside 0-999", async () => {
    setup();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Home Score (Eastside Ballers)"), "1000");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Home score must be a valid number")).toBeInTheDocument();
  });

  it("keeps a game that is not completed from moving into the past", async () => {
    setup();
    const user = userEvent.setup();
    const date = await screen.findByLabelText("Game Date");
    expect(date).toHaveAttribute("min", localDate(new Date()));
    await user.clear(date);
    await user.type(date, "2020-01-01");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(
      await screen.findByText("Game date must be today or later unless the game is completed."),
    ).toBeInTheDocument();
  });

  it("lets a completed game take any date", async () => {
    const completed = buildCustomGame({
      canEdit: true,
      status: "completed",
      gameStatus: "completed",
      scheduledFor: "2024-05-01T18:00:00.000Z",
    });
    const { fetchMock } = setup({ game: completed });
    const user = userEvent.setup();
    const date = await screen.findByLabelText("Game Date");
    expect(date).not.toHaveAttribute("min");
    await user.clear(date);
    await user.type(date, "2020-01-01");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    await screen.findByText("Game page");
    const [body] = putBodies(fetchMock);
    expect(Object.keys(body!)).toEqual(["scheduledFor"]);
    expect(localDate(new Date(String(body!.scheduledFor)))).toBe("2020-01-01");
  });

  it("cancels a game through its toggle", async () => {
    const { fetchMock } = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("switch", { name: "Game cancelled" }));
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    await screen.findByText("Game page");
    expect(putBodies(fetchMock)).toEqual([{ gameStatus: "cancelled" }]);
  });

  it("shows the server's refusal", async () => {
    setup({
      save: () => jsonResponse(403, { error: "You can only edit games for teams you own." }),
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Home Score (Eastside Ballers)"), "3");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "You can only edit games for teams you own.",
    );
  });

  it("tells a fan who may not edit 'You can only edit games for teams you own.'", async () => {
    setup({ game: buildCustomGame({ canEdit: false }) });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "You can only edit games for teams you own.",
    );
    expect(screen.queryByRole("form", { name: "Edit game" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete Game" })).not.toBeInTheDocument();
  });

  it("says 'Game not found' for an unknown game", async () => {
    setup({ game: () => jsonResponse(404, { error: "Game not found" }) });
    expect(await screen.findByRole("alert")).toHaveTextContent("Game not found");
  });

  it("deletes the game only after a confirmation, then opens the team", async () => {
    const { fetchMock, router } = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Delete Game" }));
    const dialog = screen.getByRole("dialog", { name: "Delete Game?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    const deletes = () =>
      callsTo(fetchMock, `/api/custom-games/${GAME_ID}`).filter(
        ([, init]) => init?.method === "DELETE",
      );
    expect(deletes()).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Delete Game" }));
    await user.click(
      within(screen.getByRole("dialog")).getByRole("button", { name: "Delete Game" }),
    );
    expect(await screen.findByText("Team page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/custom-team/${TEAM_ID}`);
    expect(deletes()).toHaveLength(1);
  });
});
