import type { Game } from "@huddle/contracts/sports";
import { mailTemplate } from "../../../lib/mail/mail-template.ts";
import type { OutgoingMail } from "../../../lib/mail/mailer.ts";
import type { DigestMessage } from "./delivery-audience.read-model.ts";

export interface DigestContent {
  to: string;
  username: string;
  ruleName: string;
  /** The occurrence's local date (YYYY-MM-DD). */
  date: string;
  timeZone: string;
  publicUrl: string;
  /** null when the rule does not include team scores. */
  scores: { finals: Game[]; upcoming: Game[] } | null;
  /** null when the rule does not include messages. */
  messages: DigestMessage[] | null;
  /** "teams_and_leagues" when the rule is not limited to followed teams. */
  scoresFrom: "teams" | "teams_and_leagues";
  /** The custom teams the rule asks for (only them, and/or by name); null when none. */
  customTeams: { only: boolean; names: string[] } | null;
}

const SCORES_HEADING = {
  teams: "Final scores from your teams",
  teams_and_leagues: "Final scores from your teams, leagues and conferences",
} as const;

/** Honest about custom teams: the rule asks for them, Huddle cannot deliver them yet. */
export function customTeamsNote(custom: { only: boolean; names: string[] }): string {
  const missing = custom.names.length ? custom.names.join(", ") : "your custom teams";
  const scope = custom.only
    ? "This digest is set to custom teams only, so it has no pro team scores."
    : `${missing} ${custom.names.length === 1 ? "is" : "are"} not part of this digest.`;
  return `Custom teams are not available in Huddle yet. ${scope} Their scores will appear here once custom teams arrive.`;
}
const MESSAGE_PREVIEW_LENGTH = 200;

/** Whether a digest has anything to say; empty digests are not sent. */
export function hasNews(content: DigestContent): boolean {
  const games = content.scores ? content.scores.finals.length + content.scores.upcoming.length : 0;
  return games + (content.messages?.length ?? 0) > 0;
}

const digestHtml = mailTemplate<{
  username: string;
  ruleName: string;
  date: string;
  sections: { heading: string; lines: string[]; links?: string[] }[];
  settings: string;
}>(`<p>Hi <%= it.username %>,</p>
<p>Here is your Huddle digest &quot;<%= it.ruleName %>&quot; for <%= it.date %>.</p>
<% for (const s of it.sections) { %><h2><%= s.heading %></h2><ul><% s.lines.forEach((line, i) => { const link = s.links?.[i]; %><li><% if (link) { %><a href="<%= link %>"><%= line %></a><% } else { %><%= line %><% } %></li><% }) %></ul>
<% } %><p><a href="<%= it.settings %>">Change what you receive</a></p>`);

const finalLine = (g: Game) =>
  `${g.awayTeam.name} ${g.awayTeam.score ?? 0} @ ${g.homeTeam.name} ${g.homeTeam.score ?? 0} (${g.statusDetail})`;

function upcomingLine(g: Game, timeZone: string): string {
  const when = new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(new Date(g.startTime));
  return `${g.awayTeam.name} @ ${g.homeTeam.name}, ${when}`;
}

function messageLine(m: DigestMessage): string {
  const text =
    m.text.length > MESSAGE_PREVIEW_LENGTH ? `${m.text.slice(0, MESSAGE_PREVIEW_LENGTH)}…` : m.text;
  return `${m.username} in ${m.roomSlug}: ${text}`;
}

/** The digest's sections as (heading, lines, link) so text and HTML say the same thing. */
function sections(c: DigestContent): { heading: string; lines: string[]; links?: string[] }[] {
  const out: { heading: string; lines: string[]; links?: string[] }[] = [];
  if (c.scores) {
    const { finals, upcoming } = c.scores;
    out.push({
      heading: SCORES_HEADING[c.scoresFrom],
      lines: finals.length ? finals.map(finalLine) : ["No final scores this period."],
      links: finals.map((g) => `${c.publicUrl}${g.gameUrl}`),
    });
    out.push({
      heading: "Coming up",
      lines: upcoming.length
        ? upcoming.map((g) => upcomingLine(g, c.timeZone))
        : ["No upcoming games."],
      links: upcoming.map((g) => `${c.publicUrl}${g.gameUrl}`),
    });
  }
  if (c.messages) {
    out.push({
      heading: "Messages from people you follow",
      lines: c.messages.length ? c.messages.map(messageLine) : ["No new messages."],
    });
  }
  if (c.customTeams) {
    out.push({ heading: "Custom teams", lines: [customTeamsNote(c.customTeams)] });
  }
  return out;
}

/** The digest as an HTML + text email. */
export function renderDigestEmail(c: DigestContent): OutgoingMail {
  const settings = `${c.publicUrl}/profile?tab=notifications`;
  const parts = sections(c);
  const text = [
    `Hi ${c.username},`,
    "",
    `Here is your Huddle digest "${c.ruleName}" for ${c.date}.`,
    ...parts.flatMap((s) => ["", s.heading, ...s.lines.map((l) => `- ${l}`)]),
    "",
    `Change what you receive: ${settings}`,
  ].join("\n");
  const html = digestHtml({
    username: c.username,
    ruleName: c.ruleName,
    date: c.date,
    sections: parts,
    settings,
  });
  return {
    to: c.to,
    // Only our words and the date: a rule name is user text and must not headline a mail.
    subject: `Your Huddle digest for ${c.date}`,
    text,
    html,
    link: settings,
  };
}
