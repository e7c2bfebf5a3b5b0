import { YOU, YOU_TRIGGERS } from "./second-person.ts";
import { phrases, type CategoryLexicon } from "./types.ts";

const INSULT =
  "(?:idiot|idiots|moron|morons|imbecile|imbeciles|stupid|dumb|retard|retarded|retards|loser|losers|" +
  "pathetic|scum|scumbag|worthless|useless|dumbass|dipshit|jackass|bastard|prick|douche|" +
  "douchebag|piece of (?:shit|crap|garbage|trash)|waste of space|pig|cow|freak|creep|degenerate|" +
  "braindead|brain dead|crybaby|snowflake|knob|knobhead|bellend|tosser|pillock|plonker|numpty)";

const PERSON = "guy|person|bloke|dude|man|lad|girl|woman|clown|fan|kid";

/** "You are", spelled as chat spells it; not "ur", which is as often "your". */
const YOU_ARE = "(?:youre|you re|you are|u r|u are)";
const INTENSIFIERS =
  "(?:(?:so|such|actually|literally|just|really|genuinely|honestly|truly|absolutely|totally|" +
  "completely|the|a|an) )*";
/**
 * Contempt that is only an insult when it is said of someone in the chat ("you're insufferable",
 * "you're a joke"); about a player or a call it is trash talk ("that call was a joke"). Every
 * one of them blocks in our labelled lines and none allows (round 20); "delusional" and "wrong"
 * do not (mostly banter), nor "slow" (a delayed stream), "sad" ("you're sad? me too") or "the
 * worst" (between friends: "you're the worst for spoiling it lol").
 */
const CONTEMPT_AT_A_CHATTER =
  "clueless|annoying|insufferable|exhausting|unbearable|joke|fraud|embarrassing|" +
  "embarrassment|cringe|irrelevant|dense|thick|miserable|tragic";

/**
 * Names for a person that are an insult when they are what someone in the chat "is" ("you're a
 * fraud", "ur a muppet mate"); said with "you" alone they are often friends' teasing ("you
 * absolute muppet, you called it"), so only the "you're a …" form blocks (round 21). Not "clown"
 * ("you're a clown for that prediction, respect though"), "bum" or "disgrace" (said to the ref).
 */
const CHATTER_IS_A =
  "fraud|muppet|bozo|plank|goober|donkey|dunce|weirdo|nitwit|buffoon|halfwit|dimwit|doofus|" +
  "dingus|turnip|laughing stock|galah|drongo";
/** "You are a", also as chat misspells it: "your a fraud", "ur an embarrassment". */
const YOU_ARE_A = `(?:${YOU_ARE}|your|ur) (?:an? |the biggest )`;
const CHATTER_IS_A_INTENSIFIERS =
  "(?:(?:total|complete|absolute|utter|certified|massive|proper|real|actual|walking|genuine|right|flaming) )?";

/** Who is said to know more than the person in the chat, as an insult. */
const WHO_KNOWS_MORE_THAN_YOU =
  "dog|cat|goldfish|fish|hamster|parrot|fern|plant|ficus|cactus|houseplant|toaster|microwave|" +
  "fridge|toddler|baby|nephew|niece|nan|gran|grandma|granny|cousin|kid|son|daughter|chaiwala|" +
  "ball boy|ballboy|mascot|\\d+ year old";

/**
 * Insults. A bare insult word about a player or a referee ("that call was stupid", "the ref is
 * an idiot") stays under the 0.7 threshold — trash talk about the game is allowed — but an
 * insult aimed at someone in the chat ("you're an idiot") reaches it.
 */
export const TOXICITY: CategoryLexicon = {
  category: "toxicity",
  terms: {
    idiot: 0.35,
    idiots: 0.35,
    moron: 0.4,
    morons: 0.4,
    imbecile: 0.4,
    stupid: 0.2,
    dumb: 0.15,
    retard: 0.8,
    retarded: 0.8,
    retards: 0.8,
    tard: 0.75,
    libtard: 0.8,
    scum: 0.5,
    scumbag: 0.55,
    dumbass: 0.75,
    dipshit: 0.75,
    douchebag: 0.55,
    degenerate: 0.3,
    loser: 0.2,
    pathetic: 0.15,
    stfu: 0.75,
    gtfo: 0.7,
  },
  phrases: phrases("toxicity", [
    [
      0.8,
      YOU_TRIGGERS,
      `${YOU} (?:an? |such an? |so |the biggest |an? (?:total|complete|absolute) |(?:total|complete|absolute) )?(?:fucking |fuckin |freaking |damn )?${INSULT}`,
    ],
    [
      0.75,
      "shut",
      "shut (?:the (?:fuck|hell|f) )?up (?:you|u|ya|loser|idiot|moron|clown|nerd|dork)",
    ],
    [0.75, "youre you u", `${YOU_ARE} ${INTENSIFIERS}(?:${CONTEMPT_AT_A_CHATTER})`],
    [0.75, "youre you u your ur", `${YOU_ARE_A}${CHATTER_IS_A_INTENSIFIERS}(?:${CHATTER_IS_A})`],
    // Round 21: contempt that names no insult word; each blocks in our labelled lines, none allows.
    [
      0.75,
      "cares",
      "(?:nobody|no one|noone) (?:here |in here |even )?cares (?:what|about what) (?:you|u) (?:think|say|said|thought|have to say)",
    ],
    [0.75, "kiddo child", "(?:shh|shush|hush|sit down|go sit down) kiddo|sweet summer child"],
    [
      0.75,
      "crayons crayon coloring colouring",
      // The put-down, not the drawing: "my son drew the logo in crayon" is a proud parent, and
      // "coach gonna need crayons to explain this to us fans" laughs at the speaker.
      "(?:explained with|explain (?:it|this|that) (?:with|in)|draw (?:it|this|that|you \\w+) (?:in|with)|playing with|eat|eats|eating|put the|only brought|left my) crayons?" +
        "|(?:dont|do not|didnt|havent|aint) (?:have|got|bring|brought) (?:any |my |the )?crayons?" +
        "|(?:your|ur|stick to|get (?:him|her|them|this \\w+) a) (?:coloring|colouring) books?",
    ],
    [
      0.75,
      "stick",
      // Said to someone; "I'll stick to Madden tonight" is a plan.
      "(?<!(?:^| )(?:i|ill|i ll|i will|we|well|we ll|lets|let s|imma|gonna|im gonna|im going to|i should|we should|i might|i just|ill just|i ll just|might|might just) )stick to (?:madden|fifa|2k|checkers|tic tac toe|go fish)",
    ],
    [
      0.75,
      "your ur",
      "(?:your|ur|yer) (?:last|only|single|lone|one|remaining) (?:two |2 )?(?:brain cells?|braincells?|neurons?)",
    ],
    [
      0.75,
      "than",
      // A plant, a pet or a child knows more than you; "Belichick knows more football than you"
      // is an argument, not an insult.
      `(?:${WHO_KNOWS_MORE_THAN_YOU}) (?:\\w+ )*(?:(?:knows|know) more|(?:understands?|understood|reads?|explained|explains?|breaks? down|could break down) (?:\\w+ )*better) (?:\\w+ )*than (?:you|u|ya)(?: do| ever will| ever could)?$` +
        "|(?:smarter|more sense|more brains|a higher iq|better takes|better ideas) than (?:you|u|ya)$",
    ],
    [
      0.75,
      "keep",
      "keep (?:typing|yapping|crying|coping|seething|malding) (?:clown|bozo|loser|muppet|fraud|clown shoes)",
    ],
    // Round 21b, from probe 15's misses, each counted on our lines (block only, or as narrowed).
    [0.75, "cute", "its cute (?:that|how) (?:you|u)"],
    [
      0.75,
      "log sit",
      "(?:log off|sit down) (?:champ|buddy|bud|pal|kid|kiddo|clown|loser|bozo|son|junior|nerd)",
    ],
    [0.75, "mute", "mute (?:urself|yourself|ur self)"],
    // Round 21c: a simile about how someone in the chat posts ("you type like…") is always the
    // put-down in our lines (block only), and so is "sweetie" (23 / 0; not "honey",
    // "dear" or "sweetheart", which fans say to their own or to the Lord).
    [
      0.75,
      "type types typed post posts",
      // Not "he / she": a player "tweets like a teenager", a writer "types like a lawyer".
      "(?:you|u|ya|bro|this guy|dude|yall) (?:posts?|types?|typed) like",
    ],
    // Said to someone ("sweetie, the shot clock resets", "…you'll learn, sweetie"), not of
    // someone ("isn't he a sweetie").
    [
      0.75,
      "sweetie",
      "^sweetie|sweetie(?<=(?:^|.* )(?:you|u|your|ur|ya|youre) .*)|sweetie(?=.* (?:you|u|your|ur|ya|youre)(?: |$))",
    ],
    // Round 21d: treating a chatter as a child, or as knowing nothing; in Hindi, Tagalog and
    // Nigerian Pidgin too.
    [
      0.75,
      "mum mom mam mummy mommy parents bedtime let",
      "did (?:your|ur) (?:mum|mom|mam|mummy|mommy|parents|dad) let (?:you|u) (?:stay up|use|have|on)|past (?:your|ur) bedtime" +
        "|who let (?:the|this) (?:\\d+ year olds?|kids?|child|children|toddlers?|baby|babies|little one)",
    ],
    [
      0.75,
      "leave",
      "leave the (?:\\w+ )?(?:talk|analysis|tactics|strategy|opinions|takes) to (?:people|those|someone|the ones|us) who (?:actually )?(?:know|understand|watch|played)",
    ],
    [
      0.75,
      "wouldnt couldnt",
      "(?:you|u) (?:wouldnt|couldnt) (?:know|recognise|recognize|spot|pick) an? (?:\\w+ ){1,3}if it (?:hit|bit|slapped|smacked|sat on|landed on|punched) (?:you|u|your|ur)",
    ],
    [
      0.75,
      "you youve u",
      "(?:you|u|youve|you have|uve) (?:got )?the (?:\\w+ )?(?:awareness|iq|knowledge|brain|brains|attention span|instincts) of an?",
    ],
    [
      0.75,
      "reason",
      "(?:youre|you re|you are|ur) the reason (?:your|ur) (?:family|wife|kids|parents|dad|mum|mom)",
    ],
    [
      0.75,
      "go",
      "go back to (?:watching cartoons|(?:your|ur) (?:crossword|toys|crayons|cartoons|coloring|colouring)|playing (?:with (?:your|ur) toys|fortnite|roblox|minecraft))",
    ],
    [0.75, "little", "how little (?:you|u) know"],
    // Round 21h, from a third development probe: each counted on our lines, none allowed.
    [
      0.75,
      "tears captain speak explain learn learnt learned read",
      "(?:your|ur) tears are|captain obvious|i (?:dont|do not) speak (?:casual|idiot|clown|moron|stupid)" +
        "|did (?:your|ur) (?:boyfriend|husband|bf|dad|brother|mum|mom) explain" +
        "|(?:you|u) (?:learn|learnt|learned) (?:\\w+ )?(?:from|on|playing) (?:fifa|madden|2k|a video game|video games)|^read a (?:book|rulebook)",
    ],
    [0.75, "expert", "(?:ok|okay|sure|right|yeah) (?:mr |mister |miss |mrs )?expert"],
    [0.75, "badge", "where(?:s| is) (?:your|ur) coaching badge"],
    [0.75, "helmet", "get (?:this|that) (?:lad|guy|kid|man|dude|poster|clown|fella) a helmet"],
    [
      0.75,
      "bobo chup sabi eres",
      "bobo ka|bobo mo|ang bobo|(?:tu|tum|aap) chup (?:kar|baith|ho ja)|chup baith|(?:you|u) no sabi" +
        "|eres (?:un|una) (?:payaso|ignorante|idiota|pendejo|pendeja|estupido|estupida|tonto|tonta|imbecil)",
    ],
    [0.75, "over", "(?:clearly|way|miles|so far) over (?:your|ur) head"],
    [0.75, "reading", "reading is hard"],
    [0.75, "adults", "adults are (?:watching|talking|speaking|discussing|here|in the room)"],
    // Not "bless your heart for making brownies for the watch party".
    [0.75, "bless", "bless (?:your|ur) heart(?! for)"],
    [
      0.75,
      "resident",
      "(?:chats|the chats|our|this chats|the) resident (?:clown|idiot|loser|turnip|fool|muppet|troll|fraud|bozo)",
    ],
    // Condescension frames (round 20): each blocks in our labelled lines and never allows.
    [
      0.75,
      "grown grownups adults",
      "the (?:grown ups|grownups|adults) (?:are )?(?:talk|talking|speak|speaking|discuss|discussing|handle|do the talking|watching)|(?:leave|let) (?:it|this|that|the \\w+) to the (?:grown ups|grownups|adults)",
    ],
    // A retort opens the line; "Romo says the guy who called it…" is reported speech.
    [
      0.75,
      "says",
      `^(?:(?:lol|lmao|lmfao|ok|okay|oh|ah|haha|bro|mate) )?says the (?:${PERSON}) (?:who|that|whose)`,
    ],
    [
      0.75,
      "take",
      // What the someone does is the put-down: "…who actually watched the game" is no insult.
      `take from (?:someone|somebody|the (?:${PERSON})|an? (?:${PERSON})) (?:who|that|whose) (?:thinks|thought|still|never|has never|hasnt|cant|doesnt|didnt|couldnt|probably|clearly|learned|learnt|discovered|found out)`,
    ],
    [
      0.75,
      "takes",
      "(?:your|ur|youre) takes are (?:so |always |all |just |literally |genuinely )*(?:bad|trash|garbage|awful|terrible|horrible|embarrassing|dogshit|stupid|dumb|clueless|a joke)",
    ],
    [0.75, "aww aw awww", "(?:aww|aw|awww) (?:did|does|is) (?:someone|somebody|the baby|baby)"],
    [0.4, "shut", "shut up"],
    [0.75, "nobody", "nobody asked (?:you|u)"],
    [0.7, "eat", "eat (?:shit|crap|a dick)"],
    [0.75, "screw", "screw (?:you|u|yourself)"],
    [0.75, "go", "go (?:to hell|fuck yourself|f yourself|screw yourself)"],
    [
      0.7,
      "idiots morons retards",
      "(?:you|u|yall|you all|you guys|you people|all of you) (?:are |r )?(?:all )?(?:idiots|morons|retards)",
    ],
  ]),
};
