import { useState } from "react";
import type { Profile } from "@huddle/contracts/profile";
import { Button } from "@/components/ui/button";
import { ErrorBox } from "@/components/ui/error-box";
import { SectionCard } from "@/components/ui/section-card";
import { Switch } from "@/components/ui/switch";
import { TimedNoticeView } from "@/components/ui/timed-notice-view";
import { useTimedNotice } from "@/lib/use-timed-notice";
import { useAddDefaultWordReplacements } from "../api/add-default-word-replacements";
import { useAddWordReplacement } from "../api/add-word-replacement";
import { useDeleteWordReplacement } from "../api/delete-word-replacement";
import { useWordReplacements } from "@/entities/viewer/api/get-word-replacements";
import { useUpdateProfile } from "../api/update-profile";
import { useUpdateWordReplacement } from "../api/update-word-replacement";
import { PROFILE_TEXTS } from "../utils/profile-texts";
import { isValidPair, wordFailureText } from "../utils/word-input";
import { WordPairInputs } from "./word-pair-inputs";
import { WithProfile } from "./with-profile";
import { WordReplacementRow } from "./word-replacement-row";

/**
 * spec 000 §2/§4/§5 Word Filters tab: the on/off switch, the list with masked originals, add,
 * edit, delete and import of the default suggestions.
 */
/** The id prefix of the inputs for a new pair. */
const NEW_PAIR = "new-word";
const REPLACEMENTS_HEADING = "your-replacements";

export function WordFiltersTab({ profile }: { profile: Profile }) {
  const list = useWordReplacements();
  const toggle = useUpdateProfile();
  const add = useAddWordReplacement();
  const update = useUpdateWordReplacement();
  const remove = useDeleteWordReplacement();
  const importDefaults = useAddDefaultWordReplacements();
  const { notice, show } = useTimedNotice(3_000);
  const [original, setOriginal] = useState("");
  const [replacement, setReplacement] = useState("");
  const validPair = isValidPair(original, replacement);
  const busy = update.isPending || remove.isPending;
  const enabled = profile.settings.wordFilterEnabled;

  function setEnabled(wordFilterEnabled: boolean) {
    toggle.mutate(
      { settings: { wordFilterEnabled } },
      { onError: () => show("error", PROFILE_TEXTS.wordFilterFailed) },
    );
  }

  function addPair() {
    if (!validPair || add.isPending) return;
    add.mutate(
      { originalWord: original.trim(), replacementWord: replacement.trim() },
      {
        onSuccess: () => {
          // Ready for the next pair; the Add button it came from turns disabled now.
          document.getElementById(`${NEW_PAIR}-original`)?.focus();
          setOriginal("");
          setReplacement("");
          show("success", "Word replacement added.");
        },
        onError: (error) => show("error", wordFailureText(PROFILE_TEXTS.addWordFailed, error)),
      },
    );
  }

  async function savePair(id: string, originalWord: string, replacementWord: string) {
    try {
      await update.mutateAsync({ id, originalWord, replacementWord });
      show("success", "Word replacement updated.");
      return true;
    } catch (error) {
      show("error", wordFailureText(PROFILE_TEXTS.updateWordFailed, error));
      return false;
    }
  }

  function deletePair(id: string) {
    remove.mutate(id, {
      onSuccess: () => {
        // The row and its Delete button are gone: the list's heading takes the focus.
        document.getElementById(REPLACEMENTS_HEADING)?.focus();
        show("success", "Word replacement deleted.");
      },
      onError: () => show("error", PROFILE_TEXTS.deleteWordFailed),
    });
  }

  function importAll() {
    importDefaults.mutate(undefined, {
      onSuccess: ({ added }) =>
        added.length === 0
          ? show("info", PROFILE_TEXTS.allDefaultsPresent)
          : show(
              "success",
              `Added ${added.length} default replacement${added.length === 1 ? "" : "s"}.`,
            ),
      onError: () => show("error", PROFILE_TEXTS.importFailed),
    });
  }

  return (
    <div className="space-y-4">
      <TimedNoticeView notice={notice} />
      <SectionCard title="Word Filter">
        <Switch
          label="Word filter"
          description="Replace words you choose in the messages you read."
          checked={enabled}
          disabled={toggle.isPending}
          onChange={setEnabled}
        />
      </SectionCard>
      <SectionCard
        title="Add a Replacement"
        actions={
          <Button variant="secondary" disabled={importDefaults.isPending} onClick={importAll}>
            Import Defaults
          </Button>
        }
      >
        <div className="flex flex-wrap items-end gap-2">
          <WordPairInputs
            idPrefix={NEW_PAIR}
            originalWord={original}
            replacementWord={replacement}
            onOriginalChange={setOriginal}
            onReplacementChange={setReplacement}
            onEnter={addPair}
          />
          <Button disabled={!validPair} busy={add.isPending} onClick={addPair}>
            Add
          </Button>
        </div>
      </SectionCard>
      <SectionCard title="Your Replacements" headingId={REPLACEMENTS_HEADING}>
        {list.isPending ? (
          <p role="status">Loading...</p>
        ) : list.isError ? (
          <ErrorBox
            message="Failed to load word replacements."
            onRetry={() => void list.refetch()}
          />
        ) : list.data.length === 0 ? (
          <p className="text-sm text-gray-600 dark:text-gray-400">No word replacements yet.</p>
        ) : (
          <ul
            aria-label="Word replacements"
            className="divide-y divide-gray-200 dark:divide-gray-700"
          >
            {list.data.map((item) => (
              <WordReplacementRow
                key={item.id}
                replacement={item}
                busy={busy}
                onSave={(o, r) => savePair(item.id, o, r)}
                onDelete={() => deletePair(item.id)}
              />
            ))}
          </ul>
        )}
      </SectionCard>
    </div>
  );
}

export function WordFiltersPanel() {
  return <WithProfile>{(profile) => <WordFiltersTab profile={profile} />}</WithProfile>;
}
