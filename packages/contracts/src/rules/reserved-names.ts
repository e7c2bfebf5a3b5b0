/**
 * Usernames (and, with fewer words, display names) a fan may not take because they would pass
 * for Huddle itself (the author of score messages) or for its staff (docs/decisions.md, Accounts). Names are compared after folding
 * look-alikes, so `Hudd1e`, `M0derator` or a Cyrillic `аdmin` are caught too. Shared by the
 * server (register, rename, availability) and the web forms.
 */

/** Reserved wherever it appears in a name: the brand. */
const BRAND_WORDS = ["huddle"];
/**
 * Staff titles, reserved as a whole name or as one word of it ("Huddle Moderator", "Site Staff")
 * in usernames and display names alike.
 */
const STAFF_TITLES = [
  "admin",
  "administrator",
  "moderator",
  "mod",
  "mods",
  "staff",
  "sysadmin",
  "superadmin",
];
/**
 * Reserved in usernames only (`TeamSupport`, `root`): a display name is free text, where these
 * are everyday words ("Root for the Jets", "System of a Down fan", "Support local teams").
 */
const USERNAME_ONLY_WORDS = ["support", "official", "system", "root", "helpdesk"];
/** Reserved at the start or end of a name written without separators (`adminjoe`, `joemoderator`). */
const STAFF_AFFIXES = ["admin", "moderator", "official"];

/** Characters that read as another one; digits and symbols as the letters they imitate. */
const LOOK_ALIKES: Record<string, string> = {
  "0": "o",
  "1": "l",
  i: "l",
  "|": "l",
  "!": "l",
  "2": "z",
  "3": "e",
  "4": "a",
  "@": "a",
  "5": "s",
  $: "s",
  "7": "t",
  "8": "b",
  "9": "g",
  // Cyrillic and Greek letters drawn like Latin ones.
  а: "a",
  в: "b",
  е: "e",
  к: "k",
  м: "m",
  н: "h",
  о: "o",
  р: "p",
  с: "c",
  т: "t",
  у: "y",
  х: "x",
  і: "l",
  ј: "j",
  ѕ: "s",
  ԁ: "d",
  α: "a",
  β: "b",
  ε: "e",
  ι: "l",
  κ: "k",
  ν: "v",
  ο: "o",
  ρ: "p",
  τ: "t",
  υ: "u",
  χ: "x",
};

/**
 * Greek and Cyrillic capitals drawn like Latin ones whose lower case is not (`Η` is an H, `η`
 * an n): mapped before lower-casing.
 */
const CAPITAL_LOOK_ALIKES: Record<string, string> = {
  Α: "a",
  Β: "b",
  Ε: "e",
  Ζ: "z",
  Η: "h",
  Ι: "l",
  Κ: "k",
  Μ: "m",
  Ν: "n",
  Ο: "o",
  Ρ: "p",
  Τ: "t",
  Υ: "y",
  Χ: "x",
  А: "a",
  В: "b",
  Е: "e",
  К: "k",
  М: "m",
  Н: "h",
  О: "o",
  Р: "p",
  С: "c",
  Т: "t",
  Х: "x",
};

/** Lower-cases, strips accents and maps look-alikes, so equal-looking names fold equal. */
export function foldConfusables(text: string): string {
  const plain = [...text.normalize("NFKD").replace(/\p{M}+/gu, "")]
    .map((ch) => CAPITAL_LOOK_ALIKES[ch] ?? ch)
    .join("")
    .toLowerCase();
  return [...plain]
    .map((ch) => LOOK_ALIKES[ch] ?? ch)
    .join("")
    .replace(/rn/g, "m")
    .replace(/vv/g, "w");
}

const foldWord = (word: string) => foldConfusables(word).replace(/[^a-z]/g, "");
const BRAND = BRAND_WORDS.map(foldWord);
const USERNAME_STAFF = new Set([...STAFF_TITLES, ...USERNAME_ONLY_WORDS].map(foldWord));
const DISPLAY_STAFF = new Set(STAFF_TITLES.map(foldWord));
const AFFIXES = STAFF_AFFIXES.map(foldWord);

/** The words of a name: split at separators and where a lower-case letter meets a capital. */
function words(name: string): string[] {
  return name
    .split(/[^\p{L}\p{N}|!@$]+|(?<=[\p{Ll}\p{N}])(?=\p{Lu})/u)
    .map(foldWord)
    .filter(Boolean);
}

/**
 * True when `name` holds the brand anywhere, one of `staffWords` as the whole name or one of its
 * words, or a staff title run into it (`adminjoe`, `joemoderator`), look-alikes folded.
 */
function passesForHuddle(name: string, staffWords: ReadonlySet<string>): boolean {
  const joined = foldWord(name);
  if (!joined) return false;
  if (BRAND.some((brand) => joined.includes(brand))) return true;
  if (staffWords.has(joined) || words(name).some((word) => staffWords.has(word))) return true;
  return AFFIXES.some((affix) => joined.startsWith(affix) || joined.endsWith(affix));
}

/** True when `name` is Huddle's or looks like a staff name once look-alikes are folded. */
export const isReservedUsername = (name: string): boolean => passesForHuddle(name, USERNAME_STAFF);

/**
 * True when a display name passes for Huddle or its staff, with fewer words than a username
 * (USERNAME_ONLY_WORDS stay free). Staff themselves may use such names (profile service).
 */
export const isReservedDisplayName = (name: string): boolean =>
  passesForHuddle(name, DISPLAY_STAFF);
