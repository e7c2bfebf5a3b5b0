import { YOU, YOU_TRIGGERS } from "./second-person.ts";
import { phrases, type CategoryLexicon } from "./types.ts";

/**
 * Attacks on a person in the chat: telling them to harm themselves, hounding, doxxing, body
 * shaming. "You suck" alone is rude but common trash talk: it is only enough to be flagged when
 * AI moderation is on.
 */
export const HARASSMENT: CategoryLexicon = {
  category: "harassment",
  terms: {
    kys: 0.95,
    kms: 0.3,
    doxx: 0.8,
    doxxed: 0.8,
    doxing: 0.8,
  },
  phrases: phrases("harassment", [
    [0.95, "kill", "kill (?:your ?self|urself|yourselves|ur self|yaself)"],
    [
      0.9,
      "die",
      "(?:go|just|pls|please|should|hope (?:you|u)|(?:you|u) should|(?:you|u) deserve to|wish (?:you|u) would) die|die in a fire",
    ],
    [0.9, "hang", "(?:go )?hang (?:your ?self|urself)"],
    [
      0.85,
      "nobody likes loves cares wants",
      "(?:nobody|no one|noone) (?:here |in here |in (?:this|the) chat |in chat |on here )?(?:likes|loves|cares about|wants|values|respects|listens to|rates) (?:you|u)",
    ],
    [
      0.85,
      "know where live find",
      "i know where (?:you|u) (?:live|work|sit)|(?:your|ur) (?:address|home address) is" +
        // Round 23: the same said of a player, and finding a chatter's home from their posts.
        "|i know where (?:he|she|they|their \\w+|the \\w+|that \\w+) (?:lives|live|parks|sleeps|stays)" +
        "|find (?:your|ur) (?:flat|house|home|apartment|address|street)",
    ],
    [
      0.8,
      "find",
      // Not meeting up: "i'll find you at the pub after, first round's on me" (round 23).
      "(?:ill|i will|im going to|im gonna|i am going to|gonna) find (?:(?:you|u)(?! (?:at|in|by|near) (?:the )?(?:pub|bar|tailgate|gate|section|row|seats?|merch|concourse|stand|halftime|fan zone|watch party))|where (?:you|u) live)",
    ],
    // Round 23: body shaming by comparison ("you weigh more than their whole offensive line").
    [0.8, "weigh", "(?:you|u|youre|ur) (?:weigh|way) more than"],
    [
      0.8,
      YOU_TRIGGERS,
      `${YOU} (?:so |such a |an )?(?:ugly|fat|fatso|disgusting|worthless|a waste of (?:space|oxygen|air)|nothing|a nobody|a failure|unwanted)`,
    ],
    // Round 21b: body shaming of a chatter without a listed word.
    [
      0.8,
      "gut belly chin face",
      "with (?:that|your|ur) (?:gut|belly|beer gut|double chin)|with (?:a|that) face like (?:that|yours)" +
        "|with (?:that|your|ur) face (?:no wonder|its no wonder)",
    ],
    // Round 21h: shutting someone out of the room.
    [
      0.8,
      "freeze welcome",
      "freeze (?:her|him|them) out|(?:youre|you re|you are|ur|shes|she s|hes|he s) not welcome (?:in|here)",
    ],
    // Round 21h: sending a crowd to someone's accounts.
    [
      0.85,
      "raid",
      "raid (?:his|her|their|(?:\\w+ ){1,3}?)(?:socials|stream|instagram|insta|twitter|page|dms|account|tiktok)",
    ],
    [
      0.8,
      "mom mother sister",
      "(?:your|ur|yo) (?:mom|mother|momma|mama|sister) (?:is a |is an )?(?:whore|slut|hoe|bitch|ugly|fat)",
    ],
    [0.35, "mom momma mama", "(?:your|ur|yo) (?:mom|momma|mama)"],
    [0.45, "suck", "(?:you|u|ya|yall|you all|you guys) (?:all )?(?:suck|sucks)"],
    [
      0.7,
      "delete account quit leave",
      "(?:delete (?:your|ur) account|quit (?:this|the) chat|leave (?:this|the) chat|get off (?:this|the) chat)",
    ],
    [
      0.6,
      "report block everyone",
      "everyone (?:report|block|spam) (?:him|her|them|this (?:guy|girl|user))",
    ],
    [
      0.8,
      "joke waste excuse",
      "(?:joke|waste|excuse|disgrace) of a (?:human|person|human being|man|woman)",
    ],
    [0.85, "rope", "(?:rope|neck) your ?self|get the rope"],
    // Round 7: self-harm pushes that name no listed word ("do us a favor and stop breathing").
    [0.85, "breathing", "(?:just|and|go|pls|please|should|to|(?:you|u) should) stop breathing"],
    [0.9, "end", "end (?:your ?self|urself|ur self|your life|ur life)"],
    [0.85, "bleach", "(?:drink|drinking|chug|swallow|gargle) (?:some |a cup of )?bleach"],
    // Round 10: the pile-on, the exposure threat, the stalker, and self-harm said as an idiom.
    [
      0.75,
      "everyone everybody chat yall lets all",
      "(?:everyone|everybody|chat|yall|lets all|let s all|we should all|all of (?:you|u)) (?:go )?(?:ratio|dogpile|mass report|brigade|flood|unfriend|unfollow|report|spam|block) (?:him|her|them|his|her|this (?:guy|girl|user|clown|loser))",
    ],
    [
      0.75,
      "everyone everybody chat yall",
      "(?:everyone|everybody|chat|yall) (?:go )?(?:ratio|dogpile|brigade)",
    ],
    [
      0.8,
      "tell show send leak expose",
      "(?:ill|i will|im gonna|im going to|gonna|i ll) (?:tell|show|send|leak|expose|forward) (?:it to |this to |that to )?(?:(?:your|ur) (?:boss|school|work|job|employer|teacher|wife|husband|mom|mum|parents|family|church|girlfriend|boyfriend|club)|the whole \\w+ what (?:you|u))",
    ],
    [
      0.85,
      "leak expose dox",
      "(?:ill|i will|im gonna|gonna|i ll) (?:leak|expose|dox|doxx) (?:you|u|him|her|them)",
    ],
    [
      0.8,
      "find",
      "(?:ill|i will|im gonna|gonna|i ll) find every (?:acc|account|alt|burner|one of (?:them|your|ur))",
    ],
    [
      0.85,
      "walk walked walking wade sea ocean lake cliff",
      "walk(?:ed|ing)? into the (?:sea|ocean)|wade (?:out )?(?:in|into) the (?:lake|sea|river|ocean)|step off a (?:cliff|ledge|bridge|roof)|swim (?:you|u) (?:dont|wont|never) come back from",
    ],
    [
      0.85,
      "yourself urself",
      // Second person and imperative only: "he did himself in with that pick" is sports talk,
      // and so is "take the pressure off yourself".
      // "neck yourself": slang for hanging oneself (round 27).
      "(?:go|just|pls|please|should) (?:do (?:yourself|urself|ur self) in|off (?:yourself|urself))|(?:unalive|neck) (?:yourself|urself|ur self)",
    ],
    [
      0.8,
      "offline vanish disappear",
      "go offline (?:permanently|forever|for good)|(?:just|pls|please|go) (?:vanish|disappear) (?:like fully|for good|forever|permanently)",
    ],
    [
      0.8,
      "nobody noone no",
      "(?:nobody|no one|noone) (?:here )?would (?:even )?(?:notice|care|miss) (?:if )?(?:you|u|ur|youre)|(?:nobody|no one|noone) would (?:come looking|look for (?:you|u))",
    ],
    [
      0.9,
      "favor favour",
      "do (?:us|the world|everyone) (?:all )?a favou?r and (?:die|jump|step off|walk into|end it|vanish|disappear forever)",
    ],
    [
      0.8,
      "jump walk traffic looking look",
      "(?:go )?jump off (?:a|the) (?:bridge|roof|building|cliff|ledge)|walk off a (?:short )?pier|(?:go )?play in (?:the )?traffic" +
        // Round 23: the same hint without the verb.
        "|(?:looking|look|go look) for a (?:tall|high) bridge",
    ],
  ]),
};
