import { phrases, type CategoryLexicon } from "./types.ts";

/**
 * Promotion and scams. Words weigh little alone ("free agency", "a free throw"); promotions
 * reach the 0.6 threshold when they stack up or come with a link (detect-spam.ts).
 */
export const SPAM: CategoryLexicon = {
  category: "spam",
  terms: {
    crypto: 0.3,
    bitcoin: 0.3,
    btc: 0.25,
    nft: 0.3,
    nfts: 0.3,
    forex: 0.4,
    giveaway: 0.35,
    subscribe: 0.3,
    telegram: 0.35,
    whatsapp: 0.35,
    onlyfans: 0.5,
    guaranteed: 0.25,
    casino: 0.35,
    promo: 0.3,
    discount: 0.25,
    viagra: 0.8,
    cialis: 0.8,
    earn: 0.15,
    followers: 0.3,
    cashapp: 0.4,
    venmo: 0.25,
    paypal: 0.25,
    // Round 27: pirate stream sites by name (the words a link to them is spelled with too).
    crackstreams: 0.6,
    methstreams: 0.6,
    buffstreams: 0.6,
    streameast: 0.6,
    sportsurge: 0.6,
    totalsportek: 0.6,
    hesgoal: 0.6,
  },
  phrases: phrases("spam", [
    // Round 21d: a betting "report", and a stream plugged as company.
    [
      0.85,
      "toss subscribe subscribed whatsapp telegram come check pull twitch youtube kick",
      "toss report|(?:please|pls|go|and) subscribe|subscribe to my|if you subscribed|(?:whatsapp|telegram) (?:karo|me|us)|(?:come|check|pull up) (?:through )?(?:to )?my (?:twitch|youtube|kick|channel|stream)",
    ],
    [0.5, "click", "click (?:here|the link|my link|link in bio|now)"],
    [0.45, "check", "check out my (?:channel|page|profile|stream|store|shop|site|link|onlyfans)"],
    // Round 23: a self-plug dressed as a tip.
    [
      0.7,
      "love",
      "(?:youd|you would|u would|ud) love my (?:page|podcast|channel|stream|blog|newsletter|account|insta|tiktok|youtube)",
    ],
    [0.45, "dm", "dm me (?:for|to|now)"],
    [0.4, "follow", "follow (?:me|my page|my channel|back)|follow for follow"],
    // Round 26: the swap offers written as one word ("follow4follow" folds to followafollow).
    // Not spaced: a "like-for-like sub" is a substitution, and a report quotes "follow for follow".
    [
      0.7,
      "followafollow likealike subasub followforfollow likeforlike subforsub",
      "followafollow|likealike|subasub|followforfollow|likeforlike|subforsub",
    ],
    // Round 26: pirate streams; one cue, which a second (a "dm for") makes a block.
    [0.45, "stream streams", "(?:free |hd )?streams? links?|free (?:hd )?streams?"],
    [0.5, "code", "(?:promo|discount|use|coupon) code"],
    [
      0.45,
      "free",
      "free (?:tickets|money|cash|bitcoin|crypto|iphone|giftcard|gift card|picks|followers|vbucks|robux)",
    ],
    [0.45, "limited act", "limited time|act now|offer ends"],
    [
      0.5,
      "earn make",
      "(?:earn|make) (?:\\d+|money|cash|k) (?:a|per|every) (?:day|week|hour)|(?:earn|make) money (?:fast|from home|online)",
    ],
    [
      0.5,
      "guaranteed lock",
      "guaranteed (?:picks|winners|win|profit|returns)|lock of the (?:day|century) (?:dm|join|link)",
    ],
    [0.45, "join", "join (?:my|our) (?:telegram|discord|whatsapp|group|channel)"],
    [0.4, "link", "link in (?:bio|my bio|profile)"],
    [0.4, "buy", "buy (?:now|cheap|followers|likes)"],
    [0.45, "win", "(?:win|won) (?:a free|an iphone|\\$\\d+|free)"],
    // Round 10: the friendly tip. Each cue is weak alone (below 0.6); two of them block.
    [
      0.45,
      "dm message msg pm text inbox hmu",
      "(?:dm|message|msg|pm|text|inbox|hmu) me (?:quick|asap|now|for (?:details|info|prices|more|the link)|if (?:interested|you want|u want|keen))|(?:dm|pm|hmu|inbox) me$|dm for (?:prices|details|info|(?:the |a )?(?:stream|streams|link|links|tix|tickets))",
    ],
    [
      0.4,
      "sale selling face membership paypal cheap",
      "(?:for sale|selling (?:my |2 |two |4 |four )?(?:tickets|seats|acc|account)|face value plus|below face|no membership needed|paypal (?:friends and family|f f|ff)|cheap (?:tickets|seats|jerseys|kits|streams))",
    ],
    [
      0.45,
      "presale whitelist airdrop token 100x moon",
      "presale|pre sale live|whitelist (?:in|open|spots)|airdrop|token (?:launch|presale)",
    ],
    [0.4, "moon", "(?:going|headed|straight) to the moon"],
    [
      0.45,
      "boost boosting ranked",
      "boost(?:ing)? (?:your|ur|ya) (?:acc|account|rank|ranked|elo)|(?:ranked|gold|plat|platinum|diamond) (?:acc|account)s? (?:for sale|boost)|boosting (?:service|accounts|ranked)",
    ],
    [
      0.4,
      "link see",
      "link (?:in|below in) (?:the )?comments|link below|see how at the link|(?:link|details) in (?:my )?(?:profile|bio)",
    ],
    [0.45, "referral ref invite use", "(?:referral|ref|invite) (?:code|link)|use my (?:code|link)"],
    [0.4, "sign", "sign up (?:with|using|through|via) my"],
    [
      0.4,
      "rates mortgage refinance loan",
      "best rates|low rates|reverse mortgage|refinanc\\w*|payday loan",
    ],
    [0.5, "fixed", "fixed (?:matches|match|games|odds)"],
    [0.45, "vip paid", "(?:join|my) vip (?:picks|tips|group|channel)|paid tips"],
  ]),
};
