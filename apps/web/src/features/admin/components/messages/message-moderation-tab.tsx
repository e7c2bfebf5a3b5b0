import { useSearchParams } from "react-router";
import { focusRing } from "@/components/ui/styles";
import { AppealsView } from "./appeals-view";
import { MessageListView } from "./message-list-view";

const VIEWS = [
  { id: "reported", label: "Reported" },
  { id: "all", label: "All messages" },
  { id: "appeals", label: "Appeals" },
] as const;
type View = (typeof VIEWS)[number]["id"];

/** spec 001 §2/§4: reported, all-messages and appeals views, kept in ?view=. */
export function MessageModerationTab() {
  const [params, setParams] = useSearchParams();
  const view: View = VIEWS.find((v) => v.id === params.get("view"))?.id ?? "reported";

  function choose(next: View) {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set("view", next);
      return updated;
    });
  }

  return (
    <div className="space-y-4">
      <div role="group" aria-label="Moderation views" className="flex flex-wrap gap-2">
        {VIEWS.map((v) => (
          <button
            key={v.id}
            type="button"
            aria-pressed={view === v.id}
            onClick={() => choose(v.id)}
            className={`rounded-full border px-3 py-1 text-sm ${view === v.id ? "border-sky-700 bg-sky-700 text-white" : "border-gray-300 dark:border-gray-600"} ${focusRing}`}
          >
            {v.label}
          </button>
        ))}
      </div>
      {view === "appeals" ? <AppealsView /> : <MessageListView key={view} view={view} />}
    </div>
  );
}
