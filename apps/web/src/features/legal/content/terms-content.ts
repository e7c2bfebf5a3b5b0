import type { LegalSection } from "./legal-section";

/** spec 001 §1: sports-only topics, banned content, moderation, payments, no selling of data. */
export const TERMS_SECTIONS: LegalSection[] = [
  {
    heading: "1. About Huddle",
    paragraphs: [
      "Huddle is a family-friendly chat community for sports fans. By creating an account or using Huddle you agree to these Terms of Service and to our Community Guidelines.",
      "You must provide accurate registration details and keep your password private. You are responsible for everything posted from your account.",
    ],
  },
  {
    heading: "2. Sports-only conversation",
    paragraphs: [
      "Every room on Huddle is about sports: games, scores, teams, players, leagues, drafts, trades, fantasy sports and fan culture. Messages that are not about sports may be removed even when they are otherwise harmless.",
    ],
  },
  {
    heading: "3. Banned content",
    paragraphs: [
      "The following are not allowed anywhere on Huddle, including usernames, profiles, team names and descriptions:",
    ],
    list: [
      "Politics, political campaigns and political debate",
      "Religion and religious debate",
      "Hate speech, slurs and attacks on people for who they are",
      "Spam, advertising, scams and repeated or automated posting",
      "Harassment, threats, personal attacks and sharing someone's private information",
      "Sexual or graphic content and content that is unsuitable for children",
    ],
  },
  {
    heading: "4. Moderation",
    paragraphs: [
      "Messages are checked by word filters and automated screening before other fans see them. A message that the filter blocks is not posted; you may appeal it, and a moderator reviews each appeal.",
      "Moderators may remove messages and mute or suspend accounts, including the account of a custom team's owner whose team breaks these terms. Repeated false appeals may lead to restrictions.",
    ],
  },
  {
    heading: "5. Custom teams and rooms",
    paragraphs: [
      "Members may create custom teams and games. Team owners and admins are responsible for keeping their rooms within these terms, and may approve, mute, block or remove members.",
    ],
  },
  {
    heading: "6. Premium memberships and payments",
    paragraphs: [
      "Paid memberships renew each billing period until you cancel. Payments are handled by a card payment provider; Huddle never sees or stores your full card number.",
      "When you cancel, your membership stays active until the end of the current billing period.",
    ],
  },
  {
    heading: "7. Your data",
    paragraphs: [
      "We use your data only to run Huddle, as described in our Privacy Policy. We do not sell your data.",
    ],
  },
  {
    heading: "8. Changes and contact",
    paragraphs: [
      "We may update these terms; the date at the top of this page shows the latest version. Continuing to use Huddle after a change means you accept the updated terms.",
    ],
  },
];
