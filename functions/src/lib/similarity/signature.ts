// A manuscript's text signature: its words (normalised: case, accents, hyphenation at line ends, the
// references section left out), the hashes of its word shingles, a MinHash sketch of them and the sketch's
// LSH bands. Two papers sharing much text share a band with high probability, so the candidates for a new
// paper are found by its bands alone; the overlap is then measured exactly on the shingles.

/** Bump when anything below changes the shingles or the bands: stored signatures are then made again. */
export const signatureVersion = 2;

/** Words per shingle: five words in a row are rarely shared by chance, and survive a changed word nearby. */
export const shingleWords = 5;
/**
 * MinHash values per signature, and the rows of a band: 128 bands of 2. Two papers with a Jaccard index
 * of 0.25 (one has 40% of the other's text) share a band with probability 0.9997, at 0.18 (30%) 0.98; with
 * 64 bands the first was 0.984, and 2 of 210 planted pairs at 20,000 papers were missed (docs/benchmark.md).
 */
export const sketchSize = 256;
export const bandRows = 2;
export const bandCount = sketchSize / bandRows;
/** Buckets per band: a band's values are filed in this many documents. */
export const bucketsPerBand = 1024;
/** Below this many shingles (about a paragraph) a file has too little text to compare. */
export const minimumShingles = 40;

/** A word as found in the text, and its normalised form. */
export interface Word {
  /** As extracted (its punctuation trimmed), for showing passages. */
  shown: string;
  /** Lower case, accents and punctuation removed: what is compared. */
  key: string;
}

/**
 * Where the references begin: the last heading "References" (or Bibliography, Literature cited, Works
 * cited, optionally numbered) on a line of its own in the second half of the text; null when none.
 */
function referencesStart(text: string): number | null {
  const heading = /^[ \t]*(?:[0-9]+\.?|[IVX]+\.)?[ \t]*(references|bibliography|literature cited|works cited)[ \t]*:?[ \t]*$/gim;
  let found: number | null = null;
  for (const match of text.matchAll(heading)) if (match.index >= text.length * 0.3) found = match.index;
  return found;
}

/** The compared words of a document's pages: line-end hyphenation joined, the references left out. */
export function wordsOf(pages: readonly string[]): Word[] {
  let text = pages.join('\n');
  const references = referencesStart(text);
  if (references !== null) text = text.slice(0, references);
  // "algo-\nrithm" is one word; "state-of-the-art" within a line keeps its hyphens (then split as words).
  text = text.replace(/(\p{L})-[ \t]*\r?\n[ \t]*(\p{Ll})/gu, '$1$2');
  const words: Word[] = [];
  for (const token of text.split(/\s+/)) {
    const shown = token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    if (shown === '') continue;
    // Accents off, then anything not a letter or digit: "Évaluation," and "evaluation" are one key.
    const key = shown.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
    if (key !== '') words.push({ shown, key });
  }
  return words;
}

/** MurmurHash3's 32-bit finaliser: spreads every input bit over the output. */
function mix(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** FNV-1a over a string's UTF-16 units, then mixed. */
function hashWord(word: string): number {
  let h = 0x811c9dc5;
  for (let at = 0; at < word.length; at++) h = Math.imul(h ^ word.charCodeAt(at), 0x01000193);
  return mix(h);
}

/** The hash of each shingle, by the position of its first word (words.length - shingleWords + 1 of them). */
export function shingleHashes(words: readonly Word[]): Uint32Array {
  const count = Math.max(0, words.length - shingleWords + 1);
  const wordHashes = Uint32Array.from(words, (word) => hashWord(word.key));
  const hashes = new Uint32Array(count);
  for (let start = 0; start < count; start++) {
    let h = 0x9747b28c;
    for (let offset = 0; offset < shingleWords; offset++) h = mix(Math.imul(h ^ wordHashes[start + offset]!, 0x5bd1e995) + offset);
    hashes[start] = h;
  }
  return hashes;
}

/** The distinct values, sorted. */
export function distinctSorted(hashes: Uint32Array): Uint32Array {
  const sorted = Uint32Array.from(hashes).sort();
  let kept = 0;
  for (let at = 0; at < sorted.length; at++) if (at === 0 || sorted[at] !== sorted[at - 1]) sorted[kept++] = sorted[at]!;
  return sorted.slice(0, kept);
}

/** The seeds of the sketch's hash functions: fixed, so every signature of a version is comparable. */
const seeds = Uint32Array.from({ length: sketchSize }, (_, index) => mix(0x2545f491 + Math.imul(index + 1, 0x9e3779b9)));

/** The MinHash sketch: for each hash function, the smallest value over the shingles. */
export function sketchOf(shingles: Uint32Array): Uint32Array {
  const sketch = new Uint32Array(sketchSize).fill(0xffffffff);
  for (const shingle of shingles) {
    for (let index = 0; index < sketchSize; index++) {
      const value = mix(shingle ^ seeds[index]!);
      if (value < sketch[index]!) sketch[index] = value;
    }
  }
  return sketch;
}

/** The band keys of a sketch: "{band}-{bucket}:{value}" in hex, one per band. */
export function bandKeys(sketch: Uint32Array): string[] {
  const keys: string[] = [];
  for (let band = 0; band < bandCount; band++) {
    let h = band;
    for (let row = 0; row < bandRows; row++) h = mix(Math.imul(h ^ sketch[band * bandRows + row]!, 0x27d4eb2d) + row);
    keys.push(`${band}-${h % bucketsPerBand}:${h.toString(16).padStart(8, '0')}`);
  }
  return keys;
}

/** Where a band key is filed: its document ("{band}-{bucket}") and its key within it (the value). */
export function bandPlace(key: string): { doc: string; value: string } {
  const [doc = '', value = ''] = key.split(':');
  return { doc, value };
}

export interface Signature {
  words: number;
  /** Distinct shingle hashes, sorted; empty when there is too little text. */
  shingles: Uint32Array;
  bands: string[];
}

/** A document's signature from its pages' text. */
export function signatureOf(pages: readonly string[]): Signature {
  const words = wordsOf(pages);
  const shingles = distinctSorted(shingleHashes(words));
  if (shingles.length < minimumShingles) return { words: words.length, shingles: new Uint32Array(0), bands: [] };
  return { words: words.length, shingles, bands: bandKeys(sketchOf(shingles)) };
}

/** How many values two sorted distinct lists share. */
export function sharedCount(a: Uint32Array, b: Uint32Array): number {
  let i = 0;
  let j = 0;
  let shared = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    if (x === y) {
      shared++;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return shared;
}

/** The share of a's shingles found in b, in percent with one decimal (0 when a has none). */
export function containment(a: Uint32Array, b: Uint32Array): number {
  if (a.length === 0) return 0;
  return Math.round((sharedCount(a, b) / a.length) * 1000) / 10;
}

/** Shingles as stored: little-endian 32-bit words. */
export function shinglesToBytes(shingles: Uint32Array): Uint8Array {
  const bytes = new Uint8Array(shingles.length * 4);
  const view = new DataView(bytes.buffer);
  shingles.forEach((value, at) => view.setUint32(at * 4, value, true));
  return bytes;
}

export function shinglesFromBytes(bytes: Uint8Array): Uint32Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return Uint32Array.from({ length: Math.floor(bytes.byteLength / 4) }, (_, at) => view.getUint32(at * 4, true));
}

/** Most passages shown per match, and the longest shown (in words) of each side. */
const passageLimit = 12;
const passageWords = 80;

/**
 * The passages two documents share: runs of consecutive shingles of `a` found in `b`, longest first, each
 * with the words of `b` where its first shingle occurs.
 */
export function sharedPassages(a: readonly Word[], b: readonly Word[]): Array<{ text: string; other: string; words: number }> {
  const aHashes = shingleHashes(a);
  const bHashes = shingleHashes(b);
  const firstInB = new Map<number, number>();
  bHashes.forEach((hash, at) => {
    if (!firstInB.has(hash)) firstInB.set(hash, at);
  });
  const runs: Array<{ start: number; end: number; other: number }> = [];
  let run: { start: number; end: number; other: number } | null = null;
  aHashes.forEach((hash, at) => {
    const other = firstInB.get(hash);
    if (other === undefined) {
      run = null;
      return;
    }
    if (run && run.end === at - 1) run.end = at;
    else {
      run = { start: at, end: at, other };
      runs.push(run);
    }
  });
  const show = (words: readonly Word[], from: number, count: number) => {
    const shown = words.slice(from, from + Math.min(count, passageWords)).map((word) => word.shown);
    return shown.join(' ') + (count > passageWords ? ' …' : '');
  };
  return runs
    .map((found) => ({ ...found, words: found.end - found.start + shingleWords }))
    .sort((x, y) => y.words - x.words || x.start - y.start)
    .slice(0, passageLimit)
    .map((found) => ({ text: show(a, found.start, found.words), other: show(b, found.other, found.words), words: found.words }));
}
