import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { createUsersService } from "../users/users.service.ts";
import { createCustomGamesRepository } from "./custom-games.repository.ts";
import { registerCustomGameRoutes } from "./custom-games.routes.ts";
import { createCustomGamesService } from "./custom-games.service.ts";
import { createCustomTeamMembersRepository } from "./custom-team-members.repository.ts";
import { registerCustomTeamMemberRoutes } from "./custom-team-members.routes.ts";
import { createMembershipService } from "./custom-team-membership.service.ts";
import { createTeamContext, type CustomTeamsDeps } from "./custom-teams.context.ts";
import { createCustomTeamsRepository } from "./custom-teams.repository.ts";
import { registerCustomTeamRoutes } from "./custom-teams.routes.ts";
import { createCustomTeamsService } from "./custom-teams.service.ts";
import { createJoinRequestsRepository } from "./join-requests.repository.ts";
import { createJoinRequestsService } from "./join-requests.service.ts";
import { createTeamWordsRepository } from "./team-words.repository.ts";
import { registerTeamWordRoutes } from "./team-words.routes.ts";
import { createTeamWordsService } from "./team-words.service.ts";
import { createTeamRoomsService } from "./team-rooms.service.ts";

/**
 * Every custom-team service, wired once. `rooms` answers chat for custom-team and custom-game
 * rooms; `chatRooms` is chat's side (message counts, removing a deleted team's messages);
 * `events` is where decided join requests are published; `screenTexts` and `textBlocker` are the content filter.
 */
export function createCustomTeams(
  db: Db,
  clock: Clock,
  platform: Pick<CustomTeamsDeps, "chatRooms" | "events" | "screenTexts" | "textBlocker">,
) {
  const repositories = {
    teams: createCustomTeamsRepository(db),
    members: createCustomTeamMembersRepository(db),
    requests: createJoinRequestsRepository(db),
    words: createTeamWordsRepository(db),
    games: createCustomGamesRepository(db),
    users: createUsersService(db),
  };
  const rooms = createTeamRoomsService({
    ...repositories,
    clock,
    textBlocker: platform.textBlocker,
  });
  const deps: CustomTeamsDeps = {
    ...repositories,
    clock,
    ...platform,
    roomAccessChanged: (change) => rooms.changed(change),
  };
  const ctx = createTeamContext(deps);
  const teams = createCustomTeamsService(deps, ctx);
  return {
    context: ctx,
    teams,
    membership: createMembershipService(deps, ctx, teams),
    requests: createJoinRequestsService(deps, ctx),
    games: createCustomGamesService(deps, ctx),
    words: createTeamWordsService(deps, ctx),
    rooms,
    /** Read-only use elsewhere (the room navigation names custom rooms). */
    repositories: { teams: repositories.teams, games: repositories.games },
  };
}
export type CustomTeams = ReturnType<typeof createCustomTeams>;

/**
 * Registers the routes in their own scope. A malformed id in the path answers with its own
 * sentence as the error (issue 11: 'Invalid team ID format. …'); every other error goes on to
 * the app's handler.
 */
export async function registerCustomTeams(app: FastifyInstance, services: CustomTeams) {
  await app.register(async (scope) => {
    scope.setErrorHandler((error: FastifyError, _request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error) && error.validationContext === "params") {
        const details = [...new Set(error.validation.map((i) => i.message ?? "Invalid value"))];
        return reply.status(400).send({ error: details[0], details });
      }
      throw error;
    });
    registerCustomTeamRoutes(scope, services.teams, services.membership);
    registerCustomTeamMemberRoutes(scope, services.membership, services.requests);
    registerCustomGameRoutes(scope, services.games);
    registerTeamWordRoutes(scope, services.words);
  });
}
