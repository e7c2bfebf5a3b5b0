import { Outlet } from "react-router";
import { AppealDecisionNotices } from "@/features/chat/components/appeal-decision-notices";
import { JoinDecisionNotices } from "@/features/custom-teams/components/join-decision-notices";
import {
  SponsorBanner,
  useSponsorBannerPadding,
} from "@/features/premium/components/sponsor-banner";
import { useMembershipUpdates } from "@/features/premium/realtime/use-membership-updates";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Signed-in pages: header, content, footer and, for no tier, free and basic, the sponsor banner. */
export function AppLayout() {
  useMembershipUpdates();
  const bottomPadding = useSponsorBannerPadding();
  return (
    <div
      style={{ paddingBottom: bottomPadding }}
      className="flex min-h-screen flex-col bg-gray-50 text-gray-900 dark:bg-gray-900 dark:text-gray-100"
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-gray-900"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-3 py-6 sm:px-4">
        <Outlet />
      </main>
      <SiteFooter />
      <JoinDecisionNotices />
      <AppealDecisionNotices />
      <SponsorBanner />
    </div>
  );
}
