import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { TEAM_ID } from "@/test/custom-team-factories";
import { callsTo, jsonResponse, mockFetch, storeSignedIn } from "@/test/factories";
import { renderPage } from "@/test/render";
import { TeamWordsTab } from "./team-words-tab";

const WORDS = `/api/custom-teams/${TEAM_ID}/word-replacements`;
const PAIR_ID = "8e9f0a1b-2c3d-4e5f-9a6b-7c8d9e0f1a2b";

function setup(initial: { originalWord: string; replacementWord: string }[] = []) {
  storeSignedIn();
  let words = initial.map((w, i) => ({
    ...w,
    id: i === 0 ? PAIR_ID : crypto.randomUUID(),
    replacementId: i === 0 ? PAIR_ID : crypto.randomUUID(),
  }));
  const fetchMock = mockFetch({
    [`${WORDS}/defaults`]: () => jsonResponse(200, { addedCount: 5, skippedCount: 1 }),
    [WORDS]: (url, init) => {
      const body = init?.body
        ? (JSON.parse(String(init.body)) as { originalWord: string; replacementWord: string })
        : null;
      if (init?.method === "POST" && body) {
        const id = crypto.randomUUID();
        const pair = { ...body, id, replacementId: id };
        words = [...words, pair];
        return jsonResponse(201, { wordReplacement: pair });
      }
      if (init?.method === "PUT" && body) {
        words = words.map((w) =>
          url.pathname.endsWith(w.replacementId)
            ? { ...w, replacementWord: body.replacementWord }
            : w,
        );
        return jsonResponse(200, { wordReplacement: words[0] });
      }
      if (init?.method === "DELETE") {
        words = words.filter((w) => !url.pathname.endsWith(w.replacementId));
        return jsonResponse(200, { success: true });
      }
      return jsonResponse(200, { wordReplacements: words });
    },
  });
  renderPage(<TeamWordsTab teamId={TEAM_ID} />);
  return fetchMock;
}

describe("TeamWordsTab", () => {
  it("shows the empty state and enables Add only when both words are filled in", async () => {
    const fetchMock = setup();
    const user = userEvent.setup();
    expect(await screen.findByText(/No word replacements yet/)).toBeInTheDocument();
    const add = screen.getByRole("button", { name: "Add" });
    expect(add).toBeDisabled();
    await user.type(screen.getByRole("textbox", { name: "Original word" }), "ref");
    expect(add).toBeDisabled();
    await user.type(screen.getByRole("textbox", { name: "Replacement word" }), "official");
    await user.click(add);
    expect(await screen.findByText('"ref" will show as "official".')).toBeInTheDocument();
    const post = callsTo(fetchMock, WORDS).find(([, init]) => init?.method === "POST")!;
    expect(JSON.parse(String(post[1]?.body))).toEqual({
      originalWord: "ref",
      replacementWord: "official",
    });
    const list = await screen.findByRole("list", { name: "Team word replacements" });
    expect(within(list).getByText("official")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Original word" })).toHaveFocus();
  });

  it("edits a replacement in place and deletes a pair", async () => {
    setup([{ originalWord: "darn", replacementWord: "dang" }]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Edit darn" }));
    const field = screen.getByRole("textbox", { name: 'Replacement for "darn"' });
    await user.clear(field);
    await user.type(field, "shoot");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText('"darn" will show as "shoot".')).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: "Delete darn" }));
    expect(await screen.findByText('"darn" is no longer replaced.')).toBeInTheDocument();
    expect(await screen.findByText(/No word replacements yet/)).toBeInTheDocument();
  });

  it("adds the defaults and reports the counts", async () => {
    setup();
    await userEvent.setup().click(await screen.findByRole("button", { name: "Add Default Words" }));
    expect(
      await screen.findByText("Added 5 default words; 1 already present."),
    ).toBeInTheDocument();
  });

  it("shows the server's sentence when the list is refused", async () => {
    storeSignedIn();
    mockFetch({
      [WORDS]: () =>
        jsonResponse(403, {
          error: "Only the team owner can manage the team's word replacements.",
        }),
    });
    renderPage(<TeamWordsTab teamId={TEAM_ID} />);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Only the team owner can manage the team's word replacements.",
    );
  });
});
