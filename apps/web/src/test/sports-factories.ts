import type { RoomButtonsResponse } from "@huddle/contracts/room-navigation";
import { roomUrl } from "@huddle/contracts/rules/room";
import type { Game, GameSide } from "@huddle/contracts/sports";

type SideOverrides = Partial<Omit<GameSide, "home">>;

function side(home: boolean, overrides: SideOverrides): GameSide {
  const base = home
    ? {
        espnId: "2",
        teamId: "10000002",
        name: "Buffalo Bills",
        shortName: "Bills",
        abbreviation: "BUF",
      }
    : {
        espnId: "12",
        teamId: "10000012",
        name: "Kansas City Chiefs",
        shortName: "Chiefs",
        abbreviation: "KC",
      };
  return {
    ...base,
    score: 0,
    colors: home ? ["#00338d", "#c60c30"] : ["#e31837", "#ffb612"],
    ...overrides,
    home,
  };
}

export interface GameOverrides extends Partial<Omit<Game, "team1" | "team2">> {
  away?: SideOverrides;
  home?: SideOverrides;
}

/** A game as the server sends it: KC (away, team1) @ BUF (home, team2), live in Q2 by default. */
export function buildGame({ away = {}, home = {}, ...overrides }: GameOverrides = {}): Game {
  const team1 = side(false, { score: 14, ...away });
  const team2 = side(true, { score: 10, ...home });
  const strip = ({ home: _home, ...team }: GameSide) => team;
  const id = overrides.id ?? "401772";
  const league = overrides.league ?? "nfl";
  return {
    id,
    league,
    homeTeam: strip(team2),
    awayTeam: strip(team1),
    team1,
    team2,
    status: "STATUS_IN_PROGRESS",
    state: "in",
    statusDetail: "3:12 - 2nd",
    startTime: "2025-12-15T18:00:00.000Z",
    date: "2025-12-15",
    quarter: 2,
    period: 2,
    clock: "3:12",
    timeRemaining: "3:12",
    venue: "Highmark Stadium",
    gameUrl: roomUrl({ type: "game", league, gameId: id }),
    isCustomGame: false,
    ...overrides,
  };
}

export function buildButtons(
  buttons: RoomButtonsResponse["buttons"],
  context: Partial<RoomButtonsResponse["context"]> = {},
): RoomButtonsResponse {
  return {
    buttons,
    roomDescription: "",
    context: { type: "home", roomSlug: "home", title: "Home", ...context },
  };
}
