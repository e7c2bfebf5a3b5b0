import { Link, useNavigate, useParams } from "react-router";
import { gameIdParamsSchema } from "@huddle/contracts/custom-games";
import { ErrorBox } from "@/components/ui/error-box";
import { LoadingScreen } from "@/components/ui/loading-screen";
import { linkClass } from "@/components/ui/styles";
import { useCustomGame } from "../api/get-custom-game";
import { CUSTOM_GAME_TEXTS } from "../utils/custom-game-texts";
import { DeleteGameButton } from "./delete-game-button";
import { EditGameFormView } from "./edit-game-form";
import { GameLoadError } from "./game-load-error";
import { useDocumentTitle } from "@/lib/use-document-title";

/** /custom/game/:id/edit (spec 001 §2, §5): managers of either team; saving opens the game. */
export function EditGamePage() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const valid = gameIdParamsSchema.safeParse({ id });
  const query = useCustomGame(id, valid.success);
  useDocumentTitle(query.data ? `Edit Game: ${query.data.name}` : "Edit Game");
  if (!valid.success) return <ErrorBox message={valid.error.issues[0]?.message} />;
  if (query.isPending) return <LoadingScreen inline />;
  if (query.isError) {
    return <GameLoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  const game = query.data;
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <Link to={`/custom-game/${game.id}`} className={linkClass}>
        Back to Game
      </Link>
      <h1 className="wrap-anywhere text-2xl font-bold sm:text-3xl">Edit Game: {game.name}</h1>
      {game.canEdit ? (
        <>
          <EditGameFormView game={game} onSaved={(saved) => navigate(`/custom-game/${saved.id}`)} />
          <DeleteGameButton
            gameId={game.id}
            onDeleted={() => navigate(`/custom-team/${game.teamId}`)}
          />
        </>
      ) : (
        <ErrorBox message={CUSTOM_GAME_TEXTS.editForbidden} />
      )}
    </div>
  );
}
