import { Button } from "@/components/ui/button";
import { useSocketClient, useSocketState } from "@/lib/socket/use-socket";
import { CHAT_TEXTS } from "../utils/chat-texts";

/** 'Failed to connect to server' after 5 errors (spec 000 §4), with a manual retry. */
export function ConnectionStatus() {
  const socket = useSocketClient();
  const state = useSocketState();
  if (state.error) {
    return (
      <div
        role="alert"
        className="flex items-center justify-between gap-2 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100"
      >
        <span>{state.error}</span>
        <Button variant="secondary" className="px-2 py-1 text-xs" onClick={() => socket?.retry()}>
          {CHAT_TEXTS.retry}
        </Button>
      </div>
    );
  }
  if (state.status === "reconnecting") {
    return (
      <p role="status" className="text-xs text-amber-700 dark:text-amber-300">
        {CHAT_TEXTS.reconnecting}
      </p>
    );
  }
  return null;
}
