import { HOME_CHAT_REPORT_REASON } from "@huddle/contracts/chat";
import { roomSlug } from "@huddle/contracts/rules/room";
import { ChatPanel } from "@/features/chat/components/chat-panel";
import { HomePage } from "@/features/home/components/home-page";
import { FeaturedScores } from "@/features/sports/components/featured-scores";
import { NavigationPanel } from "@/features/sports/components/navigation-panel";
import { NavigationFollowAction } from "./navigation-follow-action";
import { useDocumentTitle } from "@/lib/use-document-title";

const HOME_NAVIGATION = { homepage: "true" };
const HOME_ROOM = roomSlug({ type: "home" });

/**
 * / (spec 000 §2 Home page): navigation on the left, featured scores in the middle and the
 * 'Messages' home chat beside them. On a phone the chat comes first and the panels follow.
 */
export function HomeRoute() {
  useDocumentTitle("General Chat");
  return (
    <HomePage
      navigation={
        <NavigationPanel
          query={HOME_NAVIGATION}
          renderAction={(button) => <NavigationFollowAction button={button} />}
        />
      }
      scores={<FeaturedScores />}
      chat={
        <ChatPanel
          className="flex-1"
          roomSlug={HOME_ROOM}
          title="Messages"
          fixedReportReason={HOME_CHAT_REPORT_REASON}
        />
      }
    />
  );
}
