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
