import { useSearchParams } from 'react-router';

/**
 * One of a fixed set of choices (e.g. the tab on screen) kept in the URL's query, so it can be bookmarked;
 * the first choice while the URL names none or an unknown one.
 */
export function useSearchParamChoice<Choice extends string>(
  name: string,
  choices: readonly [Choice, ...Choice[]],
): [Choice, (next: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const find = (value: string | null) => choices.find((choice) => choice === value);
  const choose = (next: string | null) => {
    const choice = find(next);
    // Other parameters stay: a page's tab and a list's kind are chosen independently.
    if (choice)
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set(name, choice);
          return updated;
        },
        { replace: true },
      );
  };
  return [find(params.get(name)) ?? choices[0], choose];
}
