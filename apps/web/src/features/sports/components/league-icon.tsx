import { leagueName, type LeagueId } from "@huddle/contracts/sports-leagues";

/** spec 000 §9: an icon per league: a small badge in the league's color, no external assets. */
const BADGES: Record<LeagueId, { short: string; color: string }> = {
  nfl: { short: "NFL", color: "#013369" },
  nba: { short: "NBA", color: "#c8102e" },
  nhl: { short: "NHL", color: "#111111" },
  mlb: { short: "MLB", color: "#002d72" },
  ncaafb: { short: "CFB", color: "#6b2c0f" },
  ncaambb: { short: "CBB", color: "#b34700" },
  mls: { short: "MLS", color: "#005e54" },
};

interface LeagueIconProps {
  league: LeagueId;
  /** Next to the league's name the badge is decorative and hidden from screen readers. */
  decorative?: boolean;
}

export function LeagueIcon({ league, decorative = false }: LeagueIconProps) {
  const badge = BADGES[league];
  return (
    <span
      {...(decorative
        ? { "aria-hidden": true }
        : { role: "img", "aria-label": leagueName(league) })}
      title={leagueName(league)}
      style={{ backgroundColor: badge.color }}
      className="inline-flex h-5 min-w-9 shrink-0 items-center justify-center rounded px-1 text-[10px] font-bold tracking-wide text-white"
    >
      {badge.short}
    </span>
  );
}
