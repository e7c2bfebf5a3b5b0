/**
 * spec 000 §4 Game status display: how a boxscore says Final / live / Scheduled, and the countdown
 * to a scheduled start. Pure: the caller passes `now` and, for tests or the server, a time zone.
 */

/** The fields the display needs; a full `Game` (sports.ts) or a custom game both fit. */
export interface GameStatusInput {
  status?: string | null;
  /** ESPN-style 'pre' | 'in' | 'post'; 'in' also counts as live (see `isLiveStatus`). */
  state?: string | null;
  statusDetail?: string | null;
  quarter?: number | null;
  period?: number | null;
  clock?: string | null;
  startTime?: string | null;
  /** YYYY-MM-DD, used when there is no startTime. */
  date?: string | null;
  /** The sports league, when a pro game: it says whether `period` counts periods. */
  league?: string | null;
}

export type GameStatusKind = "final" | "live" | "scheduled";

export interface GameStatusDisplay {
  kind: GameStatusKind;
  /** 'Final' | 'Q{n}' | 'Period {n}' | 'Live' | 'Scheduled' */
  label: string;
  /** Shown beside a live label: the clock, or under a bare 'Live' the feed's detail. */
  clock?: string;
  detail: string;
  /** 'Sun, Dec 15' (final, live) or 'Sun, Dec 15 · 8:20 PM' (scheduled); '' when unknown. */
  dateText: string;
  /** Only for a scheduled game whose start is still ahead. */
  countdown?: string;
}

export interface GameStatusOptions {
  /** IANA zone for dateText; the runtime's local zone when omitted (the browser's). */
  timeZone?: string;
}

const FINAL_STATUSES = new Set(["final", "finished", "completed", "status_final"]);
const LIVE_STATUSES = new Set(["live", "in_progress", "active", "status_in_progress"]);

export function isFinalStatus(status: string | null | undefined): boolean {
  return FINAL_STATUSES.has((status ?? "").trim().toLowerCase());
}

/**
 * The spec's live statuses, plus any game whose `state` is 'in': halftime, end of a period and
 * an in-game rain delay are still live games, not 'Scheduled' ones.
 */
export function isLiveStatus(game: Pick<GameStatusInput, "status" | "state">): boolean {
  if (isFinalStatus(game.status)) return false;
  return LIVE_STATUSES.has((game.status ?? "").trim().toLowerCase()) || game.state === "in";
}

export function gameStatusDisplay(
  game: GameStatusInput,
  now: Date | number,
  options: GameStatusOptions = {},
): GameStatusDisplay {
  const start = startOf(game);
  const detail = game.statusDetail?.trim() ?? "";
  if (isFinalStatus(game.status)) {
    return {
      kind: "final",
      label: EXTRA_TIME_FINAL.test(detail) ? detail : "Final",
      detail: detail || "Final",
      dateText: dateText(start, options),
    };
  }
  if (isLiveStatus(game)) {
    const label = liveLabel(game);
    // Under a bare 'Live' the feed's detail says more than the clock ("Top 4th" has none), and
    // so does it in a break: "Q2 · Halftime", not a stopped "Q2 · 0:00" (browser QA).
    const clock = ((label === "Live" || inBreak(game)) && detail) || game.clock?.trim();
    return {
      kind: "live",
      label,
      ...(clock ? { clock } : {}),
      detail,
      dateText: dateText(start, options),
    };
  }
  const dateTime = dateTimeText(start, game, options);
  const msToStart = hasStartTime(game) ? start!.getTime() - new Date(now).getTime() : 0;
  return {
    kind: "scheduled",
    label: "Scheduled",
    detail: detail || dateTime,
    dateText: dateTime,
    ...(msToStart > 0 ? { countdown: formatCountdown(msToStart) } : {}),
  };
}

/**
 * A final the feed marks as won past regulation: 'Final/OT', 'Final/2OT', 'Final/SO' (a
 * shootout), 'Final/12' (extra innings). Shown as the label: 'Final' alone hid the overtime the
 * live label had just shown (browser QA).
 */
const EXTRA_TIME_FINAL = /^Final\/(?:\d*OT|SO|\d+)$/;

/**
 * Leagues whose `period` is not a period: baseball's is the inning, soccer's and college
 * basketball's the half. "Period 4" read wrong to fans (browser QA); those games say 'Live' and
 * show the feed's own words for the moment ("Top 4th", "12:34 - 2nd Half", "76'").
 */
const PERIOD_IS_NOT_A_PERIOD = new Set(["mlb", "mls", "ncaambb"]);

function liveLabel(game: GameStatusInput): string {
  if (isPositive(game.quarter)) return overtimeName(game.quarter, 4) ?? `Q${game.quarter}`;
  if (isPositive(game.period) && !PERIOD_IS_NOT_A_PERIOD.has(game.league ?? "")) {
    return overtimeName(game.period, HOCKEY_PERIODS) ?? `Period ${game.period}`;
  }
  return "Live";
}

/** Hockey's regulation; the only league left whose `period` reads 'Period {n}'. */
const HOCKEY_PERIODS = 3;

/**
 * A period past regulation as fans and broadcasts name it: 'OT', then '2OT', '3OT'. The feed
 * keeps counting quarters into overtime, and "Q5" read as a fifth quarter (browser QA).
 */
export function overtimeName(period: number, regulationPeriods: number): string | null {
  const extra = period - regulationPeriods;
  if (extra <= 0) return null;
  return extra === 1 ? "OT" : `${extra}OT`;
}

const BREAK_STATUSES = new Set(["status_halftime", "status_end_period"]);

function inBreak(game: GameStatusInput): boolean {
  return BREAK_STATUSES.has((game.status ?? "").trim().toLowerCase());
}

function isPositive(value: number | null | undefined): value is number {
  return typeof value === "number" && Number.isFinite(value) && value > 0;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Time until a start, in the largest two units: '2d 5h' (≥ 1 day), '3h 05m' (≥ 1 hour),
 * '4m 09s' (≥ 1 minute), '42s'. Rounds down; anything below one second (or negative) is '0s'.
 */
export function formatCountdown(ms: number): string {
  const total = Number.isFinite(ms) && ms > 0 ? Math.floor(ms) : 0;
  if (total >= DAY) return `${Math.floor(total / DAY)}d ${Math.floor((total % DAY) / HOUR)}h`;
  if (total >= HOUR)
    return `${Math.floor(total / HOUR)}h ${pad(Math.floor((total % HOUR) / MINUTE))}m`;
  if (total >= MINUTE) {
    return `${Math.floor(total / MINUTE)}m ${pad(Math.floor((total % MINUTE) / SECOND))}s`;
  }
  return `${Math.floor(total / SECOND)}s`;
}

function pad(value: number): string {
  return String(value).padStart(2, "0");
}

function hasStartTime(game: GameStatusInput): boolean {
  return Boolean(game.startTime) && !Number.isNaN(Date.parse(game.startTime!));
}

function startOf(game: GameStatusInput): Date | null {
  if (hasStartTime(game)) return new Date(game.startTime!);
  if (game.date && /^\d{4}-\d{2}-\d{2}$/.test(game.date)) {
    // Noon UTC keeps the calendar day in every zone from UTC-11 to UTC+11.
    return new Date(`${game.date}T12:00:00Z`);
  }
  return null;
}

function dateText(start: Date | null, options: GameStatusOptions): string {
  if (!start) return "";
  return new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    timeZone: options.timeZone,
  }).format(start);
}

function dateTimeText(start: Date | null, game: GameStatusInput, options: GameStatusOptions) {
  if (!start) return "";
  if (!hasStartTime(game)) return dateText(start, options);
  const time = new Intl.DateTimeFormat("en-US", {
    hour: "numeric",
    minute: "2-digit",
    timeZone: options.timeZone,
  }).format(start);
  return `${dateText(start, options)} · ${time}`;
}
