import type { CSSProperties } from "react";
import { Outlet, useLocation } from "react-router";
import { useRoleUpdates } from "@/features/admin/realtime/use-role-updates";
import { AppealDecisionNotices } from "@/features/chat/components/appeal-decision-notices";
import { hasMessageBox, SkipToMessageBox } from "@/features/chat/components/skip-to-message-box";
import { useMuteUpdates } from "@/features/chat/realtime/use-mute-updates";
import { JoinDecisionNotices } from "@/features/custom-teams/components/join-decision-notices";
import {
  SponsorBanner,
  useSponsorBannerInsets,
} from "@/features/premium/components/sponsor-banner";
import { useMembershipUpdates } from "@/features/premium/realtime/use-membership-updates";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { useRetryFailedReadsOnConnect } from "./use-retry-failed-reads";

const skipLinkClass =
  "sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-gray-900";

/** Signed-in pages: header, content, footer and, for no tier, free and basic, the sponsor banner. */
export function AppLayout() {
  useMembershipUpdates();
  useMuteUpdates();
  useRoleUpdates();
  useRetryFailedReadsOnConnect();
  const banner = useSponsorBannerInsets();
  const { pathname } = useLocation();
  // Full-height chats (lib/layout/use-viewport-fill.ts) end right above the sponsor banner.
  const style = { paddingBottom: banner.padding, "--page-bottom-inset": `${banner.height}px` };
  return (
    <div
      style={style as CSSProperties}
      className="flex min-h-screen flex-col bg-gray-50 text-gray-900 dark:bg-gray-900 dark:text-gray-100"
    >
      <a href="#main" className={skipLinkClass}>
        Skip to content
      </a>
      {hasMessageBox(pathname) ? <SkipToMessageBox className={skipLinkClass} /> : null}
      <SiteHeader />
      <main id="main" className="mx-auto w-full min-w-0 max-w-6xl flex-1 px-2 py-3 sm:px-4 sm:py-6">
        <Outlet />
      </main>
      <SiteFooter />
      <JoinDecisionNotices />
      <AppealDecisionNotices />
      <SponsorBanner />
    </div>
  );
}
