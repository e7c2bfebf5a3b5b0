import type { Team } from "@huddle/contracts/sports";

/**
 * Which two of a day's idle teams play the next showcase game. The pairings follow a round-robin
 * (circle method: each round pairs every team once), so consecutive games share no team and every
 * pairing comes up before any comes up again; a rematch swaps home and away.
 */
export interface Rotation {
  /**
   * The pairing to play now, or null to leave the slot empty. Only teams for which `isAllowed`
   * holds count as candidates; of those, only a pairing played no more often than every other
   * candidate pairing is chosen, and only when both teams are `isFree`. Waiting for a busy
   * pairing rather than replaying a free one is the point: with few idle teams, fewer games
   * beat the same game again.
   */
  next(isAllowed: (team: Team) => boolean, isFree: (team: Team) => boolean): Pairing | null;
}

export interface Pairing {
  away: Team;
  home: Team;
}

export function createRotation(teams: Team[]): Rotation {
  // An odd number of teams gets a bye (null): whoever meets it sits that round out.
  const seats: Array<Team | null> = teams.length % 2 === 0 ? teams : [...teams, null];
  const turning = seats.length - 1;
  const perRound = seats.length / 2;
  const size = Math.max(0, turning * perRound);
  const plays = new Uint32Array(size);
  let cursor = 0;
  // The fewest plays of any pairing, and how many pairings have that few: a search may stop at
  // a pairing played that little, since none can beat it. At first: none, and all of them.
  let floor = 0;
  let atFloor = (teams.length * (teams.length - 1)) / 2;

  /** Seats of the pairing at `index`: the fixed seat meets the round's seat, the others fold. */
  const seatAt = (index: number, second: boolean): number => {
    const round = Math.floor(index / perRound);
    const offset = index % perRound;
    if (second) return (round - offset + turning) % turning;
    return offset === 0 ? turning : (round + offset) % turning;
  };
  const isMatch = (index: number) =>
    seats[seatAt(index, false)] !== null && seats[seatAt(index, true)] !== null;
  const raiseFloor = () => {
    floor = Number.POSITIVE_INFINITY;
    for (let index = 0; index < size; index += 1) {
      if (!isMatch(index)) continue;
      if (plays[index]! < floor) [floor, atFloor] = [plays[index]!, 0];
      if (plays[index] === floor) atFloor += 1;
    }
  };

  return {
    next(isAllowed, isFree) {
      // Each test is asked once per seat: a search may pass every pairing.
      const allowed = seatTest(seats, isAllowed);
      const free = seatTest(seats, isFree);
      let best: { index: number; plays: number } | null = null;
      let fewest = Number.POSITIVE_INFINITY;
      for (let step = 0; step < size && best?.plays !== floor; step += 1) {
        const index = (cursor + step) % size;
        const [a, b] = [seatAt(index, false), seatAt(index, true)];
        if (!allowed(a) || !allowed(b)) continue;
        const played = plays[index]!;
        fewest = Math.min(fewest, played);
        if (free(a) && free(b) && (!best || played < best.plays)) best = { index, plays: played };
      }
      if (!best || best.plays > fewest) return null;
      plays[best.index] = best.plays + 1;
      cursor = (best.index + 1) % size;
      if (best.plays === floor && --atFloor === 0) raiseFloor();
      const a = seats[seatAt(best.index, false)]!;
      const b = seats[seatAt(best.index, true)]!;
      return best.plays % 2 === 0 ? { away: a, home: b } : { away: b, home: a };
    },
  };
}

/** `test` on the team in a seat, asked at most once per seat; the bye seat never passes. */
function seatTest(seats: Array<Team | null>, test: (team: Team) => boolean) {
  const answers = new Map<number, boolean>();
  return (seat: number): boolean => {
    const known = answers.get(seat);
    if (known !== undefined) return known;
    const team = seats[seat] ?? null;
    const answer = team !== null && test(team);
    answers.set(seat, answer);
    return answer;
  };
}
