import { phrases, type CategoryLexicon } from "./types.ts";

/** Groups that hate speech targets; used inside the phrase patterns below. */
const GROUP_NAMES =
  "muslims|jews|blacks|black people|mexicans|immigrants|illegals|gays|gay people|homosexuals|" +
  "women|females|asians|arabs|latinos|africans|chinese|whites|white people|hispanics|refugees|" +
  "trannies|transgenders|trans people|lesbians|indians|catholics|christians|foreigners|migrants|" +
  "gypsies|disabled people|handicapped people|trans athletes|trans women|jewish people";
const GROUP = `(?:${GROUP_NAMES})`;
const GROUP_TRIGGERS =
  "muslims jews blacks black mexicans immigrants illegals gays gay homosexuals women females " +
  "asians arabs latinos africans chinese whites white hispanics refugees trannies transgenders " +
  "trans lesbians indians catholics christians foreigners migrants gypsies disabled handicapped " +
  "jewish";
/**
 * The groups above and nationalities, for stereotypes only. Nationalities stay out of GROUP: "the
 * Russians are trash this tournament" is about a team.
 */
const NATIONALITIES =
  "russians|romanians|polish people|poles|pakistanis|nigerians|somalis|haitians|travellers|roma";
const PEOPLES = `(?:${GROUP_NAMES}|${NATIONALITIES})`;
const PEOPLES_TRIGGERS = `${GROUP_TRIGGERS} ${NATIONALITIES.replaceAll("|", " ")}`;
/**
 * Groups by race, sex or orientation, for the "X can't play" stereotype. Nationalities are left
 * out: "the Brazilians can't defend set pieces" is about a national team.
 */
const STEREOTYPED =
  "(?:asians|blacks|black people|whites|white people|women|females|girls|gals|ladies|" +
  "africans|arabs|jews|muslims|gays|gay people|trans people|mexicans|latinos|hispanics)";
const STEREOTYPED_TRIGGERS =
  "asians blacks black whites white women females girls gals ladies africans arabs jews " +
  "muslims gays gay trans mexicans latinos hispanics";
/**
 * What a stereotype pins on a whole people, beyond the dehumanizing words. Not what fans say of
 * a team's play ("dirty", "too slow", "cheats").
 */
const STEREOTYPE_TRAITS = "(?:thieves|drunks|thugs|inbred|lazy|liars|crooks|too dumb|too stupid)";
const DEHUMANIZING =
  "(?:animals|vermin|subhuman|inferior|savages|trash|garbage|scum|filth|disgusting|terrorists|" +
  "criminals|rapists|a disease|a plague|monkeys|apes|evil|the problem|parasites|cockroaches|" +
  "rats|dogs|pigs|stupid|dumb|worthless)";

/** Slurs and group-directed abuse. Slurs reach the 0.8 threshold on their own. */
export const HATE_SPEECH: CategoryLexicon = {
  category: "hate_speech",
  terms: {
    nigger: 0.98,
    niggers: 0.98,
    nigga: 0.85,
    niggas: 0.85,
    niglet: 0.98,
    nig: 0.9,
    nigs: 0.9,
    nigguh: 0.85,
    niggah: 0.85,
    nicca: 0.8,
    niccas: 0.8,
    whitey: 0.6,
    negro: 0.85,
    negroes: 0.85,
    faggot: 0.98,
    fagot: 0.98,
    fag: 0.92,
    fags: 0.92,
    faggy: 0.9,
    kike: 0.98,
    spic: 0.95,
    spics: 0.95,
    chink: 0.95,
    chinks: 0.95,
    wetback: 0.98,
    gook: 0.95,
    tranny: 0.92,
    trannies: 0.92,
    dyke: 0.88,
    raghead: 0.98,
    towelhead: 0.98,
    beaner: 0.95,
    coon: 0.88,
    coons: 0.88,
    homo: 0.82,
    homos: 0.82,
    queer: 0.5,
    zipperhead: 0.98,
    jigaboo: 0.98,
    porchmonkey: 0.98,
    sandnigger: 0.99,
    retard: 0.3,
    redneck: 0.3,
    cracker: 0.25,
    hillbilly: 0.2,
    nazi: 0.5,
    lynch: 0.85,
    // Round 21d: slurs of Britain, Ireland, Australia, South Africa and the Caribbean that the
    // list lacked. Not "sambo" (the martial art), "poof" ("and poof, the lead is gone"),
    // "chinaman" (a cricket delivery), "midget" (a youth hockey grade), "dago", "slopes".
    paki: 0.95,
    pakis: 0.95,
    // Singular, it needs company: Singapore's "eat jap" is Japanese food.
    jap: 0.6,
    japs: 0.85,
    wog: 0.95,
    wogs: 0.95,
    golliwog: 0.95,
    pikey: 0.9,
    pikeys: 0.9,
    gyppo: 0.9,
    gyppos: 0.9,
    shemale: 0.9,
    poofter: 0.95,
    poofters: 0.95,
    battyman: 0.95,
    lesbo: 0.85,
    lesbos: 0.85,
    lezza: 0.85,
    lezzer: 0.85,
    spaz: 0.85,
    spastic: 0.8,
    mongoloid: 0.9,
    injun: 0.9,
    coolie: 0.9,
    coolies: 0.9,
    darkie: 0.95,
    darkies: 0.95,
    kaffir: 0.98,
    kaffirs: 0.98,
    hymie: 0.9,
    heeb: 0.9,
    heebs: 0.9,
    abo: 0.9,
    abos: 0.9,
    boong: 0.95,
    boongs: 0.95,
    nignog: 0.98,
    polack: 0.9,
    polacks: 0.9,
    wop: 0.9,
    wops: 0.9,
    taig: 0.9,
    taigs: 0.9,
    fenian: 0.85,
    fenians: 0.85,
    // Round 21j: slurs in the languages of the game's countries, "macaco" among them (shouted at
    // Black players in Brazil and Spain).
    maricon: 0.95,
    joto: 0.9,
    sudaca: 0.9,
    negrata: 0.95,
    viado: 0.9,
    macaco: 0.85,
    frocio: 0.95,
    culattone: 0.95,
    terrone: 0.85,
    bougnoule: 0.98,
    bicot: 0.95,
    youpin: 0.95,
    schwuchtel: 0.95,
    kanake: 0.95,
    mongool: 0.85,
    // Round 21e: slurs and coinages of the extremist web. Not "muzzy" (dazed) or "downie" (Gord
    // Downie sang for the Tragically Hip).
    dindu: 0.98,
    dindus: 0.98,
    groid: 0.98,
    groids: 0.98,
    mudslime: 0.98,
    mudslimes: 0.98,
    muzzie: 0.95,
    muzzies: 0.95,
    pisslam: 0.98,
    sheboon: 0.98,
    sheboons: 0.98,
    kneegrow: 0.98,
    kneegrows: 0.98,
    wigger: 0.95,
    wiggers: 0.95,
    troon: 0.95,
    troons: 0.95,
    globohomo: 0.95,
    khazar: 0.85,
    khazars: 0.85,
    jewed: 0.95,
  },
  phrases: phrases("hate_speech", [
    [0.6, GROUP_TRIGGERS, `(?:all|those|these|dirty|filthy|stupid|fucking|fuckin|damn) ${GROUP}`],
    [
      0.95,
      GROUP_TRIGGERS,
      `${GROUP} (?:are|r|is) (?:all |just |nothing but |such )?${DEHUMANIZING}`,
    ],
    [
      0.95,
      GROUP_TRIGGERS,
      `(?:kill|gas|deport|hang|exterminate|shoot|burn) (?:all )?(?:the |those |these )?${GROUP}`,
    ],
    [0.85, GROUP_TRIGGERS, `(?:i |we )?(?:hate|despise) (?:all )?${GROUP}`],
    // Round 7: exclusion and blame aimed at a group, without a dehumanizing word.
    [
      0.85,
      GROUP_TRIGGERS,
      `${GROUP} (?:ruin|ruins|ruined|destroy|destroyed) (?:everything|every|our|this)|${GROUP} (?:dont|do not|shouldnt|should not) (?:belong|be allowed)`,
    ],
    [
      0.9,
      GROUP_TRIGGERS,
      `(?:keep|get|kick|send|throw) (?:all )?(?:the |those |these )?${GROUP} (?:out|back)`,
    ],
    // Round 10: stereotypes pinned on a whole people, and "they can't play" about race or sex.
    [
      0.85,
      PEOPLES_TRIGGERS,
      `${PEOPLES} (?:are|r) (?:all |just |always |naturally |every one of them )?${STEREOTYPE_TRAITS}`,
    ],
    [
      0.85,
      STEREOTYPED_TRIGGERS,
      // Not when it is denied: "nobody is saying women can't play".
      `(?<!(?:nobody|no one|not|never) (?:is |im |am )?saying )${STEREOTYPED} (?:cant|can not|cannot|dont know how to|shouldnt) (?:play|coach|ref|referee|swim|drive|commentate|be trusted)`,
    ],
    [0.85, "credit", "(?:a )?credit to (?:his|her|their) (?:race|people|kind)"],
    [
      0.8,
      "diversity dei token",
      // "Token" alone is a nominal move too ("token hires from the expansion draft").
      "(?:diversity|dei) (?:hire|hires|hiring|pick|signing|quota)|(?:another|just a|a|the|such a) token hire(?: lol| lmao| smh| again)?$",
    ],
    // Round 21b: ableist put-downs in chat's own euphemisms.
    [0.85, "r short", "r worded|short bus"],
    // Round 21e: two-word slurs and dog whistles.
    [
      0.9,
      "ching slant slanted slanty alphabet jewish jew indian anchor welfare tar uncle window",
      "ching chong|(?:slant|slanted|slanty) (?:eyes|eyed)|alphabet (?:people|mafia|soup people)|jewish lightning|jew (?:me|him|her|them|you|u) down" +
        "|indian givers?|anchor bab(?:y|ies)|welfare queens?|tar bab(?:y|ies)|uncle toms?|window lickers?",
    ],
    // Round 21d: two-word slurs, and a people said to cheat by nature.
    [
      0.95,
      "batty chi curry sand camel half nig",
      "batty (?:boy|boys|man|men)|chi chi man|curry munchers?|sand monkeys?|camel jockeys?|half castes?|nig nogs?",
    ],
    [
      0.85,
      "people",
      "(?:his|her|their|your|ur) (?:people|kind|lot) (?:have been|are|always|were) (?:\\w+ )?(?:faking|scheming|cheating|lying|stealing|diving)",
    ],
    // The "13/50" crime statistic of the racist web; a 13-50 score reads "50 13" or has a verb.
    [0.9, "13", "^13 50|13 50 (?:but|and|explains|strikes|again|lol|just|thing)"],
    [0.85, "boat passports papers", "boat arrivals?|check (?:their|his|her) (?:passports|papers)"],
    // Round 21: one person's behaviour pinned on their people ("typical immigrant behavior").
    [
      0.8,
      "typical",
      // Only where the behaviour follows or the line ends: "typical Indians bullpen collapse" is
      // Cleveland's old name, "the typical female runner" a statistic.
      "typical (?:immigrants?|foreigners?|migrants?|refugees?|illegals|mexicans?|muslims?|jews?|arabs?|asians?|africans?|black people|gays?|wom[ae]n|females?)" +
        "(?: (?:behaviou?r|move|moves|mentality|attitude|logic|nonsense|driver|drivers|always|ruining|smh|lol)|$)",
    ],
    // Ableism as a put-down; the Special Olympics themselves are not.
    [
      0.85,
      "special",
      "special olympics (?:energy|level|tier|vibes|material|squad|team|bench|defense|defence)",
    ],
    // Back to a "place" for women: the kitchen, the washing up, the sidelines' cheer squad.
    [
      0.8,
      "kitchen washing dishes cheerleading sandwiches",
      "(?:stick to|go back to|belongs? (?:in|at)) (?:the )?(?:kitchen|washing up|dishes|cheerleading|making sandwiches)",
    ],
    [0.95, "porch jungle", "porch monkeys?|jungle bunn(?:y|ies)"],
    [0.85, "14 fourteen", "(?:14|fourteen) words"],
    [
      0.9,
      "back",
      "go back to (?:your (?:own )?country|ur (?:own )?country|africa|mexico|china|where you came from|the jungle)" +
        "|go back (?:to )?(?:wherever|where) (?:you|u|ur|youre|he|she|they|hes|shes|theyre)(?: are| re| is)? (?:from|came from|come from)",
    ],
    [0.95, "power heil sieg", "white power|heil hitler|sieg heil"],
    [0.9, "hitler", "hitler (?:was right|did nothing wrong)"],
    [0.9, "supremacy race kkk 1488", "white supremacy|master race|kkk|1488"],
    // Antisemitic dog-whistles from the ADL's hate symbols database, in forms sports talk
    // never uses ("great replacement" is left out: "a great replacement at quarterback").
    [
      0.9,
      "goyim 109 rope zog question merchant",
      "(?:the )?goyim know|109 countries|day of the rope|zog|the jewish question|happy merchant",
    ],
    [0.85, "trash", "white trash"],
    // Round 28: a slogan from a 4chan campaign (ADL) and Holocaust denial. Both name no group,
    // so GROUP's patterns miss them; sports talk never says either.
    [
      0.85,
      "okay ok",
      "(?:its|it is|it s) (?:ok|okay) to be white(?! (?:hot|ball|balls|kit|kits|jersey|jerseys|uniform|uniforms|shirt|shirts|on|in|at|out))",
    ],
    [
      0.9,
      "holocaust holohoax million",
      "holohoax|(?:the )?holocaust (?:never happened|didnt happen|did not happen|is a (?:lie|hoax|myth)|was (?:fake|a (?:lie|hoax|myth)|made up|exaggerated))" +
        "|(?:6|six) million (?:is|was) (?:a )?(?:lie|hoax|myth|made up)",
    ],
    [0.85, "pride wpww", "white pride|wpww"],
    // The oldest antisemitic conspiracy: a people said to run things in secret.
    [
      0.9,
      "jews jewish zionists",
      "(?:the )?(?:jews|jewish people|zionists) (?:control|controls|run|runs|own|owns|rig|rigged|are behind)|(?:its |it is )?always the jews|blame the jews",
    ],
    // "Gay" as a put-down of a thing, not a person's orientation: "that's gay", "those jerseys
    // are so gay" (round 23), "your team is gay" (round 26: a team or a kit has no orientation);
    // not "so gay pride night", "the club is gay friendly" or the identity itself.
    [
      0.85,
      "gay",
      "(?:thats|that is|this is|its|it is) (?:so |sooo |soo )?gay|(?:so|sooo|soo) gay(?! (?:pride|rights|marriage|couple|community))" +
        "|(?:your|ur|this|that|their|these|those) (?:team|club|franchise|jersey|jerseys|uniform|uniforms|kit|kits|logo|mascot|offense|defense|playbook|stadium) (?:is|are|looks|look) (?:so )?gay(?! (?:friendly|pride|night|rights|community|fans|players))",
    ],
    [
      0.85,
      "kitchen sandwich",
      "(?:women|girls|females|she|you) (?:belong in|should be in|get back (?:in|to)) the kitchen|get back in the kitchen|make me a sandwich",
    ],
    [
      0.85,
      "women females girls",
      "(?:women|females|girls) (?:dont|cant|shouldnt) (?:know|understand|talk|watch|play|coach|ref)\\w*(?: about)? (?:sports|football|basketball|hockey|baseball|soccer)",
    ],
    [
      0.85,
      "monkey monkeys ape apes gorilla bananas",
      "(?:he|she|they|you|u|hes|shes|theyre|youre) (?:looks? like |are |is |r )?(?:an? )?(?:monkey|monkeys|ape|apes|gorilla)s?|throw(?:ing)? bananas",
    ],
  ]),
};
