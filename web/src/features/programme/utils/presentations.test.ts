import { describe, expect, it } from 'vitest';
import type { PublicProgramme } from '@confsys/domain';
import { presentationsOf, presentationText } from './presentations';

type Session = PublicProgramme['sessions'][number];
const kolkata = 'Asia/Kolkata';

const session = (id: string, start: string, end: string, paperIds: string[], place: Pick<Session, 'room' | 'online'>): Session => ({
  id,
  kind: 'session',
  title: id === 'ai-1' ? 'AI and Society' : 'Networks',
  ...place,
  start,
  end,
  chair: 'Dr. Meera Nair',
  papers: paperIds.map((paperId) => ({ paperId, title: `Paper ${paperId}`, authors: ['Asha Rao'] })),
});

const aiSession = session('ai-1', '2025-09-18T04:00:00.000Z', '2025-09-18T05:00:00.000Z', ['ICCS25-0042', 'ICCS25-0007'], { room: 'Seminar Hall 1', online: false });
const networks = session('net-1', '2025-09-19T08:30:00.000Z', '2025-09-19T10:00:00.000Z', ['ICCS25-0013'], { room: '', online: true });

describe("Asha's presentations", () => {
  it('are her papers the programme places, in its order, and none of the others', () => {
    expect(presentationsOf(['ICCS25-0013', 'ICCS25-0042', 'ICCS25-0099'], [aiSession, networks]).map((presentation) => [presentation.paperId, presentation.session.id])).toEqual([
      ['ICCS25-0042', 'ai-1'],
      ['ICCS25-0013', 'net-1'],
    ]);
  });

  it('say when in the conference zone, and on her own clock when she is abroad', () => {
    const presentation = { paperId: 'ICCS25-0042', session: aiSession };
    expect(presentationText(presentation, kolkata, kolkata)).toBe('You present ICCS25-0042 in AI and Society, Thursday 18 Sep 2025, 09:30-10:30 IST, Seminar Hall 1.');
    expect(presentationText(presentation, kolkata, 'Europe/Berlin')).toBe(
      'You present ICCS25-0042 in AI and Society, Thursday 18 Sep 2025, 09:30-10:30 IST (06:00-07:00 CEST in your time zone), Seminar Hall 1.',
    );
  });

  it('say Online for a session held only online', () => {
    expect(presentationText({ paperId: 'ICCS25-0013', session: networks }, kolkata, kolkata)).toBe('You present ICCS25-0013 in Networks, Friday 19 Sep 2025, 14:00-15:30 IST, Online.');
  });
});
