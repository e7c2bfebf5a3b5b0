import type { GamesQuery, Game, SimpleBoxscoreQuery, Team } from "@huddle/contracts/sports";
import type { RoomButton, RoomButtonsResponse } from "@huddle/contracts/room-navigation";
import type { RoomQueryParams } from "@huddle/contracts/room-query";
import { roomDisplayName, roomFromQuery, roomSlug, type Room } from "@huddle/contracts/rules/room";
import { isLeagueId, LEAGUES, leagueName, type LeagueId } from "@huddle/contracts/sports-leagues";
import type { Clock } from "../../lib/clock.ts";
import { badRequest } from "../../lib/http-error.ts";
import type { FollowingService } from "../following/following.service.ts";
import { easternDate } from "./game-shape.ts";
import {
  backButton,
  conferenceButton,
  gameButton,
  homeButton,
  leagueButton,
  sidelineButton,
  teamButton,
} from "./room-buttons.ts";
import type { SportsRepository } from "./sports.repository.ts";
import { MAX_LIVE_MS } from "./stale-games.ts";

type CustomRoom = Extract<Room, { type: "custom-team" | "custom-game" }>;

/** What the room navigation (GET /api/sports/room/buttons) shows of custom teams and games. */
export interface CustomRoomNavigation {
  /** The team's or game's name ('Eagles vs Wolves'); null when the fan may not read the room. */
  title(userId: string, room: CustomRoom): Promise<string | null>;
  /** A team room leads to its games, a game room back to its team(s); none when unreadable. */
  buttons(userId: string, room: CustomRoom): Promise<RoomButton[]>;
  /** The fan's own and followed custom teams, for the home navigation. */
  teamsOf(userId: string): Promise<RoomButton[]>;
}

const DAY_MS = 86_400_000;
const FEATURED_LIMIT = 12;

const STATE_OF_FILTER = { live: "in", final: "post", scheduled: "pre" } as const;

/** spec 000 §7 Sports: teams, leagues, games, boxscores and room navigation. */
export function createSportsService(deps: {
  repo: SportsRepository;
  following: FollowingService;
  clock: Clock;
  /** Names custom-team and custom-game rooms (issue 11); without it they keep generic names. */
  customRooms?: CustomRoomNavigation;
}) {
  const { repo, following, clock, customRooms } = deps;

  /** Live games only: one stored as 'in' that started implausibly long ago is stale, not live. */
  const live = () => ({
    state: "in" as const,
    from: new Date(clock.now().getTime() - MAX_LIVE_MS),
  });

  /** Today's games (US Eastern day) of a league — plus any still live from last night —
   * optionally of one conference's teams. */
  async function todaysGames(league: string, conference?: string): Promise<Game[]> {
    const now = clock.now().getTime();
    const today = easternDate(now);
    const games = await repo.games({
      league,
      from: new Date(now - DAY_MS),
      to: new Date(now + 2 * DAY_MS),
    });
    const liveSince = now - MAX_LIVE_MS;
    const ofToday = games.filter(
      (g) => g.date === today || (g.state === "in" && Date.parse(g.startTime) >= liveSince),
    );
    if (!conference) return ofToday;
    const teamIds = new Set(
      (await repo.teams({ league, conferenceId: conference })).map((t) => t.id),
    );
    return ofToday.filter((g) => teamIds.has(g.homeTeam.teamId) || teamIds.has(g.awayTeam.teamId));
  }

  /** The team's live game, else its next one, else its latest. */
  async function currentGameOf(teamId: string): Promise<Game | null> {
    const now = clock.now();
    const [current] = await repo.games({ teamId, ...live(), limit: 1 });
    if (current) return current;
    const next = await repo.games({ teamId, state: "pre", from: now, limit: 1 });
    if (next[0]) return next[0];
    const last = await repo.games({ teamId, state: "post", limit: 1, order: "desc" });
    return last[0] ?? null;
  }

  /** Live games first (followed teams' first), then the next to start, then recent finals. */
  async function featured(userId: string): Promise<Game[]> {
    const now = clock.now();
    const followedIds = new Set((await following.teams(userId)).teams.map((t) => t.id));
    const isFollowed = (g: Game) =>
      followedIds.has(g.homeTeam.teamId) || followedIds.has(g.awayTeam.teamId);
    const liveGames = (await repo.games(live())).sort(
      (a, b) => Number(isFollowed(b)) - Number(isFollowed(a)),
    );
    const upcoming = await repo.games({
      state: "pre",
      from: now,
      to: new Date(now.getTime() + DAY_MS),
      limit: FEATURED_LIMIT,
    });
    const finals = await repo.games({
      state: "post",
      from: new Date(now.getTime() - DAY_MS),
      limit: FEATURED_LIMIT,
      order: "desc",
    });
    return [...liveGames, ...upcoming, ...finals].slice(0, FEATURED_LIMIT);
  }

  /** 'NBA · Eastern Conference': NBA, NHL and MLS all have an 'Eastern Conference'. */
  function followedConferenceButton(league: LeagueId, id: string, name: string | null) {
    const conference = { id, name: name ?? id };
    return conferenceButton(league, conference, `${leagueName(league)} · ${conference.name}`);
  }

  async function homeButtons(userId: string): Promise<RoomButton[]> {
    const [{ followedLeagueConferences }, { teams }] = await Promise.all([
      following.followedLeagueConferences(userId),
      following.teams(userId),
    ]);
    return [
      // Follows are checked against the leagues when made; a room needs a known league.
      ...followedLeagueConferences.flatMap((f) => {
        if (!isLeagueId(f.league)) return [];
        return f.followType === "league"
          ? [leagueButton(f.league)]
          : [followedConferenceButton(f.league, f.conference!, f.conferenceName)];
      }),
      ...teams.map(teamButton),
      ...((await customRooms?.teamsOf(userId)) ?? []),
    ];
  }

  async function teamOrThrow(teamId: string): Promise<Team> {
    const team = await repo.team(teamId);
    if (!team) throw badRequest("Team not found.");
    return team;
  }

  async function conferenceOf(team: Team) {
    const conferences = await repo.conferences(team.league);
    return conferences.find((c) => c.id === team.conferenceId);
  }

  return {
    async teams(league?: LeagueId) {
      return { teams: await repo.teams(league ? { league } : {}) };
    },

    async leaguesConferences() {
      const conferences = await repo.conferences();
      return {
        data: {
          leagues: LEAGUES.map((l) => ({
            id: l.id,
            name: l.name,
            conferences: conferences
              .filter((c) => c.league === l.id)
              .map((c) => ({ id: c.id, name: c.name })),
          })),
        },
      };
    },

    async games(query: GamesQuery) {
      const now = clock.now().getTime();
      const state =
        query.status && query.status in STATE_OF_FILTER
          ? STATE_OF_FILTER[query.status as keyof typeof STATE_OF_FILTER]
          : undefined;
      const dayStart = query.date ? Date.parse(`${query.date}T00:00:00Z`) : undefined;
      let games = await repo.games({
        ...(query.league ? { league: query.league } : {}),
        ...(state ? { state } : {}),
        ...(query.team ? { teamId: query.team } : {}),
        ...(dayStart !== undefined
          ? { from: new Date(dayStart - DAY_MS / 2), to: new Date(dayStart + 1.5 * DAY_MS) }
          : state === "in"
            ? { from: new Date(now - MAX_LIVE_MS) }
            : { from: new Date(now - 3 * DAY_MS), to: new Date(now + 4 * DAY_MS) }),
      });
      if (query.date) games = games.filter((g) => g.date === query.date);
      if (query.status && !(query.status in STATE_OF_FILTER)) {
        games = games.filter((g) => g.status === query.status);
      }
      return { games };
    },

    async liveScore(league?: LeagueId) {
      return { games: await repo.games({ ...live(), ...(league ? { league } : {}) }) };
    },

    /**
     * spec 000 §7 simple-boxscore, read in the room order of spec 000 §2: one game for custom-game,
     * game and team rooms (null when there is none), a list for the others. Custom teams have no
     * games yet: a custom game is null, a custom team's list empty.
     */
    async boxscore(userId: string, query: SimpleBoxscoreQuery) {
      if (query.homepage) return { games: await featured(userId) };
      if (query.customGame) return { game: null };
      if (query.customTeam) return { games: [] };
      if (query.game) return { game: (await repo.game(query.game)) ?? null };
      if (query.teamroom) return { game: await currentGameOf(query.teamroom) };
      if (query.league) return { games: await todaysGames(query.league, query.conference) };
      return { games: await featured(userId) };
    },

    /** The navigation of a room (spec 000 §3 Room navigation button). */
    async roomButtons(
      userId: string,
      query: RoomQueryParams & { homepage?: boolean },
    ): Promise<RoomButtonsResponse> {
      if (query.homepage) {
        return {
          buttons: await homeButtons(userId),
          roomDescription: "Your leagues, conferences and teams",
          context: { type: "home", roomSlug: roomSlug({ type: "home" }), title: "Home" },
        };
      }
      const result = roomFromQuery(query);
      if (!result.ok) throw badRequest(result.error);
      const room = result.room;
      const context = { type: room.type, roomSlug: room.slug, title: roomDisplayName(room) };
      const home = homeButton();

      switch (room.type) {
        case "league": {
          const conferences = await repo.conferences(room.league);
          const games = await todaysGames(room.league);
          return {
            buttons: [
              home,
              ...conferences.map((c) => conferenceButton(room.league, c)),
              ...games.map(gameButton),
            ],
            roomDescription: `${leagueName(room.league)} discussion room`,
            context: { ...context, league: room.league },
          };
        }
        case "conference": {
          const conference = (await repo.conferences(room.league)).find(
            (c) => c.id === room.conference,
          );
          const teams = await repo.teams({ league: room.league, conferenceId: room.conference });
          const title = `${leagueName(room.league)} ${conference?.name ?? room.conference}`;
          return {
            buttons: [
              backButton(leagueName(room.league), { type: "league", league: room.league }),
              ...teams.map(teamButton),
            ],
            roomDescription: `${conference?.name ?? room.conference} discussion room`,
            context: { ...context, title, league: room.league, conference: room.conference },
          };
        }
        case "team": {
          const team = await teamOrThrow(room.teamId);
          const conference = await conferenceOf(team);
          const game = await currentGameOf(team.id);
          return {
            buttons: [
              leagueButton(team.league),
              ...(conference ? [conferenceButton(team.league, conference)] : []),
              ...(game ? [gameButton(game)] : []),
            ],
            roomDescription: `${team.name} discussion room`,
            context: {
              ...context,
              title: team.name,
              league: team.league,
              conference: team.conferenceId,
              teamId: team.id,
              ...(game ? { gameId: game.id } : {}),
            },
          };
        }
        case "game":
        case "sideline": {
          const game = await repo.game(room.gameId);
          if (!game) throw badRequest("Game not found.");
          const title = `${game.awayTeam.name} @ ${game.homeTeam.name}`;
          const teams = await repo.teams({ ids: [game.awayTeam.teamId, game.homeTeam.teamId] });
          const sides = (["away", "home"] as const).filter(
            (side) =>
              room.type === "game" ||
              (side === "home" ? game.homeTeam : game.awayTeam).teamId !== room.teamId,
          );
          const buttons =
            room.type === "game"
              ? [
                  leagueButton(game.league),
                  ...teams.map(teamButton),
                  ...sides.map((s) => sidelineButton(game, s)),
                ]
              : [
                  backButton(title, { type: "game", league: game.league, gameId: game.id }),
                  ...sides.map((s) => sidelineButton(game, s)),
                  ...teams.filter((t) => t.id === room.teamId).map(teamButton),
                ];
          const sideline =
            room.type === "sideline" ? teams.find((t) => t.id === room.teamId) : undefined;
          return {
            buttons,
            roomDescription: sideline ? `${sideline.name} sideline` : "Game discussion room",
            context: {
              ...context,
              title: sideline ? `${sideline.shortName} Sideline · ${title}` : title,
              league: game.league,
              gameId: game.id,
              ...(sideline ? { teamId: sideline.id } : {}),
            },
          };
        }
        case "general":
          return {
            buttons: LEAGUES.map((l) => leagueButton(l.id)),
            roomDescription: "General sports talk",
            context,
          };
        case "custom-team":
        case "custom-game": {
          const [title, buttons] = await Promise.all([
            customRooms?.title(userId, room),
            customRooms?.buttons(userId, room),
          ]);
          return {
            buttons: [home, ...(buttons ?? [])],
            roomDescription: room.type === "custom-team" ? "Custom team room" : "Custom game room",
            context: { ...context, title: title ?? context.title },
          };
        }
        default:
          return { buttons: [home], roomDescription: "Custom team room", context };
      }
    },
  };
}

export type SportsService = ReturnType<typeof createSportsService>;
