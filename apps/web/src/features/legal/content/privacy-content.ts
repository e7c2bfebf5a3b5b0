import type { LegalSection } from "./legal-section";

/** spec 001 §1: the privacy page states what we keep, moderation screening, payments, no selling. */
export const PRIVACY_SECTIONS: LegalSection[] = [
  {
    heading: "1. What we collect",
    paragraphs: ["To run a sports-only chat community we keep only what we need:"],
    list: [
      "Account details: username, email address and a securely hashed password",
      "Profile details you choose to add, such as a display name, bio, location and favorite team",
      "Messages you post, the rooms you join and the teams, leagues and fans you follow",
      "Technical data such as sign-in times and device information for push notifications",
    ],
  },
  {
    heading: "2. How we use it",
    paragraphs: [
      "We use your data to sign you in, show your messages in sports rooms, deliver the notifications you ask for and keep the community safe.",
    ],
  },
  {
    heading: "3. Moderation and automated screening",
    paragraphs: [
      "To keep Huddle sports-only and family friendly, every message is checked by word filters and automated screening for banned content such as politics, religion, hate speech and spam. Moderators can see blocked messages, reports and appeals.",
    ],
  },
  {
    heading: "4. Payments",
    paragraphs: [
      "Premium memberships are paid through a card payment provider. Your card details go directly to that provider; we keep only the plan, its status and billing dates.",
    ],
  },
  {
    heading: "5. We do not sell your data",
    paragraphs: [
      "We do not sell your data, and we do not share it with advertisers. Sponsor banners shown to free members are not targeted with your personal data.",
    ],
  },
  {
    heading: "6. Your choices",
    paragraphs: [
      "You control whether your email and location are shown on your public profile, and which notifications you receive. You may ask us to export or delete your account at any time by contacting support.",
    ],
  },
  {
    heading: "7. Security and retention",
    paragraphs: [
      "Passwords are stored only as strong one-way hashes and sessions can be ended by signing out or resetting your password. We keep data only as long as your account exists or the law requires.",
    ],
  },
];
