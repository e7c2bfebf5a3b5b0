import { seesSponsorBanner, SPONSOR_BANNER_PADDING_PX } from "@huddle/contracts/constants";
import { useSession } from "@/lib/session/use-session";
import { useSponsor } from "../api/get-sponsor";

/** Bottom room the page keeps while the banner shows, so nothing hides behind it. */
export function useSponsorBannerPadding(): number {
  const { user } = useSession();
  return seesSponsorBanner(user?.membershipTier) ? SPONSOR_BANNER_PADDING_PX : 0;
}

/**
 * Seed 001 §1 / seed 000 §9: a fixed banner at the bottom for no tier, free and basic, opening the
 * sponsor link in a new tab. It follows the session user's tier, so an upgrade removes it at once.
 */
export function SponsorBanner() {
  const { user } = useSession();
  const shown = seesSponsorBanner(user?.membershipTier);
  const sponsor = useSponsor(shown);
  if (!shown || !sponsor.data) return null;
  return (
    <aside
      aria-label="Sponsor"
      className="fixed inset-x-0 bottom-0 z-30 flex h-[72px] items-center justify-center border-t border-gray-200 bg-white/95 px-4 shadow-lg dark:border-gray-700 dark:bg-gray-800/95"
    >
      <a
        href={sponsor.data.url}
        target="_blank"
        rel="noopener noreferrer sponsored"
        className="text-sm font-semibold text-sky-700 underline-offset-2 hover:underline dark:text-sky-300"
      >
        {sponsor.data.text}
      </a>
    </aside>
  );
}
