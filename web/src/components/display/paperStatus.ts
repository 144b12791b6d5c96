// How a paper status reads on every screen: the domain's display label ('submitted' is stored in lower
// case, shown as 'Submitted'), whatever the case it was stored in.
import { normaliseStatus, statusLabel, type PaperStatus } from '@confsys/domain';

export interface PaperStatusDisplay {
  /** The known status, or null for an empty or unknown value. */
  status: PaperStatus | null;
  label: string;
}

export function paperStatusDisplay(value: string): PaperStatusDisplay {
  const status = normaliseStatus(value) ?? null;
  if (status) return { status, label: statusLabel(status) };
  return { status: null, label: value.trim() || 'N/A' };
}
