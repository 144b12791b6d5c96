// How a warning that a text names someone reads (the author response's and the discussion's): what was
// found, quoted, and whom it names.
import type { NameWarning } from '@confsys/domain';

/** "'Acme Labs' — names an author's organisation" */
export function nameWarningText(warning: NameWarning): string {
  return `'${warning.text}' — ${warning.reason}`;
}
