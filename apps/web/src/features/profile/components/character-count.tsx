interface CharacterCountProps {
  id: string;
  length: number;
  max: number;
}

/** '12/50' under a field; red once the limit is reached. */
export function CharacterCount({ id, length, max }: CharacterCountProps) {
  return (
    <p
      id={id}
      className={`text-right text-xs tabular-nums ${length >= max ? "text-red-700 dark:text-red-400" : "text-gray-500 dark:text-gray-400"}`}
    >
      {length}/{max}
    </p>
  );
}
