import { phrases, type CategoryLexicon } from "./types.ts";

const FAITH = "(?:jesus|christ|god|allah|the lord|buddha|the bible|the quran|the koran|scripture)";
const GROUPS = "(?:christians|muslims|jews|atheists|hindus|catholics|mormons|buddhists|sikhs)";

/**
 * Religious debate and preaching are off-topic by the terms (spec 001 §1). Sports is full of
 * religious names and idioms — the Saints, Padres, Friars, Holy Cross, the Demon Deacons,
 * Blue/Sun Devils, a Hail Mary, "thank God", "pray for a W", Touchdown Jesus — so single
 * interjections weigh little and only doctrine, preaching or debate reaches the threshold.
 */
export const RELIGION: CategoryLexicon = {
  category: "religion",
  terms: {
    jesus: 0.3,
    christ: 0.3,
    allah: 0.55,
    bible: 0.5,
    quran: 0.75,
    koran: 0.75,
    torah: 0.7,
    scripture: 0.55,
    scriptures: 0.6,
    gospel: 0.3,
    church: 0.2,
    mosque: 0.55,
    synagogue: 0.55,
    christianity: 0.75,
    christians: 0.45,
    islam: 0.75,
    islamic: 0.6,
    muslim: 0.45,
    muslims: 0.5,
    judaism: 0.75,
    hinduism: 0.75,
    buddhism: 0.7,
    atheist: 0.55,
    atheists: 0.6,
    atheism: 0.75,
    religion: 0.6,
    religions: 0.6,
    religious: 0.45,
    salvation: 0.6,
    repent: 0.8,
    sinners: 0.55,
    heathen: 0.75,
    heathens: 0.75,
    infidel: 0.75,
    infidels: 0.75,
    blasphemy: 0.6,
    rapture: 0.5,
    jihad: 0.8,
    sharia: 0.85,
    creationism: 0.7,
    evangelical: 0.6,
    pope: 0.3,
    // Round 23: a Hindu prayer meeting; nothing else in chat.
    satsang: 0.8,
    prophet: 0.35,
    satan: 0.3,
    antichrist: 0.7,
  },
  phrases: phrases("religion", [
    // Round 21d: mocking a faith or its god, and "which side God is on".
    [
      0.85,
      "sky imaginary praying god gods magic nobody no come man guy haram",
      "magic underwear|(?:a |the )?(?:man|guy) in the sky|(?:is|its|are) haram|(?:nobody|no one) up there|come get saved|(?:your|their|his|her|an) imaginary friend|sky (?:daddy|wizard|fairy)|imaginary (?:friend|man) in the sky|thanking an imaginary friend|praying to (?:statues|idols)|(?:your|ur|their) (?:god|gods|religion|faith|prophet) (?:isnt|doesnt|wont|cant|aint|is fake|is made up)" +
        "|(?:god|gods) (?:cares|care) about (?:a |the |this )?(?:cricket|football|footy|basketball|hockey|baseball|game|match)|(?:which|whose) (?:side )?god(?:s| is) (?:on|stronger)",
    ],
    [
      0.85,
      "your ur fasting ramadan karma reincarnation prayer praying religion bible quran heaven",
      "(?:your|ur) (?:pastor|priest|imam|rabbi) (?:lied|lies|is lying|is a fraud)" +
        "|(?:fasting|ramadan|karma|reincarnation|prayer|praying|religion|the bible|the quran|heaven) (?:is|are) (?:fake|made up|a made up \\w+|nonsense|a lie|a scam)",
    ],
    // Round 21b: inviting the chat to a church; "atheists" is only ever an argument here.
    [
      0.8,
      "find come join invite atheists",
      "find a church|(?:come|join us|invite you) (?:to|at) (?:our|my|the) (?:church|crusade|revival|fellowship|bible study)|atheists?",
    ],
    [
      0.85,
      "accept believe trust give find",
      `(?:accept|believe in|trust in|give your life to|find) ${FAITH}`,
    ],
    [
      0.8,
      "jesus christ god lord",
      "(?:jesus|christ|god|the lord|allah) (?:saves|is lord|is the way|is king|is great|is real|is not real|isnt real|loves you|died for|will judge|will punish|is coming)",
    ],
    [0.85, "god", "(?:there is no|theres no) god|god (?:doesnt|does not) exist"],
    [
      0.85,
      "bible quran koran says",
      "(?:the|your|my) (?:bible|quran|koran|scripture|torah) (?:says|teaches|tells)",
    ],
    [0.8, "read", "read (?:the|your) (?:bible|quran|koran|torah)"],
    [0.75, "burn", "burn in hell"],
    [0.75, "religion", "(?:your|my|their|false|fake|true) religion"],
    [
      0.8,
      GROUPS.replace(/[()?:]/g, "").replaceAll("|", " "),
      `${GROUPS} (?:are|r|should|will|believe|worship)`,
    ],
    [
      0.9,
      "convert",
      "convert to (?:islam|christianity|judaism|catholicism|hinduism|buddhism|atheism)",
    ],
    [0.75, "praise", "praise (?:allah|jesus|the lord)"],
    [
      0.8,
      "pray",
      "pray (?:to|for) (?:jesus|allah|god) (?:to save|for forgiveness|for your soul)|pray for your soul",
    ],
    [0.75, "go", "go to church|going to hell"],
    [0.7, "god", "god is (?:on our side|punishing|judging)"],
  ]),
};
