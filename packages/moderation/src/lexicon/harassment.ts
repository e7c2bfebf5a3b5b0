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
      "(?:nobody|no one|noone) (?:likes|loves|cares about|wants) (?:you|u)",
    ],
    [
      0.85,
      "know where live",
      "i know where (?:you|u) (?:live|work|sit)|(?:your|ur) (?:address|home address) is",
    ],
    [
      0.8,
      "find",
      "(?:ill|i will|im going to|im gonna|i am going to|gonna) find (?:you|u|where (?:you|u) live)",
    ],
    [
      0.8,
      YOU_TRIGGERS,
      `${YOU} (?:so |such a |an )?(?:ugly|fat|fatso|disgusting|worthless|a waste of (?:space|oxygen|air)|nothing|a nobody|a failure|unwanted)`,
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
    [
      0.8,
      "jump walk traffic",
      "(?:go )?jump off (?:a|the) (?:bridge|roof|building|cliff|ledge)|walk off a (?:short )?pier|(?:go )?play in (?:the )?traffic",
    ],
  ]),
};
