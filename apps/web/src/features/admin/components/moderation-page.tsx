import { useDocumentTitle } from "@/lib/use-document-title";
import { MessageModerationTab } from "./messages/message-moderation-tab";
import { ConsoleHeading } from "./shared/console-heading";

/**
 * /moderation (issue 13): the report, message and appeal queues for every staff member. /admin is
 * superadmin only (spec 001 §6), so mods and admins judge here, with the same views; each row
 * offers only what the server allows this viewer (`canOpenModerationPage` guards the route).
 */
export function ModerationPage() {
  useDocumentTitle("Moderation");
  return (
    <div className="space-y-4">
      <ConsoleHeading title="Moderation" />
      <MessageModerationTab />
    </div>
  );
}
