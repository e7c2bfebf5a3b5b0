import {
  TEAM_MANAGEMENT_MESSAGES as M,
  MAX_TEAM_WORD_REPLACEMENTS,
  TEAM_MANAGEMENT_TEXT_LABELS,
} from "@huddle/contracts/custom-team-management";
import {
  applyWordReplacements,
  DEFAULT_WORD_REPLACEMENTS,
} from "@huddle/moderation/word-replacements";
import { conflict, notFound, unprocessable } from "../../lib/http-error.ts";
import type { CustomTeamsDeps, TeamContext } from "./custom-teams.context.ts";
import { canManageWordReplacements } from "./custom-teams.policy.ts";
import { presentTeamWord } from "./custom-teams.presenter.ts";
import type { TeamWordsRepository } from "./team-words.repository.ts";

/** The team's rewrite of a message text, or null when the team has no pairs. */
export async function teamRewriter(
  words: Pick<TeamWordsRepository, "list">,
  teamId: string,
): Promise<((text: string) => string) | null> {
  const pairs = await words.list(teamId);
  return pairs.length === 0 ? null : (text) => applyWordReplacements(text, pairs);
}

/**
 * A team's word filter (spec 001 §3, §6: owner only). The pairs apply to every message shown in
 * the team's rooms, on top of each reader's own (team-rooms.service.ts).
 */
export function createTeamWordsService(deps: CustomTeamsDeps, ctx: TeamContext) {
  const { words } = deps;
  /**
   * A replacement word is shown inside every member's messages in the team's rooms, under their
   * name: a word the filter blocks would put abuse in the mouths of people who never wrote it.
   */
  const screenReplacement = (replacementWord: string) =>
    deps.screenTexts(TEAM_MANAGEMENT_TEXT_LABELS, { replacementWord });
  const owner = (teamId: string, viewerId: string) =>
    ctx.authorize(teamId, viewerId, canManageWordReplacements, M.wordsForbidden);

  return {
    async list(viewerId: string, teamId: string) {
      await owner(teamId, viewerId);
      return { wordReplacements: (await words.list(teamId)).map(presentTeamWord) };
    },

    async add(
      viewerId: string,
      teamId: string,
      pair: { originalWord: string; replacementWord: string },
    ) {
      await owner(teamId, viewerId);
      await screenReplacement(pair.replacementWord);
      if ((await words.count(teamId)) >= MAX_TEAM_WORD_REPLACEMENTS) {
        throw unprocessable(M.tooManyWords);
      }
      const [row] = await words.insertMissing(teamId, [pair]);
      if (!row) throw conflict(M.wordDuplicate);
      await deps.roomAccessChanged({ kind: "words", teamId });
      return { wordReplacement: presentTeamWord(row) };
    },

    async update(viewerId: string, teamId: string, id: string, replacementWord: string) {
      await owner(teamId, viewerId);
      await screenReplacement(replacementWord);
      const row = await words.update(teamId, id, replacementWord);
      if (!row) throw notFound(M.wordNotFound);
      await deps.roomAccessChanged({ kind: "words", teamId });
      return { wordReplacement: presentTeamWord(row) };
    },

    async remove(viewerId: string, teamId: string, id: string) {
      await owner(teamId, viewerId);
      if (!(await words.remove(teamId, id))) throw notFound(M.wordNotFound);
      await deps.roomAccessChanged({ kind: "words", teamId });
      return { success: true as const };
    },

    /** Adds the spec 000 §9 default pairs the team lacks. */
    async addDefaults(viewerId: string, teamId: string) {
      await owner(teamId, viewerId);
      const added = await words.insertMissing(teamId, [...DEFAULT_WORD_REPLACEMENTS]);
      await deps.roomAccessChanged({ kind: "words", teamId });
      return {
        addedCount: added.length,
        skippedCount: DEFAULT_WORD_REPLACEMENTS.length - added.length,
      };
    },
  };
}

export type TeamWordsService = ReturnType<typeof createTeamWordsService>;
