import { describe, expect, it } from "vitest";
import { validateCustomRulePattern } from "./custom-rules.ts";
import { moderate } from "./moderate.ts";
import { buildRule, buildSettings } from "./test-factories.ts";

/** Rule mechanics are tested on the rules alone (`model: null`) where the filter must stay quiet. */
describe("custom rules", () => {
  it("matches a literal pattern case-insensitively and deletes → block", () => {
    const rule = buildRule({ pattern: "Cheap Seats", action: "delete" });
    const result = moderate("cheap seats here", { customRules: [rule] });
    expect(result.decision).toBe("block");
    expect(result.matchedRule).toBe(rule.id);
    expect(result.reason).toBe("Message blocked by content filter: community rule");
  });

  it("applies rules while AI moderation is disabled", () => {
    const rule = buildRule({ pattern: "resale", action: "quarantine" });
    const settings = buildSettings({ enabled: false });
    expect(moderate("ticket resale", { settings, customRules: [rule], model: null }).decision).toBe(
      "quarantine",
    );
  });

  it("catches an obfuscated spelling of a literal pattern", () => {
    const rule = buildRule({ pattern: "scalper", action: "flag" });
    expect(moderate("s c a l p e r", { customRules: [rule] }).decision).toBe("flag");
  });

  it("treats a pattern as a regular expression when wrapped in slashes", () => {
    const rule = buildRule({ pattern: "/tix\\s+for\\s+\\$\\d+/", action: "delete" });
    expect(moderate("tix for $40", { customRules: [rule] }).decision).toBe("block");
    expect(moderate("tix for free", { customRules: [rule], model: null }).decision).toBe("allow");
  });

  it("treats a pattern without slashes literally", () => {
    const rule = buildRule({ pattern: "a.b", action: "flag" });
    expect(moderate("axb", { customRules: [rule], model: null }).decision).toBe("allow");
    expect(moderate("a.b", { customRules: [rule], model: null }).decision).toBe("flag");
  });

  it("refuses catastrophic, invalid and over-long regexes, which then never match", () => {
    expect(validateCustomRulePattern("/(a+)+$/")).toMatch(/too complex/);
    expect(validateCustomRulePattern("/(\\w*x)*/")).toMatch(/too complex/);
    expect(validateCustomRulePattern("/(a)\\1/")).toMatch(/too complex/);
    expect(validateCustomRulePattern("/[unclosed/")).toMatch(/not a valid/);
    expect(validateCustomRulePattern("x".repeat(201))).toMatch(/at most 200/);
    const rule = buildRule({ pattern: "/(a+)+$/", action: "delete" });
    expect(moderate(`${"a".repeat(40)}!`, { customRules: [rule], model: null }).decision).not.toBe(
      "block",
    );
  });

  it("lets the most severe matching rule win", () => {
    const flag = buildRule({ pattern: "tickets", action: "flag" });
    const del = buildRule({ pattern: "cheap", action: "delete" });
    expect(moderate("cheap tickets", { customRules: [flag, del] }).matchedRule).toBe(del.id);
  });

  it("never lowers the filter's own block", () => {
    const rule = buildRule({ pattern: "fuck", action: "flag" });
    expect(moderate("fuck", { customRules: [rule] }).decision).toBe("block");
  });
});

describe("allow-list", () => {
  it("never counts a staff-allowed term", () => {
    expect(moderate("Babcock's hockey school").decision).toBe("allow");
    expect(moderate("Go Titties FC").decision).toBe("block");
    expect(moderate("Go Titties FC", { allowList: ["Titties FC"] }).decision).toBe("allow");
  });

  it("still counts the other words of the message", () => {
    expect(moderate("Titties FC fuck", { allowList: ["Titties FC"] }).decision).toBe("block");
  });
});
