import { phrases, type CategoryLexicon } from "./types.ts";

const POLITICIAN =
  "(?:trump|biden|kamala|harris|obama|desantis|pelosi|aoc|bernie|rfk|vance|newsom|hillary|clinton|democrats?|republicans?|gop|maga|liberals?|conservatives?)";

/**
 * Politics is off-topic by the terms (spec 001 §1). Names and parties that only mean politics
 * block alone; words with a sports meaning weigh little or nothing: "conservative play
 * calling", "the MVP vote", "team president", "right wing" (hockey), the Ottawa Senators.
 */
export const POLITICS: CategoryLexicon = {
  category: "politics",
  terms: {
    trump: 0.6,
    biden: 0.8,
    obama: 0.75,
    kamala: 0.8,
    pelosi: 0.85,
    desantis: 0.85,
    newsom: 0.6,
    hillary: 0.6,
    maga: 0.85,
    democrat: 0.8,
    democrats: 0.8,
    dems: 0.6,
    republican: 0.8,
    republicans: 0.8,
    gop: 0.7,
    liberal: 0.5,
    liberals: 0.6,
    libs: 0.5,
    libtard: 0.9,
    libtards: 0.9,
    conservative: 0.15,
    conservatives: 0.4,
    leftist: 0.7,
    leftists: 0.7,
    socialism: 0.7,
    socialist: 0.55,
    communism: 0.6,
    communist: 0.45,
    fascist: 0.5,
    fascism: 0.6,
    antifa: 0.85,
    woke: 0.4,
    election: 0.45,
    elections: 0.45,
    senate: 0.5,
    congress: 0.55,
    congressman: 0.6,
    congresswoman: 0.6,
    presidential: 0.5,
    impeach: 0.8,
    impeachment: 0.8,
    abortion: 0.85,
    immigration: 0.6,
    politics: 0.6,
    political: 0.45,
    politician: 0.6,
    politicians: 0.6,
    democracy: 0.5,
    putin: 0.7,
    zelensky: 0.7,
    netanyahu: 0.8,
    hamas: 0.8,
    gaza: 0.6,
    palestine: 0.4,
    israel: 0.3,
    tariffs: 0.6,
    tariff: 0.5,
    ballot: 0.1,
    president: 0.2,
    government: 0.35,
    // Round 21: names and words that only mean politics, too short for the model alone. Not
    // "tory" (Tory Taylor punts for the Bears) or "modi" (the Narendra Modi Stadium).
    starmer: 0.8,
    albanese: 0.8,
    albo: 0.75,
    amlo: 0.8,
    tinubu: 0.8,
    duterte: 0.8,
    mahama: 0.8,
    bawumia: 0.8,
    bjp: 0.8,
    sunak: 0.8,
    farage: 0.8,
    macron: 0.8,
    trudeau: 0.8,
    bolsonaro: 0.8,
    zelenskyy: 0.7,
    tories: 0.75,
    // Needs company: "since Brexit clubs need a work permit for most EU signings" is a fact.
    brexit: 0.5,
    globalist: 0.75,
    globalists: 0.75,
  },
  phrases: phrases("politics", [
    // Round 21b: telling chat how to vote or whom to lobby, and policy fights without a name.
    [
      0.8,
      "vote ask tell write call carbon border corrupt real woke pronoun",
      "vote (?:them|him|her) out|vote (?:red|blue)(?: (?:this|in|next|no matter|to save|come)|$)|(?:ask|tell|write to|call) (?:your|ur) (?:mp|local member|congressman|congresswoman|senator|representative|councillor|councilman)" +
        "|carbon tax|(?:the )?border is (?:wide )?open|corrupt government|real patriots|woke agenda|pronoun stuff",
    ],
    [
      0.8,
      "red blue wrong rahul make vote voted votes",
      "(?:red|blue) states?|wrong with the (?:left|right)|rahul gandhi|make (?:\\w+ ){1,2}great again|(?:if you|anyone who|people who) (?:vote|voted|votes) (?:for )?(?:that lot|this lot|them|him|her|those clowns)",
    ],
    // Round 21: slogans and policy words of every side that chat types without a name.
    [
      0.8,
      "free stand build voter socialized socialised climate lock illegal",
      "free palestine|stand with (?:israel|ukraine|palestine)|build the wall(?: now| already)?$|voter id|sociali[sz]ed medicine|climate (?:hoax|cult|scam)|^lock her up|illegal aliens?",
    ],
    [
      0.9,
      "vote voted voting elect reelect",
      `(?:vote|voted|voting|elect|reelect) (?:for )?${POLITICIAN}`,
    ],
    [
      0.85,
      "trump",
      "trump (?:20\\d\\d|administration|supporters?|voters?|rally|train|derangement|tower)|(?:president|donald) trump",
    ],
    [
      0.85,
      "biden harris kamala",
      "(?:president|joe|sleepy) biden|kamala harris|(?:vice president|vp) harris",
    ],
    [0.85, "border", "border (?:wall|crisis|patrol)|(?:close|secure|open) the border"],
    [0.85, "gun amendment", "gun (?:control|rights|ban|laws)|(?:second|2nd|first|1st) amendment"],
    [0.8, "pro", "pro (?:life|choice)"],
    [0.7, "white supreme court", "white house (?:is|should|needs)|supreme court"],
    [
      0.8,
      "left right",
      "(?:the )?(?:radical )?(?:left|right) (?:wing|wingers) (?:media|nuts|agenda|politics)|far (?:left|right)",
    ],
    [0.8, "taxes tax", "(?:raise|cut|lower) (?:the )?taxes|tax (?:cuts|the rich)"],
    [0.75, "fake", "fake news"],
    [0.8, "lets", "lets go brandon"],
    // Round 23: a re-election chant, and the mechanics of an election.
    [0.75, "four", "four more years"],
    [0.8, "voting polls", "voting age|polls (?:close|open) (?:at|tomorrow|today|on)"],
    // Campaign and movement slogans, every side alike: none of them is game talk.
    [
      0.8,
      "steal stolen rigged lives make drain defund theft abolish",
      "abolish (?:ice|the police|police)|stop the steal|(?:the )?election (?:was|is) (?:stolen|rigged)|(?:black|blue|all) lives matter|make america great again|drain the swamp|defund the police|(?:taxes are|taxation is) theft",
    ],
  ]),
};
