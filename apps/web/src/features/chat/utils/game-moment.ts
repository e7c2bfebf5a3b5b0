import type { GameMoment } from "@huddle/contracts/chat";

/**
 * The stamp of a message posted in a game room: 'Q2 3:12 · 14–10' (away–home, the order of
 * 'KC @ BUF'); just the label before the game has a score.
 */
export function gameMomentText(moment: GameMoment): string {
  const { awayScore, homeScore } = moment;
  if (awayScore === null || homeScore === null) return moment.label;
  return `${moment.label} · ${awayScore}–${homeScore}`;
}
