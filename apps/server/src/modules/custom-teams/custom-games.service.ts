import {
  CUSTOM_GAME_MESSAGES as G,
  CUSTOM_GAME_TEXT_LABELS,
  customGameStatus,
  latestGameStart,
  type CreateCustomGameInput,
  type UpdateCustomGameInput,
} from "@huddle/contracts/custom-games";
import { CUSTOM_TEAM_MESSAGES } from "@huddle/contracts/custom-teams";
import { badRequest, conflict, forbidden, notFound } from "../../lib/http-error.ts";
import type { CustomTeamsDeps, TeamContext } from "./custom-teams.context.ts";
import { ScheduleFull, type GamePatch, type GameWithTeams } from "./custom-games.repository.ts";
import { canCreateGame, canEditGame, canSeeMembers, type Standing } from "./custom-teams.policy.ts";
import type { TeamWithOwner } from "./custom-teams.repository.ts";
import { presentGame } from "./custom-games.presenter.ts";
import { gameRoomSlug } from "./team-rooms.service.ts";

/** How far back an edit of a game that is not completed may move it ("today", any zone). */
const EDIT_DATE_SLACK_MS = 24 * 60 * 60_000;

function readOnce<T>(cache: Map<string, Promise<T>>, key: string, read: () => Promise<T>) {
  let value = cache.get(key);
  if (value === undefined) {
    value = read();
    cache.set(key, value);
  }
  return value;
}

/** Custom games (spec 001 §2-§5): owners and team admins schedule and edit; status is computed. */
export function createCustomGamesService(deps: CustomTeamsDeps, ctx: TeamContext) {
  const { games, clock } = deps;

  /**
   * The viewer's standing in each team and each team, read once per team: a list names the
   * same few teams in every game, and reading them per game made a long schedule cost seconds.
   */
  function lookupsFor(viewerId: string) {
    const standings = new Map<string, Promise<Standing>>();
    const teams = new Map<string, Promise<TeamWithOwner>>();
    return {
      standing: (teamId: string) =>
        readOnce(standings, teamId, () => ctx.standing(teamId, viewerId)),
      team: (teamId: string) => readOnce(teams, teamId, () => ctx.load(teamId)),
    };
  }
  type Lookups = ReturnType<typeof lookupsFor>;

  /** Whether the viewer may see the game, and edit it. */
  async function access(game: GameWithTeams, lookups: Lookups) {
    const teamA = await lookups.standing(game.teamId);
    const teamB = game.opponentTeamId ? await lookups.standing(game.opponentTeamId) : null;
    const home = await lookups.team(game.teamId);
    const visible = canSeeMembers(teamA, home) || (teamB !== null && teamB.role !== null);
    return { visible, canEdit: canEditGame(teamA, teamB) };
  }

  /** A write that adds to the schedule ahead: 409 with its sentence when that is full. */
  async function withinScheduleCaps<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (!(err instanceof ScheduleFull)) throw err;
      throw conflict(err.cap === "team" ? G.tooManyUpcoming : G.tooManyAgainstOpponent);
    }
  }

  async function loadGame(gameId: string) {
    const game = await games.find(gameId);
    if (!game) throw notFound(G.gameNotFound);
    return game;
  }

  /**
   * The game, when the viewer may edit it. Someone who may not even read it hears 404, as a read
   * would answer: a 403 would confirm that a private team's game exists.
   */
  async function editable(gameId: string, viewerId: string) {
    const game = await loadGame(gameId);
    const { visible, canEdit } = await access(game, lookupsFor(viewerId));
    if (!visible) throw notFound(G.gameNotFound);
    if (!canEdit) throw forbidden(G.editForbidden);
    return game;
  }

  /** A start the server's clock accepts for an edit (create asks for the future instead). */
  function checkNewStart(game: GameWithTeams, when: Date, now: Date) {
    const completed = customGameStatus(game, now) === "completed";
    if (!completed && when.getTime() < now.getTime() - EDIT_DATE_SLACK_MS) {
      throw badRequest(G.editDateTooEarly);
    }
    if (when > latestGameStart(now)) throw badRequest(G.scheduledForTooFar);
  }

  return {
    async create(viewerId: string, teamId: string, input: CreateCustomGameInput) {
      await ctx.authorize(teamId, viewerId, canCreateGame, G.createForbidden);
      const scheduledFor = new Date(input.scheduledFor);
      const now = clock.now();
      if (scheduledFor <= now) throw badRequest(G.scheduledForInPast);
      if (scheduledFor > latestGameStart(now)) throw badRequest(G.scheduledForTooFar);
      if (input.opponentTeamId) {
        if (input.opponentTeamId === teamId) throw badRequest(G.opponentIsOwnTeam);
        // Only a team the coach can see: a private team (or one that blocked them) is not
        // theirs to put a game on, and its existence is not confirmed.
        const opponent = await ctx.load(input.opponentTeamId);
        const standing = await ctx.standing(input.opponentTeamId, viewerId);
        if (!canSeeMembers(standing, opponent)) throw notFound(CUSTOM_TEAM_MESSAGES.teamNotFound);
      }
      await deps.screenTexts(CUSTOM_GAME_TEXT_LABELS, input);
      const values = {
        teamId,
        opponentTeamId: input.opponentTeamId ?? null,
        opponent: input.opponent,
        scheduledFor,
        location: input.location,
        description: input.gameDescription,
        createdBy: viewerId,
      };
      const game = await withinScheduleCaps(() => games.insert(values, now));
      return { game: presentGame(game, clock.now(), true) };
    },

    async list(viewerId: string, teamId: string) {
      const team = await ctx.load(teamId);
      const standing = await ctx.standing(teamId, viewerId);
      if (standing.status === "blocked") throw forbidden(CUSTOM_TEAM_MESSAGES.blocked);
      if (!canSeeMembers(standing, team)) throw forbidden(CUSTOM_TEAM_MESSAGES.privateTeam);
      const now = clock.now();
      const rows = await games.listForTeam(teamId);
      const out = [];
      const lookups = lookupsFor(viewerId);
      // A public team's list leaves out the games a private home team played against it,
      // except to those who may read them (its page would answer 404).
      for (const game of rows) {
        const { visible, canEdit } = await access(game, lookups);
        if (visible) out.push(presentGame(game, now, canEdit));
      }
      return { games: out };
    },

    async get(viewerId: string, gameId: string) {
      const game = await loadGame(gameId);
      const { visible, canEdit } = await access(game, lookupsFor(viewerId));
      if (!visible) throw notFound(G.gameNotFound);
      return { game: presentGame(game, clock.now(), canEdit) };
    },

    async update(viewerId: string, gameId: string, input: UpdateCustomGameInput) {
      const game = await editable(gameId, viewerId);
      await deps.screenTexts(CUSTOM_GAME_TEXT_LABELS, input);
      const now = clock.now();
      const change: GamePatch = {};
      if (input.scheduledFor !== undefined) {
        const when = new Date(input.scheduledFor);
        checkNewStart(game, when, now);
        change.scheduledFor = when;
      }
      if (input.opponent !== undefined) change.opponent = input.opponent;
      if (input.location !== undefined) change.location = input.location;
      if (input.gameDescription !== undefined) change.description = input.gameDescription;
      if (input.teamScore !== undefined) change.teamScore = input.teamScore;
      if (input.opponentScore !== undefined) change.opponentScore = input.opponentScore;
      if (input.isPublic !== undefined) change.isPublic = input.isPublic;
      if (input.allowSpectators !== undefined) change.allowSpectators = input.allowSpectators;
      if (input.gameStatus !== undefined) change.cancelled = input.gameStatus === "cancelled";
      const ahead = (g: Pick<GameWithTeams, "cancelled" | "scheduledFor">) =>
        !g.cancelled && g.scheduledFor > now;
      const rejoinsSchedule = ahead({ ...game, ...change }) && !ahead(game);
      const updated = await withinScheduleCaps(() =>
        games.update(game, change, { rejoinsSchedule, now }),
      );
      if (!updated) throw notFound(G.gameNotFound);
      // Who may open the game's room follows its visibility and teams at once.
      await deps.roomAccessChanged({ kind: "game", gameId });
      return { game: presentGame(updated, clock.now(), true) };
    },

    async remove(viewerId: string, gameId: string) {
      await editable(gameId, viewerId);
      if (!(await games.remove(gameId))) throw notFound(G.gameNotFound);
      await deps.roomAccessChanged({ kind: "game", gameId });
      await deps.chatRooms.deleteRooms([gameRoomSlug(gameId)]);
      return { success: true as const };
    },
  };
}

export type CustomGamesService = ReturnType<typeof createCustomGamesService>;
