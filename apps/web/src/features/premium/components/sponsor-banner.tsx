import { useEffect, useSyncExternalStore } from "react";
import {
  seesSponsorBanner,
  SPONSOR_BANNER_CHECK_MS,
  SPONSOR_BANNER_PADDING_PX,
} from "@huddle/contracts/constants";
import { focusRing } from "@/components/ui/styles";
import { onMessageSent } from "@/lib/activity/sent-messages";
import { useSession } from "@/lib/session/use-session";
import { useSponsor } from "../api/get-sponsor";
import { PREMIUM_TEXT } from "../premium-text";
import { sponsorSchedule } from "../utils/sponsor-schedule";

/** A signed-in user sees ads (no tier, free, basic) and the schedule says the banner is up. */
function useSponsorBannerVisible(): { sponsored: boolean; visible: boolean } {
  const { user } = useSession();
  const sponsored = Boolean(user) && seesSponsorBanner(user?.membershipTier);
  const scheduled = useSyncExternalStore(sponsorSchedule.subscribe, sponsorSchedule.isVisible);
  return { sponsored, visible: sponsored && scheduled };
}

/** The banner's own height (its `h-[72px]`). */
const SPONSOR_BANNER_HEIGHT_PX = 72;

/**
 * While the banner shows: the page's bottom padding (seed 000 §9: 100 px, so nothing scrolls
 * out of reach behind it) and the banner's height, where a full-height chat ends — the other
 * 28 px are worth a message row on a small phone.
 */
export function useSponsorBannerInsets(): { padding: number; height: number } {
  return useSponsorBannerVisible().visible
    ? { padding: SPONSOR_BANNER_PADDING_PX, height: SPONSOR_BANNER_HEIGHT_PX }
    : { padding: 0, height: 0 };
}

/** Seed 000 §9: count sent messages and check every 60 s whether the ad is due again. */
function useSponsorSchedule(sponsored: boolean): void {
  useEffect(() => {
    if (!sponsored) return;
    sponsorSchedule.check(Date.now());
    const timer = window.setInterval(
      () => sponsorSchedule.check(Date.now()),
      SPONSOR_BANNER_CHECK_MS,
    );
    const stopCounting = onMessageSent(sponsorSchedule.countSentMessage);
    return () => {
      window.clearInterval(timer);
      stopCounting();
    };
  }, [sponsored]);
}

/**
 * Seed 001 §1 / seed 000 §9: a fixed banner at the bottom for no tier, free and basic, opening the
 * sponsor link in a new tab, on the §9 schedule. It follows the session user's tier, so an upgrade
 * removes it at once.
 */
/**
 * While the banner is up, the page scrolls a focused control out from under it: a control in the
 * bottom 72 px is inside the viewport, so without this no browser scrolls to it (WCAG 2.4.11).
 * 16 px more keeps a focus ring clear of the banner's edge.
 */
function useScrollPaddingAboveBanner(shown: boolean): void {
  useEffect(() => {
    if (!shown) return;
    const root = document.documentElement;
    root.style.scrollPaddingBottom = `${SPONSOR_BANNER_HEIGHT_PX + 16}px`;
    return () => {
      root.style.scrollPaddingBottom = "";
    };
  }, [shown]);
}

export function SponsorBanner() {
  const { sponsored, visible } = useSponsorBannerVisible();
  useSponsorSchedule(sponsored);
  const sponsor = useSponsor(visible);
  const shown = visible && Boolean(sponsor.data);
  useScrollPaddingAboveBanner(shown);
  if (!shown || !sponsor.data) return null;
  return (
    <aside
      aria-label="Sponsor"
      // The right padding keeps the close button (absolute, 44 px) off the text on a phone.
      className="fixed inset-x-0 bottom-0 z-30 flex h-[72px] items-center justify-center gap-4 border-t border-gray-200 bg-white pl-4 pr-14 shadow-lg dark:border-gray-700 dark:bg-gray-800"
    >
      <a
        href={sponsor.data.url}
        target="_blank"
        rel="noopener noreferrer sponsored"
        className={`min-w-0 text-center text-sm font-semibold text-sky-700 underline-offset-2 hover:underline dark:text-sky-300 ${focusRing}`}
      >
        {sponsor.data.text}
      </a>
      <button
        type="button"
        aria-label={PREMIUM_TEXT.closeSponsor}
        onClick={() => sponsorSchedule.close(Date.now())}
        className={`absolute right-2 inline-flex h-11 w-11 items-center justify-center rounded text-lg leading-none text-gray-500 hover:bg-gray-100 dark:text-gray-400 dark:hover:bg-gray-700 ${focusRing}`}
      >
        ×
      </button>
    </aside>
  );
}
