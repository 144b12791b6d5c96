// Text with long unbroken runs (email addresses, file names, hashes) that may end a line after each
// "@", "." and "_", and every 8 characters of a long hexadecimal run, rather than break inside a word
// or run past its box. The text reads and copies as it is.
import { Fragment } from 'react';

const breaks = /([@._]|[0-9a-f]{8}(?=[0-9a-f]{8}))/i;

export function BreakableText({ text }: { text: string }) {
  const parts = text.split(breaks).filter((part) => part !== '');
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part}
          {breaks.test(part) && index < parts.length - 1 ? <wbr /> : null}
        </Fragment>
      ))}
    </>
  );
}
