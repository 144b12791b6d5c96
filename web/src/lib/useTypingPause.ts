// What was typed, once typing pauses: a search field asks the server for this, not for every keystroke.
import { useEffect, useState } from 'react';

/** How long typing pauses before a search is sent. */
export const typingPauseMs = 300;

/** `text` as it stood when typing last paused for `delayMs`. */
export function useTypingPause(text: string, delayMs = typingPauseMs): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    if (text === settled) return undefined;
    const timer = setTimeout(() => setSettled(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, settled, delayMs]);
  return settled;
}
