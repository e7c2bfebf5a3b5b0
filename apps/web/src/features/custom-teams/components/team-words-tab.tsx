import { useRef, useState } from "react";
import { WORD_MAX_LENGTH } from "@huddle/contracts/word-replacements";
import { Button } from "@/components/ui/button";
import { ErrorBox } from "@/components/ui/error-box";
import { LoadingScreen } from "@/components/ui/loading-screen";
import { TextField } from "@/components/ui/text-field";
import { TimedNoticeView } from "@/components/ui/timed-notice-view";
import { useTimedNotice } from "@/lib/use-timed-notice";
import { useChangeTeamWords, useTeamWords, type TeamWordChange } from "../api/team-words";
import { apiErrorText } from "../utils/api-error-text";
import { TeamWordRow } from "./team-word-row";

/**
 * The owner's Word Replacements tab (spec 001 §2, §5): the team's pairs apply to every message
 * shown in its room, for every reader. Add is enabled only when both words are filled in.
 */
export function TeamWordsTab({ teamId }: { teamId: string }) {
  const words = useTeamWords(teamId);
  const change = useChangeTeamWords(teamId);
  const { notice, show } = useTimedNotice();
  const [original, setOriginal] = useState("");
  const [replacement, setReplacement] = useState("");
  const originalRef = useRef<HTMLInputElement>(null);
  const list = words.data ?? [];

  function apply(next: TeamWordChange, done: string, after?: () => void) {
    change.mutate(next, {
      onSuccess: (result) => {
        show(
          "success",
          result
            ? `Added ${result.addedCount} default ${result.addedCount === 1 ? "word" : "words"}; ${result.skippedCount} already present.`
            : done,
        );
        after?.();
      },
      onError: (error) => show("error", apiErrorText(error, "Failed to save word replacements.")),
    });
  }

  function add(event: React.FormEvent) {
    event.preventDefault();
    apply(
      { kind: "add", originalWord: original.trim(), replacementWord: replacement.trim() },
      `"${original.trim()}" will show as "${replacement.trim()}".`,
      () => {
        setOriginal("");
        setReplacement("");
        originalRef.current?.focus();
      },
    );
  }

  const canAdd = original.trim() !== "" && replacement.trim() !== "" && !change.isPending;
  return (
    <div className="space-y-4">
      <p className="text-sm text-gray-700 dark:text-gray-300">
        These replacements apply to every message shown in this team&apos;s room, for everyone, on
        top of each reader&apos;s own word filters.
      </p>
      <TimedNoticeView notice={notice} />
      <form
        aria-label="Add a word replacement"
        className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        onSubmit={add}
      >
        <TextField
          ref={originalRef}
          label="Original word"
          value={original}
          maxLength={WORD_MAX_LENGTH}
          onChange={(e) => setOriginal(e.target.value)}
        />
        <TextField
          label="Replacement word"
          value={replacement}
          maxLength={WORD_MAX_LENGTH}
          onChange={(e) => setReplacement(e.target.value)}
        />
        <Button type="submit" disabled={!canAdd}>
          Add
        </Button>
      </form>
      <Button
        variant="secondary"
        disabled={change.isPending}
        onClick={() => apply({ kind: "defaults" }, "")}
      >
        Add Default Words
      </Button>
      {words.isPending ? <LoadingScreen inline message="Loading word replacements..." /> : null}
      {words.isError ? (
        <ErrorBox
          message={apiErrorText(words.error, "Failed to load word replacements.")}
          onRetry={() => void words.refetch()}
        />
      ) : null}
      {words.isSuccess && list.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">
          No word replacements yet. Add one above or start with the defaults.
        </p>
      ) : null}
      {list.length ? (
        <ul
          aria-label="Team word replacements"
          className="divide-y divide-gray-200 rounded-lg border border-gray-200 dark:divide-gray-700 dark:border-gray-700"
        >
          {list.map((word) => (
            <TeamWordRow
              key={word.replacementId}
              word={word}
              busy={change.isPending}
              onSave={(replacementWord) =>
                apply(
                  { kind: "update", replacementId: word.replacementId, replacementWord },
                  `"${word.originalWord}" will show as "${replacementWord}".`,
                )
              }
              onDelete={() =>
                apply(
                  { kind: "delete", replacementId: word.replacementId },
                  `"${word.originalWord}" is no longer replaced.`,
                  () => originalRef.current?.focus(),
                )
              }
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
