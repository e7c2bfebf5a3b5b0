/**
 * NCAA MBB Division I, 2025-26 — PUBLIC KNOWLEDGE, not a capture (no team→conference list was
 * captured; see SOURCES.md in this folder). Only memberships and ESPN ids we are sure of:
 * - FBS schools play basketball in their football conference, except the exceptions below.
 * - The 50 schools of the partial ESPN capture get their conference from CAPTURED_TEAM_CONFERENCE.
 * - Big East schools without football (and Wichita State) are listed in full in EXTRA_SCHOOLS.
 * Smaller conferences are therefore partial: they hold only the schools we could place.
 */

export const MBB_CONFERENCES = {
  acc: "ACC",
  "big-ten": "Big Ten",
  "big-12": "Big 12",
  sec: "SEC",
  "big-east": "Big East",
  american: "American",
  "mountain-west": "Mountain West",
  "sun-belt": "Sun Belt",
  mac: "MAC",
  "conference-usa": "Conference USA",
  wcc: "West Coast",
  "atlantic-10": "Atlantic 10",
  "missouri-valley": "Missouri Valley",
  "big-west": "Big West",
  "big-sky": "Big Sky",
  asun: "ASUN",
  horizon: "Horizon League",
  patriot: "Patriot League",
  ivy: "Ivy League",
  meac: "MEAC",
  swac: "SWAC",
} as const;

export type MbbConferenceId = keyof typeof MBB_CONFERENCES;

/** FBS conference id (build-ncaafb.ts) → basketball conference, for the usual case. */
export const FOOTBALL_TO_BASKETBALL: Record<string, MbbConferenceId> = {
  acc: "acc",
  "big-ten": "big-ten",
  "big-12": "big-12",
  sec: "sec",
  american: "american",
  "mountain-west": "mountain-west",
  "sun-belt": "sun-belt",
  mac: "mac",
  "conference-usa": "conference-usa",
};

/** FBS schools whose basketball conference differs from football (by ESPN id). */
export const FBS_BASKETBALL_EXCEPTIONS: Record<string, MbbConferenceId> = {
  "349": "patriot", // Army (football: American)
  "2426": "patriot", // Navy (football: American)
  "62": "big-west", // Hawai'i (football: Mountain West)
  "41": "big-east", // UConn (football: independent)
  "87": "acc", // Notre Dame (football: independent)
  "204": "wcc", // Oregon State (Pac-12; WCC affiliate in basketball 2024-26)
  "265": "wcc", // Washington State (same)
};

/** The non-FBS schools of ncaambb-teams-page1-partial.json → conference. */
export const CAPTURED_TEAM_CONFERENCE: Record<string, MbbConferenceId> = {
  "44": "patriot", // American University
  "91": "asun", // Bellarmine
  "71": "missouri-valley", // Bradley
  "13": "big-west", // Cal Poly
  "50": "swac", // Florida A&M
  "45": "atlantic-10", // George Washington
  "46": "big-east", // Georgetown
  "47": "meac", // Howard
  "85": "horizon", // IU Indianapolis
  "70": "big-sky", // Idaho
  "93": "missouri-valley", // Murray State
  "94": "horizon", // Northern Kentucky
  "16": "big-sky", // Sacramento State
  "79": "missouri-valley", // Southern Illinois
  "56": "asun", // Stetson
  "27": "big-west", // UC Riverside
  "28": "big-west", // UC San Diego
  "82": "missouri-valley", // UIC
  "43": "ivy", // Yale
};

export interface ExtraSchool {
  id: string;
  name: string;
  shortName: string;
  abbreviation: string;
  /** Official primary / secondary colors (public brand guides), approximate hex. */
  colors: [string, string];
  conference: MbbConferenceId;
}

export const EXTRA_SCHOOLS: ExtraSchool[] = [
  {
    id: "222",
    name: "Villanova Wildcats",
    shortName: "Villanova",
    abbreviation: "VILL",
    colors: ["#00205b", "#13b5ea"],
    conference: "big-east",
  },
  {
    id: "269",
    name: "Marquette Golden Eagles",
    shortName: "Marquette",
    abbreviation: "MARQ",
    colors: ["#003366", "#ffcc00"],
    conference: "big-east",
  },
  {
    id: "156",
    name: "Creighton Bluejays",
    shortName: "Creighton",
    abbreviation: "CREI",
    colors: ["#005ca9", "#ffffff"],
    conference: "big-east",
  },
  {
    id: "2599",
    name: "St. John's Red Storm",
    shortName: "St. John's",
    abbreviation: "SJU",
    colors: ["#ba0c2f", "#ffffff"],
    conference: "big-east",
  },
  {
    id: "2507",
    name: "Providence Friars",
    shortName: "Providence",
    abbreviation: "PROV",
    colors: ["#000000", "#a2aaad"],
    conference: "big-east",
  },
  {
    id: "2550",
    name: "Seton Hall Pirates",
    shortName: "Seton Hall",
    abbreviation: "HALL",
    colors: ["#004488", "#a2aaad"],
    conference: "big-east",
  },
  {
    id: "2752",
    name: "Xavier Musketeers",
    shortName: "Xavier",
    abbreviation: "XAV",
    colors: ["#0c2340", "#9ea2a2"],
    conference: "big-east",
  },
  {
    id: "2086",
    name: "Butler Bulldogs",
    shortName: "Butler",
    abbreviation: "BUT",
    colors: ["#13294b", "#ffffff"],
    conference: "big-east",
  },
  {
    id: "305",
    name: "DePaul Blue Demons",
    shortName: "DePaul",
    abbreviation: "DEP",
    colors: ["#005eb8", "#e4002b"],
    conference: "big-east",
  },
  {
    id: "2724",
    name: "Wichita State Shockers",
    shortName: "Wichita State",
    abbreviation: "WICH",
    colors: ["#000000", "#ffcd00"],
    conference: "american",
  },
];
