// Text with long unbroken runs (email addresses, file names, hashes) that may end a line after each
// "@", ".", "_", "-", ":" and "," (a record written out as JSON), and every 8 characters of a long hexadecimal run, rather than break inside a word
// or run past its box. The text reads and copies as it is.
import { Fragment } from 'react';

/** Where a line may end: after a separator, or after 8 hexadecimal digits that 8 more follow. */
const breakAfter = /[@._:,-]|[0-9a-f]{8}(?=[0-9a-f]{8})/gi;

/** The text in runs, each ending where a line may end (the last one: the rest). */
export function breakableRuns(text: string): string[] {
  const runs: string[] = [];
  let start = 0;
  for (const match of text.matchAll(breakAfter)) {
    const end = match.index + match[0].length;
    runs.push(text.slice(start, end));
    start = end;
  }
  if (start < text.length) runs.push(text.slice(start));
  return runs;
}

export function BreakableText({ text }: { text: string }) {
  const runs = breakableRuns(text);
  return (
    <>
      {runs.map((run, index) => (
        <Fragment key={index}>
          {run}
          {index < runs.length - 1 ? <wbr /> : null}
        </Fragment>
      ))}
    </>
  );
}
