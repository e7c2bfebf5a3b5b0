import { describe, expect, it } from "vitest";
import { collapseRepeats, HANDLE_REST, HANDLE_START, normalize, squeeze } from "./normalize.ts";

const tokensOf = (text: string): string[] => normalize(text).tokens;

describe("normalize", () => {
  it("lower-cases and splits on spaces and punctuation", () => {
    expect(tokensOf("Let's GO, Mets!")).toEqual(["lets", "go", "mets"]);
  });

  it("folds full-width and mathematical letters through NFKC", () => {
    expect(tokensOf("ｆｕｃｋ")).toEqual(["fuck"]);
    expect(tokensOf("𝐟𝐮𝐜𝐤")).toEqual(["fuck"]);
  });

  it("folds Cyrillic and Greek look-alikes to Latin letters", () => {
    expect(tokensOf("ѕhіt")).toEqual(["shit"]);
    expect(tokensOf("ΝΙGGΕR")).toEqual(["nigger"]);
    expect(tokensOf("fսck")).toEqual(["fuck"]);
  });

  it("reads the Spanish opening mark as the leet '!' inside a word, and drops it before one", () => {
    expect(tokensOf("sh¡t")).toEqual(["shit"]);
    expect(tokensOf("¡Vamos!")).toEqual(["vamos"]);
  });

  it("folds small capitals (round 27)", () => {
    expect(normalize("ʀᴇᴛᴀʀᴅ ᴍᴏᴠᴇ").tokens).toEqual(["retard", "move"]);
  });

  it("reads an emoji inside a word as a masked letter and a peach ending one as 'ass' (round 27)", () => {
    expect(normalize("f🦆ck sh💩️t dumb🍑").tokens).toEqual(["f*ck", "sh*t", "dumbass"]);
    expect(normalize("touchdown🔥🔥 go 🦆 🍑 cobbler").tokens).toEqual([
      "touchdown",
      "go",
      "cobbler",
    ]);
  });

  it("strips accents", () => {
    expect(tokensOf("fück")).toEqual(["fuck"]);
  });

  it("removes zero-width characters without splitting the word", () => {
    expect(tokensOf("fu\u200bck")).toEqual(["fuck"]);
    expect(tokensOf("sh\u200di\ufefft")).toEqual(["shit"]);
  });

  it("keeps apostrophes inside words so contractions stay one token", () => {
    expect(tokensOf("I'll say you're right")).toEqual(["ill", "say", "youre", "right"]);
  });

  it("folds leetspeak only inside words that contain a letter", () => {
    expect(tokensOf("sh1t $hit a55 b!tch")).toEqual(["shit", "shit", "ass", "bitch"]);
    expect(tokensOf("won 24 to 17 in 2024")).toEqual(["won", "24", "to", "17", "in", "2024"]);
  });

  it("reads no words in a UUID, whose hex groups would fold into leetspeak", () => {
    const id = "550E8400-e29b-4b05-a716-446655440000";
    expect(tokensOf(`game code ${id}, see you there`)).toEqual([
      "game",
      "code",
      "see",
      "you",
      "there",
    ]);
    expect(normalize(`code ${id}`).lower).toBe(`code ${id.toLowerCase()}`);
    // A group alone is still read: only the whole identifier is set aside.
    // Round 28: "6" reads as "g" inside a word ("fa66ots").
    expect(tokensOf("4b05-a716")).toEqual(["abos", "atig"]);
  });

  it("drops trailing exclamation marks instead of reading them as i", () => {
    expect(tokensOf("TOUCHDOWN!!!")).toEqual(["touchdown"]);
  });

  it("merges letters typed with spaces, dots, dashes or underscores", () => {
    for (const text of ["f u c k", "f.u.c.k", "f-u-c-k", "f_u_c_k"]) {
      expect(normalize(text).tokens).toEqual(["fuck"]);
      expect(normalize(text).merged).toEqual([true]);
    }
  });

  it("does not merge one or two single letters", () => {
    expect(tokensOf("a b test")).toEqual(["a", "b", "test"]);
  });

  it("collapses runs of three or more letters to two", () => {
    expect(tokensOf("fuuuuuck GOOOOOAL")).toEqual(["fuuck", "gooal"]);
    expect(collapseRepeats("kkk")).toBe("kkk");
  });

  it("keeps a masked word's asterisks, so its length still says which word it hides", () => {
    expect(tokensOf("what the f*** ref")).toEqual(["what", "the", "f***", "ref"]);
    expect(tokensOf("motherf***er")).toEqual(["motherf***er"]);
  });

  it("squeezes double letters for stretched spellings", () => {
    expect(squeeze("fuuck")).toBe("fuck");
    expect(squeeze("asshole")).toBe("ashole");
  });

  it("keeps a lower-cased NFKC copy without invisible characters for links and rules", () => {
    expect(normalize("Visit WWW.Spam\u200b.com").lower).toBe("visit www.spam.com");
  });
  it("marks the tokens of an @mention as a handle, not of an email address or a short @ spelling", () => {
    const mention = normalize("hey @Kelsey_9, you seeing this?");
    expect(mention.tokens.slice(0, 3)).toEqual(["hey", "akelsey", "9"]);
    expect([...(mention.handle ?? [])]).toEqual([0, HANDLE_START, HANDLE_REST, 0, 0, 0]);
    expect(normalize("write me@example.com").handle).toBeNull();
    expect(normalize("what an @ss").handle).toBeNull();
  });

  it("reads #, % and & inside a word as a mask, and as separators elsewhere", () => {
    expect(normalize("bull$#!t").tokens).toEqual(["bull***t"]);
    expect(normalize("what the f@#k").tokens).toEqual(["what", "the", "f**k"]);
    expect(normalize("#GoBirds team#1 50%off rock & roll").tokens).toEqual([
      "gobirds",
      "team",
      "1",
      "50",
      "off",
      "rock",
      "roll",
    ]);
  });

  it('keeps chat\'s "u r" as two words, merging only the spelled-out letters after it', () => {
    expect(normalize("u r a joke mate").tokens).toEqual(["u", "r", "a", "joke", "mate"]);
    expect(normalize("u r f u c k e d").tokens).toEqual(["u", "r", "fucked"]);
    expect(normalize("f u c k").tokens).toEqual(["fuck"]);
  });

  it("never merges a handle's one-letter parts with spaced-out letters beside it", () => {
    const { tokens, merged, handle } = normalize("f u c k @b_c_d");
    expect(tokens).toEqual(["fuck", "ab", "c", "d"]);
    expect(merged).toEqual([true, false, false, false]);
    expect([...(handle ?? [])]).toEqual([0, HANDLE_START, HANDLE_REST, HANDLE_REST]);
  });
});
