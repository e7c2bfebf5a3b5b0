import type { Team } from "@huddle/contracts/sports";
import type { LeagueId } from "@huddle/contracts/sports-leagues";
import { addDays, weekday } from "./eastern-time.ts";
import type { SimRng } from "./sim-rng.ts";

/**
 * Which teams play on an Eastern calendar day, and when (Eastern wall-clock times, as leagues
 * publish them). Season-agnostic but shaped like a real week: the NFL on Thursday, Sunday and
 * Monday nights, college football on Saturday (a few Thursday/Friday games), MLS mostly on
 * Saturday, the NBA, NHL, MLB and college basketball every day in the evening.
 */
export interface Matchup {
  home: Team;
  away: Team;
  /** 'HH:MM' Eastern. */
  time: string;
}

export interface SlateContext {
  /** Generator of this league and day. */
  rng: SimRng;
  /** Generator of this league and week (Tuesday to Monday), for weekly leagues. */
  weekRng: SimRng;
  teams: Team[];
  date: string;
}

function pairUp(rng: SimRng, teams: Team[]): Array<[Team, Team]> {
  const order = rng.shuffle(teams);
  const pairs: Array<[Team, Team]> = [];
  for (let i = 0; i + 1 < order.length; i += 2) pairs.push([order[i]!, order[i + 1]!]);
  return pairs;
}

/** Conference games first (college and MLS play mostly inside their conference). */
function pairWithinConferences(rng: SimRng, teams: Team[]): Array<[Team, Team]> {
  const groups = new Map<string, Team[]>();
  for (const team of teams)
    groups.set(team.conferenceId, [...(groups.get(team.conferenceId) ?? []), team]);
  const pairs: Array<[Team, Team]> = [];
  const leftovers: Team[] = [];
  for (const [conference, members] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    const conferencePairs = pairUp(rng.fork(conference), members);
    pairs.push(...conferencePairs);
    if (members.length % 2 === 1)
      leftovers.push(...members.filter((t) => !conferencePairs.flat().includes(t)));
  }
  return rng.shuffle([...pairs, ...pairUp(rng.fork("leftovers"), leftovers)]);
}

function timed(pairs: Array<[Team, Team]>, time: (index: number) => string): Matchup[] {
  return pairs.map(([away, home], index) => ({ away, home, time: time(index) }));
}

function daily(countRange: [number, number], times: string[], inConference = false) {
  return ({ rng, teams }: SlateContext): Matchup[] => {
    const pairs = inConference ? pairWithinConferences(rng, teams) : pairUp(rng, teams);
    const count = rng.int(...countRange);
    return timed(pairs.slice(0, count), (i) => rng.fork(`time:${i}`).pick(times));
  };
}

const EVENING = ["19:00", "19:00", "19:30", "19:30", "20:00", "21:00", "22:00", "22:30"];

function nfl({ weekRng, teams, date }: SlateContext): Matchup[] {
  const pairs = pairUp(weekRng, teams);
  const day = weekday(date);
  if (day === 4) return timed(pairs.slice(0, 1), () => "20:15");
  if (day === 1) return timed(pairs.slice(15, 16), () => "20:15");
  if (day !== 0) return [];
  const sunday = ["13:00", "13:00", "13:00", "13:00", "13:00", "13:00", "13:00", "13:00", "13:00"];
  return timed(
    pairs.slice(1, 15),
    (i) => [...sunday, "16:05", "16:05", "16:25", "16:25", "20:20"][i]!,
  );
}

function ncaafb({ weekRng, teams, date }: SlateContext): Matchup[] {
  const pairs = pairWithinConferences(weekRng, teams);
  const day = weekday(date);
  if (day === 4) return timed(pairs.slice(0, 1), () => "19:30");
  if (day === 5) return timed(pairs.slice(1, 3), (i) => ["19:00", "20:00"][i]!);
  if (day !== 6) return [];
  const saturday = ["12:00", "12:00", "15:30", "15:30", "19:00", "19:30", "22:30"];
  return timed(pairs.slice(3), (i) => weekRng.fork(`time:${i}`).pick(saturday));
}

function mlb(context: SlateContext): Matchup[] {
  const isWeekend = [0, 6].includes(weekday(context.date));
  const evening = ["18:40", "19:05", "19:10", "19:10", "19:40", "20:10", "21:40", "22:10"];
  const day = ["13:05", "13:10", "16:05"];
  return daily(
    [11, 15],
    evening,
  )(context).map((m, i) =>
    context.rng.fork(`day:${i}`).chance(isWeekend ? 0.45 : 0.2)
      ? { ...m, time: context.rng.fork(`dt:${i}`).pick(day) }
      : m,
  );
}

function ncaambb(context: SlateContext): Matchup[] {
  const isWeekend = [0, 6].includes(weekday(context.date));
  const times = isWeekend
    ? ["12:00", "14:00", "16:00", "18:00", "20:00"]
    : ["18:30", "19:00", "19:00", "20:00", "21:00"];
  return daily(isWeekend ? [10, 16] : [6, 12], times, true)(context);
}

function mls(context: SlateContext): Matchup[] {
  const day = weekday(context.date);
  const plan: Record<number, { count: number; times: string[] }> = {
    6: { count: 11, times: ["19:30", "19:30", "19:30", "20:30", "22:30"] },
    3: { count: 4, times: ["19:30"] },
    0: { count: 2, times: ["19:00"] },
  };
  const today = plan[day];
  if (!today) return [];
  const pairs = pairWithinConferences(context.rng, context.teams).slice(0, today.count);
  return timed(pairs, (i) => context.rng.fork(`time:${i}`).pick(today.times));
}

export const SLATES: Record<LeagueId, (context: SlateContext) => Matchup[]> = {
  nfl,
  ncaafb,
  nba: daily([4, 10], EVENING),
  nhl: daily([3, 9], ["19:00", "19:00", "19:30", "20:00", "21:00", "22:00"]),
  mlb,
  ncaambb,
  mls,
};

/** Tuesday of the week holding `date` (NFL weeks run Tuesday to Monday). */
export function weekStart(date: string): string {
  return addDays(date, -((weekday(date) + 5) % 7));
}
