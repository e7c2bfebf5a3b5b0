import { PROFILE_TEXT_LABELS, type ProfileTextField } from "@huddle/contracts/profile";
import type { PublicTextScreen } from "../chat/public-text-screen.ts";

export type ProfileTexts = Partial<Record<ProfileTextField, string | null | undefined>>;

/**
 * Profile texts (username, display name, bio, location, the favorite team shown as flair on every
 * message) are public texts: screened like chat messages, refused rather than held.
 */
export function createProfileTextFilter(screenTexts: PublicTextScreen) {
  return ({ username, ...others }: ProfileTexts): Promise<void> =>
    screenTexts(PROFILE_TEXT_LABELS, {
      ...others,
      username: username ? usernameAsWords(username) : username,
    });
}

export type ProfileTextFilter = ReturnType<typeof createProfileTextFilter>;

/** `Kill_Yourself` and `KillYourself` read as the words they spell. */
function usernameAsWords(username: string): string {
  return username.replace(/[_-]+/g, " ").replace(/([a-z0-9])([A-Z])/g, "$1 $2");
}
