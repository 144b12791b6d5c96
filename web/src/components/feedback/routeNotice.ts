// A one-time message handed to the next screen in the navigation state (e.g. "Review submitted").
export interface NoticeState {
  notice: string;
}

export function noticeState(notice: string): NoticeState {
  return { notice };
}

export function noticeFromState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const { notice } = state as Record<string, unknown>;
  return typeof notice === 'string' && notice.trim() !== '' ? notice : null;
}
