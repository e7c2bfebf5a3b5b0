import { phrases, type CategoryLexicon } from "./types.ts";

/** First-person singular intent: "I'll", "I'm gonna", "imma". "We" is how teams talk, not people. */
const I_WILL =
  "(?:ill|i ll|i will|i am going to|i am gonna|im going to|im gonna|ima|imma|i wanna|i want to|let me)";
const TARGET =
  "(?:you|u|ya|yall|your (?:family|kids|wife|mom|dog|house|car)|ur (?:family|kids|wife|mom)|him|her|that ref|the ref|the refs|the umpire|that ump|the ump|that guy|his family|her family)";
const HARM =
  "(?:kill|murder|stab|shoot(?! (?:you|u|ya|him|her) (?:a|an|the|some|my|over|through|up)\\b)|strangle|choke|hurt|punch|slap|slit|behead|torture|rape)";

/**
 * Threats against people and places. Sports talk is full of violent verbs aimed at teams ("we
 * murdered them", "kill the clock", "destroyed their defense"), so no verb scores on its own:
 * only a first-person threat at a person, a wish for someone's death, or an attack plan does.
 */
export const VIOLENCE: CategoryLexicon = {
  category: "violence",
  terms: {
    rape: 0.85,
    raped: 0.85,
    raping: 0.85,
    rapist: 0.6,
    behead: 0.8,
    lynch: 0.8,
    massacre: 0,
  },
  phrases: phrases("violence", [
    // Round 21d: fan violence recalled with pride or promised; threats on the walk home. Not "a
    // proper kicking" or "battered the visitors" (a heavy defeat), "fear for his life" (a
    // striker running at defenders), "their fans flip cars" (said to condemn it).
    [
      0.85,
      "leave leaving leaves home bricks bottles bats hospital ran run chased death",
      "(?:leave|leaving|leaves|go home|going home) in (?:an )?ambulances?|(?:wont|will not|not) (?:be )?(?:walking|walk|getting|get|make it|making it) home (?:safe|safely|alive|in one piece)" +
        "|(?:bricks|bottles|bats) and (?:bats|bottles|bricks)|put (?:\\w+ )?of (?:theirs|them) in (?:hospital|the hospital)" +
        "|(?:ran|run|chased) (?:them|their (?:lads|fans|boys|firm)) out of (?:town|the ground)|death threats? (?:good|deserved|earned)",
    ],
    // Round 21f: short threats the model may not block alone. Not "a dead man walking" or
    // "his days are numbered" (a coach about to be fired), "fans would riot" (hyperbole).
    [
      0.85,
      "riot run string throw dead count days",
      "(?:lets|let s) riot|run (?:you|u|him|her|them|the ref|that ref) over|string (?:him|her|them|the ref|that ref) up" +
        "|throw (?:him|her|them|the ref|that ref) off (?:the|a) (?:roof|bridge|building|balcony|stand|cliff)|(?:youre|you re|you are|ur|u r) dead meat|count (?:your|ur) days|(?:your|ur) days are numbered",
    ],
    // Round 21h: a fight promised or a brawl remembered with pride; in Spanish too.
    [
      0.85,
      "leave im punching stabbing smacking hitting le te riot riots brawl brawls fight fights rushed bring glass",
      "leave (?:you|u|him|her|them) bleeding|(?:im|i am) (?:punching|stabbing|smacking|hitting|decking|knocking out) the first" +
        "|(?:le|te) (?:parto|rompo) la (?:cara|madre|boca|crisma)|(?:riot|riots|brawl|brawls|fight|fights|rumble) (?:was|were) (?:glorious|legendary|beautiful|class|peak|the best)" +
        "|rushed (?:their|the away) fans|bring back (?:hooliganism|the firms|the bricks)|(?:a|the) glass in (?:the|his|her|your|ur) face",
    ],
    // Round 21e: a fight offered, a glass in the face, a crash wished on someone.
    [
      0.85,
      "catch glassed glass hope",
      "catch (?:these )?hands|(?:get|getting|got) glassed|glass(?:ed)? (?:him|her|you|u|them)" +
        "|hope (?:his|her|their|the refs?|your|ur) (?:plane|bus|car|helicopter|team bus) (?:crashes|crash|goes down|goes off a cliff)",
    ],
    // Round 21b: the old euphemism for an execution, and arson at a ground.
    [0.8, "taken take", "taken out back|take (?:him|her|them) out back"],
    [
      0.85,
      "burn burns burning",
      "burn(?:s|ing)? (?:the|that|their|his|her) (?:stadium|ground|arena|house) (?:down|to the ground)",
    ],
    [
      0.9,
      "kill murder stab shoot strangle choke hurt punch slap slit behead torture rape",
      `${I_WILL} (?:\\w+ )?${HARM} ${TARGET}`,
    ],
    // Verbs with no sports sense threaten whoever follows: "ill stab the selector who dropped
    // him". Not "kill" or "shoot" (the clock, the ball) nor "murder" (a pint, in Britain).
    [
      0.85,
      "stab strangle slit behead torture",
      `${I_WILL} (?:\\w+ )?(?:stab|strangle|slit|behead|torture) (?:the|that|this|his|her|their|those|these|every|each|whoever|anyone|everyone|some)\\b`,
    ],
    [
      0.9,
      "beat",
      "beat (?:the (?:shit|crap|hell|fuck) )?out of (?:you|u|him|her|that ref|the ref)|beat (?:you|u|him|her) (?:up|to death|senseless|bloody)",
    ],
    [
      0.85,
      "shot killed die hanged hung stabbed murdered",
      "(?:he|she|you|u|they|that ref|the ref|the refs|the umpire) (?:should|deserves? to|needs? to) (?:be )?(?:shot|killed|die|hanged|hung|stabbed|murdered)",
    ],
    [
      0.85,
      "someone somebody",
      "(?:someone|somebody) (?:should|needs to|gotta) (?:shoot|kill|stab|hang) (?:him|her|them|that ref|the ref|you|u)",
    ],
    [0.9, "slit throat", "slit (?:your|ur|his|her) throat"],
    [0.9, "bullet", "(?:put|pop) (?:a|one) (?:bullet|cap) in (?:you|u|your|ur|him|her|his)"],
    [
      0.95,
      "bomb bombing shoot shooting blow",
      "(?:bomb(?:ing)?|shoot(?:ing)? up|blow up) (?:the|that|this|your) (?:stadium|arena|field|school|building|place|ballpark|rink|court|crowd)",
    ],
    // Round 26: a lynching in other words. Not "hang him out to dry" (an idiom) or "hang 50 on
    // them" (a score): the person ends the line, or hangs from something or by the neck.
    [
      0.85,
      "hang",
      "hang (?:him|her|that ref|the ref|the refs|the referee|the umpire|the ump|the coach)(?:$| from| by (?:his|her|the) neck| up by)",
    ],
    [0.9, "watch", "watch (?:your|ur) back"],
    // Round 28: an injury wished on a player. A hope, not news: "he tore his ACL, praying for
    // him" passes; no "ankles" ("breaks his ankles" is a crossover).
    [
      0.85,
      "hope hoping pray praying wish",
      "(?:hope|hoping|pray|praying|wish) (?:that )?(?:he|she|they|someone|somebody|\\w+) (?:tears|breaks|snaps|ruptures|blows out|tear|break|snap|rupture|blow out) (?:his|her|their) (?:other |good )?(?:acl|mcl|achilles|leg|legs|neck|knee|knees|back|spine|arm|arms|hamstring)",
    ],
    // Round 28: a play's name for coming to someone's home. Not "blitz the quarterback".
    [
      0.85,
      "blitz blitzing",
      "(?:blitz|blitzing) (?:your|ur) (?:front door|door|house|home|crib|car|family)",
    ],
    [0.85, "break", "break (?:your|ur|his|her) (?:legs|neck|face|jaw|arms|knees)"],
    // Round 23, from probe 16's misses (read in round 23): a pub fight's words and arson at a
    // stand. Not "break his ankles" (a crossover) or "break their hearts".
    [
      0.85,
      "break glassing torch torched torching",
      "(?:we|ill|i will|gonna|lets) break (?:their |some |your |ur )?(?:noses|jaws|necks|faces|skulls|kneecaps)" +
        "|glassing (?:that|the|him|her|you|u|them|a|some)" +
        "|torch(?:ed|ing)? (?:the|that|their|this|his|her) (?:stand|stadium|ground|arena|bus|house|car|pub)",
    ],
    [
      0.85,
      "bring bringing",
      "(?:bring|bringing) (?:a |my )?(?:gun|knife|piece|strap) to (?:the game|the stadium|the arena|the park)",
    ],
    [
      0.9,
      "kill",
      "kill (?:you|u|ya|yall|all of you|your family|ur family)(?: all)?(?: and|$| if| when| after| tonight| tomorrow| i swear)",
    ],
  ]),
};
