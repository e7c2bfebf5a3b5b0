import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useSocketState } from "@/lib/socket/use-socket";

/**
 * Each time the live connection is (re)established, the reads on screen that failed are asked
 * again. A server that lost its database answers reads 503 and refuses sockets; when it is back,
 * the chat catches up by itself, and the navigation and scores panels must not keep 'Failed to
 * load…' with a Retry nobody should have to press.
 */
export function useRetryFailedReadsOnConnect(): void {
  const { status } = useSocketState();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (status !== "connected") return;
    void queryClient.refetchQueries({
      type: "active",
      predicate: (query) => query.state.status === "error",
    });
  }, [status, queryClient]);
}
