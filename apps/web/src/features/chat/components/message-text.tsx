import { splitMentions } from "@huddle/contracts/mentions";
import { useOptionalViewer } from "@/lib/session/use-optional-viewer";

/**
 * Issue 15 §1: a message's text with its @mentions highlighted; a mention of the viewer stands
 * out more. Text only: nothing in a message becomes markup.
 */
export function MessageText({ text }: { text: string }) {
  const me = useOptionalViewer()?.username.toLowerCase();
  return (
    <p className="whitespace-pre-wrap wrap-anywhere text-sm">
      {splitMentions(text).map((segment, i) =>
        segment.kind === "text" ? (
          segment.text
        ) : (
          <span
            key={i}
            data-mention={segment.username}
            className={
              segment.username.toLowerCase() === me
                ? "rounded bg-amber-200 px-0.5 font-semibold text-amber-950 dark:bg-amber-700 dark:text-amber-50"
                : "rounded bg-sky-100 px-0.5 font-semibold text-sky-900 dark:bg-sky-900 dark:text-sky-100"
            }
          >
            @{segment.username}
          </span>
        ),
      )}
    </p>
  );
}
