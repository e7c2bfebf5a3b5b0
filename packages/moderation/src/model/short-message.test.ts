import { describe, expect, it } from "vitest";
import { CATEGORIES, type Category } from "../score.ts";
import { modelBlockMask } from "./short-message.ts";

const categoriesOf = (text: string): Category[] => {
  const mask = modelBlockMask(text.split(" "));
  return CATEGORIES.filter((_, c) => ((mask >> c) & 1) === 1);
};

describe("when the model may block alone", () => {
  it("lets it judge every category from five words on", () => {
    expect(categoriesOf("anyone watching the game tonight")).toEqual([...CATEGORIES]);
  });

  it("never lets it block one or two words alone", () => {
    expect(categoriesOf("message 1")).toEqual([]);
    expect(categoriesOf("clown")).toEqual([]);
  });

  it("keeps three- and four-word lines without a charged word for the rules", () => {
    for (const text of ["you seeing this", "send me the link", "let me in", "hide your eyes"]) {
      expect(categoriesOf(text), text).toEqual([]);
    }
  });

  it("lets a short line with an insult, threat or sexual word be judged in the person categories", () => {
    const person = ["toxicity", "harassment", "hate_speech", "sexual_content", "violence"];
    for (const text of ["touch grass nerd", "you absolute clown", "ill stab you"]) {
      expect(categoriesOf(text), text).toEqual(person);
    }
  });

  it("opens politics and religion to a short line only with an ideology or faith word", () => {
    expect(categoriesOf("socialists ruined everything")).toEqual(["politics"]);
    expect(categoriesOf("religion is poison")).toEqual(["religion"]);
    expect(categoriesOf("vote for him")).toEqual([]);
  });
});
