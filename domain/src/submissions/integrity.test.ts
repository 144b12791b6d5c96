import { describe, expect, it } from 'vitest';
import { authorEmailsOf, placeholderAbstract } from './integrity';

const realAbstract = [
  'Stream processing at the network edge must place operators on devices whose capacity, energy budget and links change while the application runs.',
  'Existing schedulers either assume a stable cluster or recompute a placement from scratch, which interrupts the stream and wastes the state already built.',
  'We present an incremental scheduler that treats each change as a small repair: it moves the fewest operators needed to restore the latency target.',
  'The repair is found by a bounded search over migration plans, guided by a cost model learned from traces of previous deployments.',
  'On three applications (video analytics, smart metering and vehicle telemetry) across forty heterogeneous devices, our approach keeps the end-to-end latency within its target for 97% of the time.',
  'It migrates four times fewer operators than a full rescheduling and uses 18% less energy than the best static placement.',
  'We also show how the cost model transfers between sites with different hardware after a few minutes of observation.',
  'The scheduler, the traces and the evaluation scripts are released as open source.',
].join(' ');

describe('the integrity checks of a submission', () => {
  it('counts an author once whatever the case and spaces of their address', () => {
    expect(authorEmailsOf([{ email: ' Ann@Example.org' }, { email: 'ann@example.org ' }, { email: 'bo@example.org' }, { email: '' }])).toEqual(['ann@example.org', 'bo@example.org']);
  });

  it('passes a real abstract', () => {
    expect(realAbstract.split(' ').length).toBeGreaterThanOrEqual(150);
    expect(placeholderAbstract(realAbstract)).toBeNull();
  });

  it('flags filler text, a few words repeated, numbered words, and an abstract under the minimum', () => {
    expect(placeholderAbstract(`${realAbstract} Lorem ipsum dolor sit amet.`)).toBe('its abstract is placeholder text (lorem ipsum, TBD)');
    expect(placeholderAbstract(Array.from({ length: 160 }, () => 'test abstract').join(' '))).toBe('its abstract repeats 2 words over and over');
    expect(placeholderAbstract(Array.from({ length: 170 }, (_, at) => `word${at}`).join(' '))).toBe('its abstract repeats 1 word over and over');
    expect(placeholderAbstract('TBD')).toBe('its abstract has 1 words, fewer than the 150 the call asks for');
  });
});
