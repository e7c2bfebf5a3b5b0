import { describe, expect, it } from "vitest";
import { foldConfusables, isReservedDisplayName, isReservedUsername } from "./reserved-names.ts";

describe("isReservedUsername", () => {
  it.each([
    "Huddle",
    "huddle",
    "HUDDLE",
    "Huddle_Moderator",
    "TheHuddleCrew",
    // The brand is reserved anywhere, even inside a longer word.
    "huddled",
    "Hudd1e",
    "HuddIe",
    "admin",
    "Adm1n",
    "ADMlN",
    "administrator",
    "moderator",
    "M0derat0r",
    "mod",
    "Mod_Squad",
    "m-o-d",
    "rnod",
    "ModSquad",
    "staff",
    "Team_Staff",
    "support",
    "Support-Desk",
    "official",
    "0fficial",
    "OfficialCowboys",
    "adminjoe",
    "joemoderator",
    "superadmin",
    "sysadmin",
    "system",
    "root",
    "аdmin",
  ])("refuses %s", (name) => {
    expect(isReservedUsername(name)).toBe(true);
  });

  it.each([
    "fan_42",
    "badminton_ace",
    "modern_fan",
    "Supporters_Club",
    "moderation_fan",
    "CowboysFan",
    "rooty_tooty",
    "Staffordshire",
  ])("accepts %s", (name) => {
    expect(isReservedUsername(name)).toBe(false);
  });
});

describe("foldConfusables", () => {
  it("folds case, accents, digits and look-alike letters to one spelling", () => {
    expect(foldConfusables("HÜDD1E")).toBe(foldConfusables("huddle"));
    expect(foldConfusables("M0DERAT0R")).toBe(foldConfusables("moderator"));
    expect(foldConfusables("Ι")).toBe(foldConfusables("l"));
  });
});

describe("isReservedDisplayName", () => {
  it.each([
    "Huddle Moderator",
    "Admin",
    "ΗUDDLE",
    "Site Staff",
    "AdminJoe",
    "the mods",
    "Sysadmin",
  ])("reserves %s", (name) => {
    expect(isReservedDisplayName(name)).toBe(true);
  });

  it.each([
    "Root for the Jets",
    "System of a Down fan",
    "Support local teams",
    "Modern Era Hoops",
    "Staffordshire Bull",
  ])("leaves free text with such letters alone: %s", (name) => {
    expect(isReservedDisplayName(name)).toBe(false);
  });
});
