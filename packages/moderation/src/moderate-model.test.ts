import { describe, expect, it } from "vitest";
import { predict } from "./model/classifier.ts";
import { defaultModel } from "./model/load-model.ts";
import { moderate, RULE_CUE_LINE, scoreMessage } from "./moderate.ts";
import { CATEGORY_COUNT, CATEGORY_INDEX } from "./score.ts";
import { buildSettings } from "./test-factories.ts";

/** The committed model beside the rules (model/ in this package; MODEL.md has its figures). */

const SELF_HARM_HINT = "the world would be a better place without you in it";
const FRIENDLY_SPAM = "pro tip: my cousin's betting app gives you 200 free on signup, code GAMEDAY";
/** AI moderation on with the spec defaults: quarantine at 0.6. */
const REVIEW = buildSettings({ enabled: true });

describe("moderate with the trained model", () => {
  it("blocks indirect self-harm encouragement that no listed word catches", () => {
    expect(moderate(SELF_HARM_HINT, { model: null }).decision).toBe("allow");
    const result = moderate(SELF_HARM_HINT);
    expect(result.decision).toBe("block");
    expect(result.categories).toEqual(["harassment"]);
  });

  it("blocks a put-down said to a chatter in a writer's own words, and lets friendly lines to one through", () => {
    // Round 22: our other writers' put-downs, and public lines said to someone, teach toxicity
    // (train/train.ts). The round-21 model let these three through (of ten fresh put-downs, the
    // other seven it blocked).
    for (const text of [
      "congrats on being confidently wrong for the fifth season running, truly inspiring",
      "aww did mummy finally let you use the family computer",
      "sit this one out champ, the adults have got it",
    ]) {
      expect(moderate(text, { model: null }).decision, text).toBe("allow");
      expect(moderate(text).decision, text).toBe("block");
      expect(moderate(text).categories, text).toContain("toxicity");
    }
    for (const text of [
      "you called that comeback before anyone, respect",
      "what are you wearing for the final? i got my lucky scarf",
      "you are insane for staying up for the west coast game lol",
      "bet you a pizza we win by ten",
      "your bullpen is cooked tonight mate",
    ]) {
      expect(moderate(text).decision, text).toBe("allow");
    }
  });

  it("holds it for review instead when the model may not block alone", () => {
    const reviewOnly = { modelMayBlock: false };
    expect(moderate(SELF_HARM_HINT, reviewOnly).decision).toBe("allow");
    expect(moderate(SELF_HARM_HINT, reviewOnly).scores.harassment).toBeLessThan(0.7);
    const result = moderate(SELF_HARM_HINT, { ...reviewOnly, settings: REVIEW });
    expect(result.decision).toBe("quarantine");
    expect(result.categories).toEqual(["harassment"]);
  });

  it("blocks spam that reads like a friendly tip, and flags it when review-only", () => {
    expect(moderate(FRIENDLY_SPAM, { model: null, settings: REVIEW }).decision).toBe("allow");
    const result = moderate(FRIENDLY_SPAM);
    expect(result.decision).toBe("block");
    expect(result.categories).toEqual(["spam"]);
    // Spam's block line (0.6) is the quarantine line: just under it, the model's score flags.
    const reviewOnly = moderate(FRIENDLY_SPAM, { modelMayBlock: false, settings: REVIEW });
    expect(reviewOnly.decision).toBe("flag");
    expect(reviewOnly.categories).toEqual(["spam"]);
  });

  it("never blocks a short everyday question on the model alone", () => {
    // Under five words the model over-reads ordinary phrases: some score over a block line.
    // ("anyone watching the game?" did until round 6, "hide your eyes" until round 7, "send me
    // the link" until round 8's ordinary "send me …" lines.)
    const texts = ["send me the link", "you seeing this?", "Let me in"];
    const loudest = texts.map((text) =>
      Math.max(...Object.values(moderate(text, { modelMayBlock: false }).scores)),
    );
    expect(Math.max(...loudest)).toBeGreaterThan(0.55);
    for (const text of texts) expect(moderate(text).decision, text).toBe("allow");
  });

  it("with AI moderation on, flags a short line the model may not block instead of holding it", () => {
    for (const text of ["you again?", "you too mate", "y'all ready?"]) {
      const loud = Math.max(...Object.values(moderate(text, { modelMayBlock: false }).scores));
      expect(loud, text).toBeGreaterThanOrEqual(REVIEW.quarantineThreshold);
      expect(moderate(text, { settings: REVIEW }).decision, text).toBe("flag");
    }
    // From five words on the model's score still holds a line for review.
    expect(moderate(SELF_HARM_HINT, { modelMayBlock: false, settings: REVIEW }).decision).toBe(
      "quarantine",
    );
  });

  it("blocks a short insult the word lists miss when it holds a charged word", () => {
    // Three or four words with an insult noun (word-classes.ts): the model may block them alone.
    const text = "touch grass nerd";
    expect(moderate(text, { model: null }).decision).toBe("allow");
    expect(moderate(text).decision).toBe("block");
    expect(moderate(text).categories).toEqual(["toxicity"]);
  });

  it("does not charge everyday words that only an insult or a sermon makes loaded", () => {
    // A browser QA pass sent "keyboard msg 1" and was blocked as toxic: "keyboard" and "warrior"
    // were insult nouns of their own (meant as "keyboard warrior"), and "faith" and "saved" were
    // doctrine words, so short lines holding them could be blocked on the model alone.
    for (const text of ["keyboard msg 1", "my keyboard broke", "faith in this coach is gone"]) {
      expect(moderate(text).decision, text).toBe("allow");
    }
    expect(moderate("what a save, he saved it twice").decision).toBe("allow");
  });

  it("reads an @mention as a name: the verdict does not depend on which username it is", () => {
    const handles = ["fan_77db3769", "quiet_562012", "jess_hoops", "kev_07", "Big-Mike"];
    const scored = handles.map((handle) => scoreMessage(`@${handle} look at this`));
    expect(scored[0]?.modelTokens).toEqual(["_", "look", "at", "this"]);
    for (const { model } of scored) expect(model).toEqual(scored[0]?.model);
    for (const handle of handles)
      expect(moderate(`@${handle} look at this`).decision).toBe("allow");
  });

  it("never blocks a one- or two-word message on the model alone", () => {
    // "Message 1" scores over spam's block line: too few words for the model to judge.
    expect(moderate("Message 1", { modelMayBlock: false }).scores.spam).toBeGreaterThan(0.55);
    expect(moderate("Message 1").decision).toBe("allow");
    expect(moderate("Message 1", { settings: REVIEW }).decision).not.toBe("block");
  });

  it("keeps trash talk, violent sports verbs, names and religious team names allowed", () => {
    const options = { settings: REVIEW };
    for (const text of [
      "we killed them last night",
      "who dat! saints gonna win it all",
      "mvp vote should go to jokic, no question",
      "dick vitale on the call tonight baby!",
      "your defense is trash and you know it",
      "padres in 6",
    ]) {
      expect(moderate(text, options).decision, text).toBe("allow");
    }
  });

  it("lets a weak rule cue lower the probability the model needs", () => {
    // Several lines with a weak political cue, so a retrained model that moves one of them
    // over its threshold (or far under) still leaves lines the rule is about.
    const candidates = [
      "the new tax law from congress is a mess honestly",
      "the new law from congress about nil is a mess",
      "congress passed something about sports betting",
      "the election for the stadium deal is a mess",
      "the senate hearing on nil was a circus",
      "the senate vote on the stadium is tomorrow",
      "the senate is looking at college sports pay",
    ];
    const politics = CATEGORY_INDEX.politics;
    const model = defaultModel();
    const threshold = model.meta.thresholds[politics] as number;
    const underThreshold = candidates.filter((text) => {
      const rulesOnly = scoreMessage(text, { model: null });
      const probabilities = new Float64Array(CATEGORY_COUNT);
      predict(model, rulesOnly.modelTokens, probabilities);
      return (
        (rulesOnly.rules[politics] as number) >= RULE_CUE_LINE &&
        moderate(text, { model: null }).decision === "allow" &&
        (probabilities[politics] as number) < threshold
      );
    });
    expect(underThreshold.length).toBeGreaterThan(0);
    // Neither the rules nor the model alone would block these; together some of them do.
    const blocked = underThreshold.filter((text) => {
      const result = moderate(text);
      return result.decision === "block" && result.categories.includes("politics");
    });
    expect(blocked.length).toBeGreaterThan(0);
  });

  it("lets the staff threshold steer the model's score", () => {
    const lenient = buildSettings();
    lenient.categories.harassment.threshold = 1;
    expect(moderate(SELF_HARM_HINT, { settings: lenient }).decision).toBe("allow");
    const review = buildSettings({ enabled: true, quarantineThreshold: 0.6 });
    review.categories.harassment.threshold = 1;
    expect(moderate(SELF_HARM_HINT, { settings: review }).decision).toBe("quarantine");
  });

  it("records the rules' words and the model's n-grams as evidence", () => {
    const result = moderate("send nudes");
    expect(result.categories).toEqual(["sexual_content"]);
    const rules = result.evidence.find((e) => e.source === "rules");
    expect(rules).toMatchObject({ category: "sexual_content" });
    expect(rules?.matches).toContain("send nudes");
    const model = result.evidence.find((e) => e.source === "model");
    expect(model?.matches.length).toBeGreaterThan(0);
    // An n-gram of the message, or a word class standing for one of its words ("<sexual_act>").
    for (const gram of model?.matches ?? [])
      expect("send nudes").toContain(gram.replace(/ ?<[a-z_]+> ?/g, ""));
    expect(model?.matches.some((gram) => gram.startsWith("<"))).toBe(true);
  });

  it("leaves profanity to the word lists, so mild words stay allowed", () => {
    expect(moderate("damn that was close").decision).toBe("allow");
    expect(moderate("fuck the yankees").evidence.map((e) => e.source)).toEqual(["rules"]);
  });

  it("names the model's n-grams when only the model caught it", () => {
    const [evidence] = moderate(SELF_HARM_HINT, { settings: REVIEW }).evidence;
    expect(evidence).toMatchObject({ category: "harassment", source: "model" });
    expect(evidence?.matches.length).toBeGreaterThan(0);
  });

  it("records no evidence for an allowed message", () => {
    expect(moderate("great catch").evidence).toEqual([]);
  });
});
