import { describe, expect, it } from "vitest";
import { moderate } from "./moderate.ts";

const rulesOnly = (text: string) => moderate(text, { model: null });

describe("personal details posted in a room", () => {
  it("blocks a fan's own contact details as spam, and names the detail for staff", () => {
    for (const [text, detail] of [
      [
        "my email is bigbluefan88@gmail.com hit me up for the watch party",
        "bigbluefan88@gmail.com",
      ],
      ["dm me at rangersfan at gmail dot com", "rangersfan at gmail dot com"],
      ["text me at (415) 555-0132 if you want to sell your tickets", "(415) 555-0132"],
      ["my cell is 415.555.0132", "415.555.0132"],
      ["4 1 5 - 5 5 5 - 0 1 7 8 call me", "4 1 5 - 5 5 5 - 0 1 7 8"],
      [
        "call me five five five, zero one nine two, after the game",
        "five five five, zero one nine two",
      ],
      ["whatsapp +44 7700 900123 for the pub meetup", "+44 7700 900123"],
      ["my SSN is 123-45-6789 lol bet I still win the fantasy league", "SSN is 123-45-6789"],
      [
        "card number 4111 1111 1111 1111 exp 09/27, who's buying the jerseys",
        "4111 1111 1111 1111",
      ],
      ["I live at 1420 Maple Ave apt 3B, come watch the game with me", "1420 Maple Ave"],
    ] as const) {
      const result = rulesOnly(text);
      expect(result.decision, text).toBe("block");
      expect(result.labels, text).toEqual(["Spam"]);
      const rules = result.evidence.find((e) => e.source === "rules");
      expect(rules?.matches, text).toContain(detail);
    }
  });

  it("blocks someone else's details as harassment", () => {
    for (const text of [
      "the ref's home address is public record, 2217 Ridgecrest Dr, let's visit",
      "The ump's name is Mark Reyes, lives at 88 Birch Ln, Tempe AZ. go say hi",
      "@devon_c's real name is Devon Carter and he goes to Westview High, 10th grade",
      "his number is 415-555-0178, spam him after every pick",
    ]) {
      const result = rulesOnly(text);
      expect(result.decision, text).toBe("block");
      expect(result.categories, text).toContain("harassment");
    }
  });

  it("leaves scores, stat lines, formations, venues and sports trivia alone", () => {
    for (const text of [
      "final 105-98, Celtics cover the -4.5",
      "box score: 0 1 0 0 2 0 0 0 1 - 4 8 0",
      "he's 23-45 from three this month, 2024-25 was better",
      "4-3-3 tonight, 4-2-3-1 in the second half",
      "tailgate at Gillette, 1 Patriot Pl, gates open at 4",
      "the game is at 200 Main St field, bring a chair",
      "Ochocinco's real name is Chad Johnson, his stock was high in 2006",
      "@jenna_k and @marco_99 you two seeing this?",
      "attendance 68,532 and 1,234,567 viewers on the stream",
      "call the timeout! 2:35 left, down 3",
      "the 1-800 number on the jumbotron ad is hilarious",
      "Michael Jordan wore 23 and 45 and 12 and 9 in the Olympics",
      // Digit runs that pass the card checksum but are not written as cards print them.
      "play 7 920067339442",
      "tags 1 920067339442 and 12 920067339443 in the log",
    ]) {
      expect(rulesOnly(text).decision, text).toBe("allow");
    }
  });
});
