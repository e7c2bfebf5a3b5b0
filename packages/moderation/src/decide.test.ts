import { describe, expect, it } from "vitest";
import { FLAG_LINE } from "./decide.ts";
import { moderate } from "./moderate.ts";
import { buildSettings } from "./test-factories.ts";

/**
 * Scores used below, from the lexicons: "you suck" harassment 0.45; "ass" profanity 0.6. The
 * decision arithmetic is tested on the rules alone (`model: null`): the model's own scores move
 * with every retraining.
 */
const RUDE = "you suck";
const MILD = "kick their ass";
const RULES_ONLY = { model: null } as const;

describe("decision rules", () => {
  it("blocks at the threshold even when AI moderation is disabled", () => {
    expect(moderate("fuck", { settings: buildSettings({ enabled: false }) }).decision).toBe(
      "block",
    );
  });

  it("only allows or blocks while AI moderation is disabled", () => {
    expect(moderate(RUDE, RULES_ONLY).decision).toBe("allow");
    expect(moderate(MILD, RULES_ONLY).decision).toBe("allow");
  });

  it("flags a notable score when AI moderation is enabled", () => {
    const result = moderate(RUDE, { settings: buildSettings({ enabled: true }), ...RULES_ONLY });
    expect(result.scores.harassment).toBeGreaterThanOrEqual(FLAG_LINE);
    expect(result.decision).toBe("flag");
    expect(result.categories).toEqual(["harassment"]);
    expect(result.reason).toBe("Message flagged for moderators: Harassment");
  });

  it("quarantines at the quarantine threshold when enabled", () => {
    const result = moderate(MILD, { settings: buildSettings({ enabled: true }), ...RULES_ONLY });
    expect(result.decision).toBe("quarantine");
    expect(result.labels).toEqual(["Offensive Language"]);
  });

  it("flags instead of quarantining when quarantine is off", () => {
    const settings = buildSettings({ enabled: true, quarantineEnabled: false });
    expect(moderate(MILD, { settings, ...RULES_ONLY }).decision).toBe("flag");
  });

  it("auto-deletes at the auto-delete threshold when enabled", () => {
    const settings = buildSettings({ enabled: true, autoDelete: true, autoDeleteThreshold: 0.5 });
    expect(moderate(MILD, { settings, ...RULES_ONLY }).decision).toBe("block");
  });

  it("uses the configured category threshold for the always-on block", () => {
    const settings = buildSettings();
    settings.categories.profanity.threshold = 0.5;
    expect(moderate(MILD, { settings, ...RULES_ONLY }).decision).toBe("block");
  });

  it("drops a disabled category from the soft actions only", () => {
    const settings = buildSettings({ enabled: true });
    settings.categories.profanity.enabled = false;
    expect(moderate(MILD, { settings, ...RULES_ONLY }).decision).toBe("allow");
    expect(moderate("fuck", { settings }).decision).toBe("block");
  });

  it("allows clean messages in every mode", () => {
    const settings = buildSettings({ enabled: true, autoDelete: true });
    expect(moderate("Great catch!", { settings }).decision).toBe("allow");
  });
});
