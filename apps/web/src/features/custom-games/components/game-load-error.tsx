import { Link } from "react-router";
import { ErrorBox } from "@/components/ui/error-box";
import { linkClass } from "@/components/ui/styles";
import { HttpError, errorBody } from "@/lib/http/http-error";
import { CUSTOM_GAME_TEXTS } from "../utils/custom-game-texts";

/** A game that cannot be shown: the server's reason (not found, bad id), or a retry. */
export function GameLoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const known = error instanceof HttpError && error.status < 500;
  const message = known
    ? (errorBody(error.data).error ?? CUSTOM_GAME_TEXTS.gameNotFound)
    : CUSTOM_GAME_TEXTS.loadFailed;
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <ErrorBox message={message} onRetry={known ? undefined : onRetry} />
      <Link to="/custom" className={linkClass}>
        Back to Custom Teams
      </Link>
    </div>
  );
}
