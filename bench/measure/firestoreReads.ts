// Counts the Firestore documents a page receives: the Web SDK's listeners arrive over WebChannel
// (`google.firestore.v1.Firestore/Listen/channel`), whose responses stream JSON with one
// `documentChange` per document delivered. Chromium's DevTools protocol streams those bodies to us
// (Network.streamResourceContent) while the page keeps its connection open.
import type { CDPSession, Page } from 'playwright-core';

const isListen = (url: string) => url.includes('google.firestore.v1.Firestore/Listen');
const decode = (base64: string) => Buffer.from(base64, 'base64').toString('utf8');

export class FirestoreDocumentCounter {
  private readonly bodies = new Map<string, string>();
  private readonly streamed = new Set<string>();
  private readonly listens = new Set<string>();

  private constructor(private readonly cdp: CDPSession) {}

  static async attach(page: Page): Promise<FirestoreDocumentCounter> {
    const cdp = await page.context().newCDPSession(page);
    const counter = new FirestoreDocumentCounter(cdp);
    cdp.on('Network.responseReceived', (event) => {
      if (!isListen(event.response.url)) return;
      counter.listens.add(event.requestId);
      cdp.send('Network.streamResourceContent', { requestId: event.requestId }).then(
        ({ bufferedData }) => {
          counter.streamed.add(event.requestId);
          counter.append(event.requestId, decode(bufferedData));
        },
        // Finished already (a long-poll answer): its body is read once loading finished.
        () => undefined,
      );
    });
    cdp.on('Network.dataReceived', (event) => {
      if (counter.streamed.has(event.requestId) && event.data) counter.append(event.requestId, decode(event.data));
    });
    cdp.on('Network.loadingFinished', (event) => {
      if (!counter.listens.has(event.requestId) || counter.streamed.has(event.requestId)) return;
      cdp.send('Network.getResponseBody', { requestId: event.requestId }).then(
        ({ body, base64Encoded }) => counter.append(event.requestId, base64Encoded ? decode(body) : body),
        () => undefined,
      );
    });
    await cdp.send('Network.enable');
    return counter;
  }

  private append(requestId: string, text: string): void {
    this.bodies.set(requestId, (this.bodies.get(requestId) ?? '') + text);
  }

  /** Documents delivered since the last reset, and which collections they came from. */
  documents(): { total: number; byCollection: Record<string, number> } {
    const byCollection: Record<string, number> = {};
    let total = 0;
    for (const body of this.bodies.values()) {
      for (const match of body.matchAll(/"documentChange"\s*:\s*\{\s*"document"\s*:\s*\{\s*"name"\s*:\s*"([^"]+)"/g)) {
        const path = match[1]!.split('/documents/')[1] ?? '';
        const collection = path.split('/').slice(0, -1).join('/') || '?';
        byCollection[collection] = (byCollection[collection] ?? 0) + 1;
        total++;
      }
    }
    return { total, byCollection };
  }

  reset(): void {
    this.bodies.clear();
    this.streamed.clear();
    this.listens.clear();
  }

  async detach(): Promise<void> {
    await this.cdp.detach().catch(() => undefined);
  }
}
