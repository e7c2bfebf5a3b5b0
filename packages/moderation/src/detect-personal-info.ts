import type { RawMark } from "./detect-raw-marks.ts";
import { addEvidence, CATEGORY_INDEX, type Scores } from "./score.ts";

/**
 * Personal details posted in a public room, which children read too: a phone number, an email
 * address, a home address, a social security number, a payment card, or enough about a person to
 * find them. A fan's own details block as spam (a stranger may contact them off the platform,
 * which is how scams and grooming start); someone else's as harassment (doxxing). The spec's
 * labels have no "personal information" (docs/moderation.md, "Personal details").
 *
 * Every rule here reads shapes a game's talk does not make: scores, records and stat lines have
 * no area code, "@" is a mention only before a name, and a street address counts only beside
 * words that say someone lives there, so a stadium's address or a game's place passes.
 */

const SPAM = CATEGORY_INDEX.spam;
const HARASSMENT = CATEGORY_INDEX.harassment;

/** Block lines are 0.6 (spam) and 0.7 (harassment): one detail blocks on its own. */
const OWN_DETAIL_WEIGHT = 0.75;
const SOMEONE_ELSES_DETAIL_WEIGHT = 0.8;

const EMAIL = /[a-z0-9][a-z0-9._%+-]*@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\b/iu;
/** "name at gmail dot com": the spelling that dodges an email filter. */
const SPELLED_EMAIL =
  /\b[a-z0-9._-]{3,}\s*(?:@|\[at\]|\(at\)|\bat\b)\s*(?:gmail|g mail|yahoo|hotmail|outlook|icloud|aol|proton(?:mail)?|live|msn)\s*(?:\.|\bdot\b|\[dot\]|\(dot\))\s*(?:com|net|org|me|co)\b/iu;
/** (415) 555-0132, 415-555-0132, 415.555.0132, +44 7700 900123. */
const PHONE =
  /(?:\(\d{3}\)\s?\d{3}[\s.-]\d{4}|\b\d{3}[.-]\d{3}[.-]\d{4}\b|\+\d{1,3}(?:[\s.-]?\d){8,12}\b)/u;
/** Ten or more digits with at most a few separators between them: "4 1 5 - 5 5 5 - 0 1 7 8". */
const DIGIT_RUN = /\d(?:[\s.()-]{0,3}\d){9,}/gu;
const NUMBER_WORD = "(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)";
const SPELLED_PHONE = new RegExp(`\\b${NUMBER_WORD}(?:[\\s,.-]+${NUMBER_WORD}){6,}\\b`, "iu");
/**
 * Words that ask to be contacted: a run of digits beside them is a phone number. Phrases, not
 * bare "text" or "number": "message text 1733150000000" is a test's timestamp.
 */
const CONTACT_CUE =
  /\b(?:call me|call us|text me|txt me|ring me|dial me|reach me|contact me|hit me up|hmu|my (?:number|cell|phone|digits)|(?:number|cell|phone) is|whats ?app|signal me|telegram me)\b/iu;
const SSN =
  /\b(?:ssn|social security(?: number)?)\b[^\d]{0,20}\d{3}[\s-]?\d{2}[\s-]?\d{4}\b|\b\d{3}-\d{2}-\d{4}\b/iu;
/**
 * A card number as cards print it: 13-19 digits in one run, in fours ("4111 1111 1111 1111") or
 * as Amex groups them (4-6-5), starting as issuers' numbers do (2-6). Not any digit run that
 * happens to pass Luhn, as one in ten do ("play 7 920067339442" did).
 */
const CARD_CANDIDATE =
  /\b[2-6]\d{12,18}\b|\b[2-6]\d{3}(?:[ -]\d{4}){2}[ -]\d{1,7}\b|\b3\d{3}[ -]\d{6}[ -]\d{5}\b/gu;
const STREET_SUFFIX =
  "(?:st|street|ave|avenue|dr|drive|ln|lane|rd|road|blvd|boulevard|ct|court|pl|place|ter|terrace|cir|circle|pkwy|parkway|hwy|highway|trl|trail|way)";
const STREET_ADDRESS = new RegExp(
  `\\b\\d{1,5}\\s+(?:[nsew]\\.?\\s+)?(?:[a-z]+\\s+){1,3}${STREET_SUFFIX}\\b\\.?`,
  "iu",
);
/** Someone says where they themselves live. */
const OWN_HOME =
  /\b(?:i live|i'm at|im at|my (?:address|place|house|apartment|apt)|come (?:over|by))\b/iu;
/** Someone says where another person lives, or sends people there. */
const SOMEONE_ELSES_HOME =
  /\b(?:lives|living|stays) (?:at|on)\b|\b(?:his|her|their|the \w+'s|\w+'s) (?:home |house |real )?(?:address|house|place|crib)\b|\bhome address\b|\b(?:go|let's|lets|pay (?:him|her|them) a) (?:say hi|visit|pay a visit|knock)\b/iu;
/** A person's real identity tied to where they can be found. */
const REAL_NAME = /\b(?:real|full|legal) name is\b/iu;
const WHERE_FOUND =
  /\b(?:goes to|attends|works at|works for|lives in|lives on|lives at)\b|\b\d{1,2}(?:st|nd|rd|th) grade\b|\b(?:high|middle|elementary) school\b/iu;
/** A named school, capitalised as names are: "Westview High", not "his stock is high". */
const NAMED_SCHOOL = /\b[A-Z][a-z]+ (?:High|Middle|Elementary)\b/u;
/** Another person's number or email, or asking others to use it. */
const SOMEONE_ELSES_CONTACT =
  /\b(?:his|her|their|the \w+'s|\w+'s) (?:number|phone|cell|email|e-mail)\b|\b(?:call|text|spam|blow up) (?:him|her|them)\b/iu;

/** The Luhn checksum every payment card number passes (and most digit runs fail). */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function findCard(text: string): string | null {
  for (const match of text.matchAll(CARD_CANDIDATE)) {
    const digits = match[0].replace(/\D/g, "");
    if (digits.length >= 13 && passesLuhn(digits)) return match[0];
  }
  return null;
}

/** A phone number as written, or a long run of digits where the message asks to be contacted. */
function findPhone(text: string): string | null {
  const formatted = PHONE.exec(text);
  if (formatted !== null) return formatted[0];
  if (!CONTACT_CUE.test(text)) return null;
  const spelled = SPELLED_PHONE.exec(text);
  if (spelled !== null) return spelled[0];
  for (const run of text.matchAll(DIGIT_RUN)) {
    const digits = run[0].replace(/\D/g, "").length;
    // One unbroken block is a phone number only at a phone number's length; a longer one is an
    // id or a timestamp. Broken up ("4 1 5 - 5 5 5 …"), it is spelled to dodge a filter.
    const unbroken = digits === run[0].length;
    if (unbroken ? digits === 10 || digits === 11 : digits >= 10 && digits <= 15) return run[0];
  }
  return null;
}

function findContactDetail(text: string): string | null {
  return (
    EMAIL.exec(text)?.[0] ??
    SPELLED_EMAIL.exec(text)?.[0] ??
    SSN.exec(text)?.[0] ??
    findCard(text) ??
    findPhone(text)
  );
}

function findHomeOrIdentity(text: string): { match: string; someoneElse: boolean } | null {
  const address = STREET_ADDRESS.exec(text);
  if (address !== null) {
    if (SOMEONE_ELSES_HOME.test(text)) return { match: address[0], someoneElse: true };
    if (OWN_HOME.test(text)) return { match: address[0], someoneElse: false };
  }
  const realName = REAL_NAME.exec(text);
  const whereFound = realName === null ? null : (WHERE_FOUND.exec(text) ?? NAMED_SCHOOL.exec(text));
  if (realName !== null && whereFound !== null) {
    return { match: `${realName[0]} … ${whereFound[0]}`, someoneElse: true };
  }
  return null;
}

/**
 * Digits, "@", "name is", a mail provider or a number word: every detail above needs one, and
 * most messages have none.
 */
const GATE =
  /[\d@]|name is|\b(?:gmail|g mail|yahoo|hotmail|outlook|icloud|aol|proton(?:mail)?|zero|oh|one|two|five|nine)\b/iu;

export function scanPersonalInfo(text: string, scores: Scores): RawMark[] {
  if (!GATE.test(text)) return [];
  const contact = findContactDetail(text);
  if (contact !== null) {
    const someoneElse = SOMEONE_ELSES_CONTACT.test(text);
    const category = someoneElse ? HARASSMENT : SPAM;
    addEvidence(scores, category, someoneElse ? SOMEONE_ELSES_DETAIL_WEIGHT : OWN_DETAIL_WEIGHT);
    return [{ category, match: contact }];
  }
  const home = findHomeOrIdentity(text);
  if (home === null) return [];
  const category = home.someoneElse ? HARASSMENT : SPAM;
  addEvidence(scores, category, home.someoneElse ? SOMEONE_ELSES_DETAIL_WEIGHT : OWN_DETAIL_WEIGHT);
  return [{ category, match: home.match }];
}
