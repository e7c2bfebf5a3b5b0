import { describe, expect, it } from "vitest";
import { moderate } from "./moderate.ts";

const decision = (text: string): string => moderate(text).decision;
const rulesOnly = (text: string) => moderate(text, { model: null });

/** The rules alone block each line, its category among those named. */
function expectRulesBlock(cases: readonly (readonly [text: string, category: string])[]): void {
  for (const [text, category] of cases)
    expect(rulesOnly(text).categories, text).toContain(category);
}

/** The rules alone block each line for this category only. */
function expectRulesBlockAs(category: string, texts: readonly string[]): void {
  for (const text of texts) expect(rulesOnly(text).categories, text).toEqual([category]);
}

/** The rules alone let each line through. */
function expectRulesAllow(texts: readonly string[]): void {
  for (const text of texts) expect(rulesOnly(text).decision, text).toBe("allow");
}
const blockedFor = (text: string): string[] => moderate(text).categories;

describe("moderate: sports talk that must pass", () => {
  it.each([
    "we murdered them",
    "kill the clock",
    "rub some dirt on it",
    "Nick Pope with a miracle save, the Pope delivers",
    "ankles = broken. put him in the blender",
    "destroyed their defense",
    "Scunthorpe United",
    "Dick Vitale is the best",
    "dickie v is the best broadcaster",
    "Dick Butkus",
    "the Saints",
    "Padres win",
    "MVP vote",
    "sack the QB",
    "shoot the three",
    "bombs away",
    "a killer crossover",
    "we beat them to death on the boards",
    "Go Cocks!",
    "Hoosiers",
    "Sixers in 6",
    "Blue Devils",
    "Demon Deacons",
    "Sun Devils",
    "Holy Cross",
    "Bishop Sycamore",
    "your defense is trash",
    "refs are blind",
    "we own you",
    "TOUCHDOWN!!!",
    "Damn what a catch",
    "Thank God that went in",
    "Hail Mary!",
    "Yamashita with the save",
    "Negro Leagues stats are official now",
    "the ref is an idiot",
    "I'll shoot you a DM about tickets",
    "I'm going to kill my TV if we miss this",
    "Antonio Bastardo had a good year in the pen",
    "he's a great replacement at quarterback",
    "pissed we lost that one",
    "TF at 8 already, bonus on every foul",
    "Toronto TF academy kid scored",
    "what the actual fudge",
    "the Jewish Heritage night crowd was loud",
    "that's a gay pride night jersey, love it",
    "he came out as gay and the locker room backed him",
    "stop the steals, keep your hands off him",
    "we build the wall on every free kick",
    "Killer B's still buzzing, Marchand with another one",
    "wicked good win tonight, B's looked fast",
  ])("allows %j", (text) => {
    expect(decision(text)).toBe("allow");
  });
});

describe("moderate: every category blocks", () => {
  it.each([
    ["fuck this team", "profanity"],
    ["you're an idiot", "toxicity"],
    ["mate you're a proper pillock", "toxicity"],
    ["kill yourself", "harassment"],
    ["faggot", "hate_speech"],
    ["send nudes", "sexual_content"],
    ["I will kill you", "violence"],
    ["vote for Biden", "politics"],
    ["accept Jesus as your savior", "religion"],
    ["FREE TICKETS click here https://bit.ly/x1", "spam"],
  ])("blocks %j as %s", (text, category) => {
    const result = moderate(text);
    expect(result.decision).toBe("block");
    expect(result.categories).toContain(category);
  });
});

describe("moderate: the rules alone (round 14)", () => {
  it.each([
    ["bastards scored again", "profanity"],
    ["that's a piss-poor effort", "profanity"],
    ["ffs what is he doing", "profanity"],
    ["fkin hell", "profanity"],
    ["effing kidding me with this ref", "profanity"],
    ["the goyim know, shut it down", "hate_speech"],
    ["the 109 countries thing, look it up", "hate_speech"],
    ["ref is a f*g", "hate_speech"],
    ["what a r*tard", "toxicity"],
    ["sp*cs on that team", "hate_speech"],
    ["jews control the league", "hate_speech"],
    ["it's always the jews", "hate_speech"],
    ["white pride world wide", "hate_speech"],
    ["that's so gay", "hate_speech"],
    ["stop the steal", "politics"],
    ["all lives matter", "politics"],
    ["the mascot's got a nice rack", "sexual_content"],
    ["the election was rigged just like this game", "politics"],
  ])("blocks %j as %s", (text, category) => {
    const result = moderate(text, { model: null });
    expect(result.decision).toBe("block");
    expect(result.categories).toContain(category);
  });
});

describe("moderate: obfuscations", () => {
  it.each([
    "f u c k",
    "f.u.c.k",
    "f_u_c_k",
    "fuuuuuck",
    "fu\u200bck",
    "ｆｕｃｋ",
    "ѕhіt",
    "sh1t",
    "$h!t",
    "f**k off",
    "what the f*** was that",
    "get the f***ing ball out",
    "motherf***er can't tackle",
    "a**hole move by the keeper",
    "fkn hell what a miss",
    "goddam it ref",
    "wtaf was that",
    "biotch please",
    "sh*tty pass from the qb",
    "these b*tches can't defend",
    "a**holes in the front office",
    "sh*tting myself watching this shootout",
    "what a sh*tshow tonight",
    "absolute d*ckhead of a ref",
    "that call was horsesh*t",
    "this offense is dogsh*t",
    "apesh*t crowd tonight",
    "azzhole move",
    "this power play is bull$#!t",
    "what the f@#k",
    "sh%t pass",
    "f**kers can't tackle",
    "wtfff was that",
    "gtfoh with that take",
    "idgaf about your team",
    "shut tf up",
    "tf was that call",
    "b i t c h",
    "motherfuckers",
    "that call was bs",
    "total BS, holding on every play",
    "bs call again",
    "absolute bellend of a referee",
    "their knobhead of a winger",
    "what a douche",
  ])("blocks profanity written as %j", (text) => {
    expect(blockedFor(text)).toContain("profanity");
  });

  it.each([
    "the **GOAL** was class",
    "pa**word reset link is broken",
    "5*star performance",
    "AT&T Stadium is loud tonight",
    "Q&A with the coach after the game",
  ])("lets asterisks that mask no listed word through: %j", (text) => {
    expect(moderate(text).decision).toBe("allow");
  });

  it("lets a link or a code with a UUID through, though a hex group of it reads as a slur in leetspeak", () => {
    expect(moderate("see you at 550e8400-e29b-4b05-a716-446655440000").decision).toBe("allow");
    expect(
      moderate("tickets: https://tix.example/e/550e8400-e29b-4b05-a716-446655440000").decision,
    ).toBe("allow");
    expect(blockedFor("you 4b05")).toContain("hate_speech");
  });

  it("blocks slurs written with leetspeak and spacing", () => {
    expect(blockedFor("f4ggot")).toContain("hate_speech");
    expect(blockedFor("n i g g e r")).toContain("hate_speech");
  });

  it("blocks a threat typed one letter at a time", () => {
    expect(blockedFor("i w i l l k i l l y o u")).toContain("violence");
  });
});

describe("moderate: targeted versus general", () => {
  it("lets rude trash talk through but scores it", () => {
    const result = moderate("you suck");
    expect(result.decision).toBe("allow");
    expect(result.scores.harassment).toBeGreaterThan(0);
  });

  it("blocks an insult aimed at a person in the chat", () => {
    expect(decision("you absolute moron")).toBe("block");
  });

  it("blocks contempt and condescension said to someone in the chat, on the rules alone, not about the game", () => {
    expectRulesBlockAs("toxicity", [
      "you're so clueless",
      "you are insufferable mate",
      "honestly you're such an embarrassment",
      "u are so annoying",
      "let the grown ups talk",
      "says the guy who picked the Jets to win it all",
      "hot take from someone who thinks a balk is a bird",
      "your takes are trash",
      "aww did someone lose their bet",
    ]);
    for (const text of [
      "that call was a joke",
      "the ref is the worst",
      "you're a few seconds slow, stream delay",
      "you're delusional if you think the Jets make it",
      "great take from the coach",
      "their takes are bad",
      "aww what a pass",
      "you're the worst for spoiling it lol",
      "Romo says the guy who called that play is a genius",
      "aw is the little guy on the jumbotron ok?",
    ]) {
      expect(moderate(text).decision, text).toBe("allow");
    }
    // The rules read "hot take from someone who…" as a jab only with a put-down after it; the
    // model blocks this line since round 22 (docs/moderation.md, Known limits).
    expectRulesAllow(["hot take from someone who actually watched the game: the defense was fine"]);
  });

  it("blocks round 21's put-downs on the rules alone, and passes the sports talk that shares their words", () => {
    expectRulesBlock([
      ["u r a joke mate", "toxicity"],
      ["your a fraud", "toxicity"],
      ["ur an absolute muppet mate", "toxicity"],
      ["nobody cares what u think fr", "toxicity"],
      ["shh kiddo, let the adults discuss the depth chart", "toxicity"],
      ["I'd explain it to you but I don't have crayons", "toxicity"],
      ["stick to Madden on rookie difficulty, pal", "toxicity"],
      ["sending good vibes to your last two brain cells", "toxicity"],
      ["a potted fern knows more about cover 2 than you", "toxicity"],
      ["nobody in here likes you, you know that right", "harassment"],
      ["typical immigrant behavior smh", "hate_speech"],
      ["another token hire lol", "hate_speech"],
    ]);
    expectRulesAllow([
      "your a game better show up tonight boys",
      "you're a clown for that prediction, respect though",
      "ref, you're a disgrace to that whistle!",
      "I'll stick to Madden tonight, no tickets",
      "my son drew the team logo in crayon for the game",
      "coach gonna need crayons to explain this zone defense to us fans",
      "the formation graphic looks like a coloring book page lol",
      "cute kiddo on the jumbotron",
      "Belichick knows more football than you",
      "leave it to the big boys up front",
      "typical Indians bullpen collapse",
      "the typical female runner trains 20 hours a week",
      "token hires from the expansion draft rarely work out",
      "nobody here likes the new alternate jerseys",
    ]);
  });

  it("blocks the spellings and languages fans swear in (round 21)", () => {
    expectRulesBlockAs("profanity", [
      "motherfcker hit the post AGAIN",
      "well that's us fukt then",
      "puta madre, what a shot",
      "mierda que partido",
      "kurwa, offside again",
      "hurensohn ref",
      "what the tering was that",
    ]);
    expectRulesAllow([
      "his reputation took a hit",
      "feckless defending all night",
      "Merdeka stadium",
    ]);
  });

  it("blocks short innuendo about a person on the rules alone, not the sports talk in its words (round 21)", () => {
    expectRulesBlockAs("sexual_content", [
      "would hit that",
      "i got a boner",
      "rail her",
      "dm me pics babe",
    ]);
    expectRulesAllow([
      "he would hit that shot nine times out of ten",
      "give it to Henry, he can get it",
      "that horse had nice legs in the paddock, knew he'd go well",
      "they beat off the challenge from City",
      "I ride my bike to the stadium",
      "ground and pound him",
      "hit it from the back post",
      "she went in hard on the tackle",
    ]);
  });

  it("blocks short political slogans on the rules alone, not the sports words in them (round 21)", () => {
    expectRulesBlockAs("politics", [
      "free palestine",
      "build the wall",
      "voter id laws now",
      "tories out",
    ]);
    expectRulesAllow([
      "the Liberty better lock her up long term",
      "Tory Taylor pinned it at the 2",
      "Narendra Modi Stadium is packed",
      "ohio state's deep state: 5 receivers who'd start anywhere else",
      "since brexit english clubs need a work permit for most eu signings",
      "fans cock-a-hoop after the late winner",
    ]);
  });

  it("blocks round 21b's put-downs, slurs, threats and sermons on the rules alone", () => {
    expectRulesBlock([
      ["dafuq was that pass", "profanity"],
      ["mother f'ing Ovechkin with the one-timer AGAIN", "profanity"],
      ["its cute that u think u understand zone coverage", "toxicity"],
      ["log off champ", "toxicity"],
      ["mute urself pls", "toxicity"],
      ["you type like your keyboard is made of mittens", "toxicity"],
      ["sweetie, leave the tactics to the rest of us", "toxicity"],
      ["bless your heart, you really thought that was a catch", "toxicity"],
      ["straight up r-worded", "hate_speech"],
      ["with that gut no wonder u defend the lions", "harassment"],
      ["the guy who took the dive should get taken out back", "violence"],
      ["vote them out next month", "politics"],
      ["that new carbon tax is killing regional footy clubs", "politics"],
      ["find a church this sunday", "religion"],
      ["u know what they say about big hands", "sexual_content"],
    ]);
    expectRulesAllow([
      "the fing is, we can't defend a set piece",
      "Log off, go outside, enjoy the sunshine",
      "the pass sailed over your head lol",
      "he types like a lawyer writes contracts, so precise",
      "isn't he a sweetie, signing every kid's shirt",
      "Bless your heart for making brownies for the watch party",
      "the Red Sox fans vote red every all star game",
      "they burned the house down with that 3 point barrage",
    ]);
  });

  it("blocks round 21d's slurs, swearing, threats and jibes on the rules alone, not their sports lookalikes", () => {
    expectRulesBlock([
      ["typical p@ki batting", "hate_speech"],
      ["their whole squad are wogs", "hate_speech"],
      ["camel jockeys the lot of them", "hate_speech"],
      ["macaco, go back to the jungle", "hate_speech"],
      ["maricon ref", "hate_speech"],
      ["bhenchod what a shot yaar", "profanity"],
      ["putang ina, missed free throws again", "profanity"],
      ["rass claat what a goal!!", "profanity"],
      ["motherf-ing pick six AGAIN", "profanity"],
      ["if they celebrate in our pub tonight they're leaving in ambulances", "violence"],
      ["tell your ref mate he won't be walking home safe after that", "violence"],
      ["lol your sky daddy isn't picking the winner", "religion"],
      ["Make the Leafs Great Again", "politics"],
      ["did your mum let you stay up late for the game?", "toxicity"],
      ["you wouldn't know a cover drive if it hit you in the face", "toxicity"],
      ["yeah you're a right muppet aren't ya", "toxicity"],
      ["come through to my twitch, streaming the watch party now", "spam"],
    ]);
    expectRulesAllow([
      "and poof, the lead is gone",
      "he bowled a chinaman and it spun a mile",
      "Khabib's sambo background shows on the mat",
      "kaffir lime leaves in the curry at the tailgate",
      "they check the passports at the gate for the away end",
      "we gave them a proper kicking, 5-0",
      "Danny Shittu was a cult hero at QPR",
      "Every year their fans flip cars after a win. It's embarrassing.",
    ]);
  });

  it("blocks round 21e's slurs, sexual words and threats on the rules alone", () => {
    expectRulesBlock([
      ["dindu nuffin", "hate_speech"],
      ["the troons ruined the league", "hate_speech"],
      ["alphabet mafia at it again", "hate_speech"],
      ["he jewed me down on the tickets", "hate_speech"],
      ["welfare queens in the stands", "hate_speech"],
      ["netflix and chill after the game?", "sexual_content"],
      ["catch these hands after the game", "violence"],
      ["hope his plane crashes on the way home", "violence"],
      ["lets riot if we lose", "violence"],
      ["i'll run you over", "violence"],
      ["you're dead meat", "violence"],
    ]);
    expectRulesAllow([
      "they keep pegging us back every time we score",
      "that prospect is a scout's wet dream",
      "glass half full, we still control our destiny",
      "he caught hands in the ring last night, what a fight",
      "the coach's days are numbered",
      "we ran them over in the second half",
      "fans would riot if he got benched",
    ]);
  });

  it("blocks round 21h's jibes, exclusions and sermons on the rules alone", () => {
    expectRulesBlock([
      ["thanks for the insight captain obvious", "toxicity"],
      ["did you learn football from fifa 09", "toxicity"],
      ["eres un payaso, you know nothing about football", "toxicity"],
      ["you wouldn't know a zone defense if it sat on your lap", "toxicity"],
      ["freeze her out, nobody reply", "harassment"],
      ["you're not welcome in this room", "harassment"],
      ["raid his instagram lads", "harassment"],
      ["13/50 but 70% of the league", "hate_speech"],
      ["bring back hooliganism", "violence"],
      ["Utah fans, your magic underwear isn't going to fix that secondary", "religion"],
      ["red states are why this country is broken", "politics"],
      ["like and subscribe to my channel", "spam"],
    ]);
    expectRulesAllow([
      "embiid learned basketball from youtube in cameroon and now look at him",
      "we lost 13-50 to the Saints",
      "Jihad Ward with the sack!",
      "I'm in section 112 row K if anyone wants to say hi",
    ]);
  });

  it("blocks round 23's threats with verbs that have no sports sense, sacres, innuendo and 'so gay', on the rules alone", () => {
    expectRulesBlock([
      ["i'll stab the selector who dropped him, swear on my life", "violence"],
      ["im gonna strangle whoever picked this lineup", "violence"],
      ["habs blew it AGAIN tabarnak", "profanity"],
      ["brb gonna go rub one out to that goal", "sexual_content"],
      ["send me pics babe", "sexual_content"],
      ["these new alternate jerseys are so gay lol", "hate_speech"],
      ["ill find you after the game", "harassment"],
    ]);
    expectRulesAllow([
      "gonna miss you on the road trip, we'll send pics from Lambeau",
      "i'll take a stab at the trivia question",
      "i'll kill the clock with a few kneel downs",
      "he'll shoot the three if they leave him open",
      "rub some dirt on it and get back out there",
      "Carl Nassib is gay and a great pass rusher",
      "@dave_hull i'll find you at the pub after, first round's on me",
    ]);
  });

  it("blocks round 23's phrases for what probe 16's misses had in common, on the rules alone", () => {
    expectRulesBlock([
      ["what a bunch of f*gs on that bench", "hate_speech"],
      ["ph*cking hell what a ball", "profanity"],
      ["fark that was close", "profanity"],
      ["glassing the ref is the only answer", "violence"],
      ["their fans show up here we break noses", "violence"],
      ["someone should have torched their stand", "violence"],
      ["i know where their keeper lives", "harassment"],
      ["easy to find your house from those pics mate", "harassment"],
      ["after that take i'd be looking for a tall bridge", "harassment"],
      ["u weigh more than the nose tackle", "harassment"],
      ["eating during the game is haram brother", "religion"],
      ["praying to a man in the sky won't save your bullpen", "religion"],
      ["FOUR MORE YEARS", "politics"],
      ["polls close at 7 so vote before kickoff", "politics"],
      ["she turned 18 yesterday so she's legal now", "sexual_content"],
      ["you'd love my podcast, new episode every monday", "spam"],
    ]);
    expectRulesAllow([
      "that crossover will break his ankles",
      "the signing could be a bridge to the next era",
      "i know where he gets that from, his dad played too",
      "four more games until the playoffs",
      "he turned 18 last week and signed his first pro deal",
      "you'd love the atmosphere at Anfield",
    ]);
  });

  it("blocks round 26's disguises, slang, threats and swap offers on the rules alone", () => {
    expectRulesBlock([
      ["****ing refs", "profanity"],
      ["holy sh¡t", "profanity"],
      ["fսck this", "profanity"],
      ["b00bs", "sexual_content"],
      ["dtf after the game? 😈", "sexual_content"],
      ["hang the ref from the goalpost", "violence"],
      ["hang him", "violence"],
      ["if we lose i'm shooting up the stadium", "violence"],
      ["follow4follow 🔥 like4like", "spam"],
      ["DM for stream link 📺📺", "spam"],
      ["abolish ice", "politics"],
      ["your team is gay", "hate_speech"],
    ]);
    expectRulesAllow([
      "we found a chink in their armor, attack the left side",
      "that's the chink in his armour",
      "¡Vamos Mexico!",
      "hang him out to dry, coach",
      "we're gonna hang 50 on them",
      "hang the banner from the rafters",
      "one more like-for-like sub at 0-1 down and I riot",
      "anyone got a stream link?",
      "the shooting guard is cold tonight",
      "the club is gay friendly",
      "Carl Nassib is gay and that's awesome",
    ]);
  });

  it("blocks self-harm pushes that name no listed word, on the rules alone", () => {
    expectRulesBlockAs("harassment", [
      "do us a favor and stop breathing",
      "go play in traffic",
      "end yourself",
    ]);
    expect(moderate("the defense forgot to stop the run", { model: null }).decision).toBe("allow");
    expect(moderate("end the game already, 40-0", { model: null }).decision).toBe("allow");
  });

  it("blocks group-directed hate even without a slur", () => {
    expect(blockedFor("Muslims are animals")).toContain("hate_speech");
  });

  it("blocks exclusion and blame aimed at a group on the rules alone", () => {
    expectRulesBlockAs("hate_speech", [
      "keep the women out of the booth",
      "gays ruin everything",
      "porch monkey",
    ]);
    expect(moderate("women belong in the hall of fame", { model: null }).decision).toBe("allow");
  });

  it("blocks Dick when it is not a name", () => {
    expect(decision("what a dick")).toBe("block");
  });
});

describe("moderate: result shape", () => {
  it("reports labels, a reason sentence and the top score", () => {
    // The rules' score; the model's moves with each retraining.
    const result = moderate("fuck this", { model: null });
    expect(result.labels).toEqual(["Offensive Language"]);
    expect(result.reason).toBe("Message blocked by content filter: Offensive Language");
    expect(result.toxicityScore).toBe(0.95);
  });

  it("reports an unique label for categories that share one", () => {
    const result = moderate("send nudes and accept jesus as your savior");
    expect(result.labels).toEqual(["Inappropriate Content"]);
  });

  it("is deterministic", () => {
    expect(moderate("you're an idiot")).toEqual(moderate("you're an idiot"));
  });
});

describe("round 27 words", () => {
  it("blocks 'neck yourself' and pirate stream sites by name, not the neck or a stream", () => {
    for (const [text, category] of [
      ["neck yourself, your team is finished anyway", "harassment"],
      ["streameast has the game in hd", "spam"],
      ["Crackstreams is back up boys", "spam"],
    ] as const) {
      const result = moderate(text, { model: null });
      expect(result.decision, text).toBe("block");
      expect(result.categories, text).toContain(category);
    }
    for (const text of ["he hurt his neck on that tackle", "the broadcast stream is lagging"]) {
      expect(moderate(text, { model: null }).decision, text).toBe("allow");
    }
  });
});

describe("round 28 words", () => {
  it("blocks the 'okay to be white' slogan and Holocaust denial, not talk of whites or history", () => {
    expectRulesBlock([
      ["It's okay to be white, put it on the big screen", "hate_speech"],
      ["the holocaust never happened and neither did that goal", "hate_speech"],
      ["six million was a lie", "hate_speech"],
    ]);
    expectRulesAllow(["it's okay to be white hot at the plate", "the white kits are okay"]);
  });

  it("blocks a blitz at someone's door and an injury wished on a player, not a blitz or the news of one", () => {
    expectRulesBlock([
      ["gonna blitz ur house tonight pal", "violence"],
      ["hoping Embiid snaps his other knee", "violence"],
    ]);
    expectRulesAllow([
      "they blitz the quarterback every down",
      "he tore his ACL, praying for him",
      "hope he breaks his ankles with that crossover",
    ]);
  });

  it("lets a team 'break their back' or 'snap the streak': idioms of the game, not injuries", () => {
    for (const text of [
      "I hope Mahomes breaks their back with a late TD",
      "hope we break their back early with a couple of threes",
      "hope they snap the losing streak tonight",
    ]) {
      expect(moderate(text).decision, text).toBe("allow");
    }
    expect(moderate("hope he breaks his back").decision).toBe("block");
  });

  it("blocks Brazilian, Spanish and French oaths, not 'porra' as a betting pool", () => {
    expectRulesBlockAs("profanity", [
      "vai se foder juiz",
      "foda-se esse time",
      "que porra foi essa",
      "me cago en el árbitro",
      "va te faire foutre arbitre",
    ]);
    expectRulesAllow(["la porra de la oficina", "joined the office porra for the final"]);
  });

  it("reads 'ph*ck' and digits standing for letters in slurs, not numbers or team names", () => {
    expectRulesBlock([
      ["ph*ck this ref", "profanity"],
      ["fa66ots all of them", "hate_speech"],
    ]);
    expectRulesAllow([
      "76ers by 6",
      "play 123456789012",
      "Shitta with the header, Shittu clears it",
    ]);
  });
});
