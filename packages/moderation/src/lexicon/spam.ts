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
  },
  phrases: phrases("spam", [
    [0.5, "click", "click (?:here|the link|my link|link in bio|now)"],
    [0.45, "check", "check out my (?:channel|page|profile|stream|store|shop|site|link|onlyfans)"],
    [0.45, "dm", "dm me (?:for|to|now)"],
    [0.4, "follow", "follow (?:me|my page|my channel|back)|follow for follow"],
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
  ]),
};
