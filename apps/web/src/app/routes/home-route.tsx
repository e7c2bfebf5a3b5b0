import { Link } from "react-router";
import { HOME_CHAT_REPORT_REASON } from "@huddle/contracts/chat";
import { ChatPanel } from "@/features/chat/components/chat-panel";
import { HomePage } from "@/features/home/components/home-page";
import { focusRing } from "@/components/ui/styles";
import { PanelPlaceholder } from "./panel-placeholder";

/**
 * / (spec 000 §2 Home page): navigation on the left, featured scores in the middle and the
 * 'Messages' home chat beside them. Navigation and scores are placeholders until sports lands.
 */
export function HomeRoute() {
  return (
    <HomePage
      navigation={
        <PanelPlaceholder label="Navigation" text="No navigation available">
          <Link
            to="/room"
            className={`inline-flex rounded-md bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800 ${focusRing}`}
          >
            Home
          </Link>
        </PanelPlaceholder>
      }
      scores={<PanelPlaceholder label="Featured Scores" text="No games available" />}
      chat={
        <ChatPanel roomSlug="home" title="Messages" fixedReportReason={HOME_CHAT_REPORT_REASON} />
      }
    />
  );
}
