/**
 * Issue 15 §3, moment markers: which of a room's system messages are scoring plays, so the list
 * can draw them as dividers fans scroll back to. The scores feed words every score, lead change
 * or tie as an upper-case label, a dash and the score line ("TOUCHDOWN — KC 14, BUF 10 · Q2
 * 3:12"); the start has no score line ("KICKOFF — KC @ BUF"), period breaks use the provider's
 * mixed-case detail ("Halftime — …"), and the final and the predictions' result say so. A
 * server test plays every league's simulated games through this rule, so the two cannot drift.
 */
const PLAY = /^([A-Z0-9][A-Z0-9 '!/-]*) — \S+ \d+, \S+ \d+/;
const NOT_A_PLAY = /^(FINAL|PREDICTIONS)\b/;

export function isScoringPlay(message: { type: string; text: string }): boolean {
  if (message.type !== "system") return false;
  const label = PLAY.exec(message.text)?.[1];
  return label !== undefined && !NOT_A_PLAY.test(label);
}
