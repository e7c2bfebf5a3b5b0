import { z } from "zod";
import {
  PROFILE_MAX_LENGTHS,
  PROFILE_MESSAGES,
  PROFILE_USERNAME_MIN_LENGTH,
  type Profile,
} from "@huddle/contracts/profile";

/** The General tab's form: every field a plain string, checked against spec 000 §5 lengths. */
export const profileFormSchema = z.object({
  displayName: z
    .string()
    .max(PROFILE_MAX_LENGTHS.displayName, { error: PROFILE_MESSAGES.displayNameTooLong }),
  username: z
    .string()
    .trim()
    .min(PROFILE_USERNAME_MIN_LENGTH, { error: PROFILE_MESSAGES.usernameTooShort, abort: true })
    .max(PROFILE_MAX_LENGTHS.username, { error: PROFILE_MESSAGES.usernameTooLong, abort: true })
    .regex(/^[A-Za-z0-9_-]+$/, { error: PROFILE_MESSAGES.usernameFormat }),
  bio: z.string().max(PROFILE_MAX_LENGTHS.bio, { error: PROFILE_MESSAGES.bioTooLong }),
  location: z
    .string()
    .max(PROFILE_MAX_LENGTHS.location, { error: PROFILE_MESSAGES.locationTooLong }),
  favoriteTeam: z
    .string()
    .max(PROFILE_MAX_LENGTHS.favoriteTeam, { error: PROFILE_MESSAGES.favoriteTeamTooLong }),
});
export type ProfileForm = z.infer<typeof profileFormSchema>;

export function profileFormValues(profile: Profile): ProfileForm {
  return {
    displayName: profile.displayName,
    username: profile.username,
    bio: profile.bio,
    location: profile.location,
    favoriteTeam: profile.favoriteTeam,
  };
}

const TIER_LABELS: Record<string, string> = {
  free: "Free",
  basic: "Basic",
  adfree: "Ad-Free",
  pro: "Pro",
  team_owner: "Team Owner",
  league_owner: "League Owner",
  school: "School",
  super_fan: "Super Fan",
  mvp: "MVP",
  champion: "Champion",
  super_vip: "Super VIP",
};

/** spec 000 §3 Profile: free is shown as Free. */
export function membershipTierLabel(tier: string): string {
  return TIER_LABELS[tier] ?? tier;
}
