// The pool the chair invites from, as a CSV file: name, email, affiliation, topics (separated by
// semicolons), and an optional load, one person a line, with or without a header line. The web form reads
// the file with this and sends the people it found; the server takes the same list. A hand-written
// RFC 4180 reader rather than csv-parse (which the tests use): csv-parse needs Node's Buffer, and the
// domain runs in the browser too.
import type { InviteePerson } from './invitations';

export const poolColumns = ['name', 'email', 'affiliation', 'topics', 'load'] as const;

/** A line the pool's file could not be read from, with why. */
export interface PoolProblem {
  line: number;
  message: string;
}

/** The records of a CSV text (RFC 4180: quoted fields may hold commas, quotes doubled, line breaks), with each record's first line. */
export function csvRecords(text: string): { records: Array<{ line: number; fields: string[] }>; problems: PoolProblem[] } {
  const records: Array<{ line: number; fields: string[] }> = [];
  const problems: PoolProblem[] = [];
  const source = text.replace(/^\uFEFF/, '');
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let at = 0;
  const endRecord = () => {
    fields.push(field);
    if (fields.some((value) => value.trim() !== '')) records.push({ line: recordLine, fields });
    fields = [];
    field = '';
  };
  while (at < source.length) {
    const char = source[at]!;
    if (quoted) {
      if (char === '"' && source[at + 1] === '"') {
        field += '"';
        at += 2;
        continue;
      }
      if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        field += char;
      }
      at += 1;
      continue;
    }
    if (char === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (char === ',') {
      fields.push(field);
      field = '';
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && source[at + 1] === '\n') at += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else field += char;
    at += 1;
  }
  if (quoted) problems.push({ line: recordLine, message: `Line ${recordLine}: a quoted value is not closed.` });
  else endRecord();
  return { records, problems };
}

const isHeader = (fields: readonly string[]) => fields[0]?.trim().toLowerCase() === 'name' && fields[1]?.trim().toLowerCase() === 'email';

/** A topic cell's topics: separated by semicolons, trimmed, each once. */
export function poolTopics(cell: string): string[] {
  return [...new Set(cell.split(';').map((topic) => topic.trim()).filter((topic) => topic !== ''))];
}

/**
 * The people of a pool's CSV text, in its order, and the lines it could not read (a load that is not a
 * whole number from 1 to `maxLoad`, a line without a name or an email). Addresses are not judged here:
 * the preview answers each person, an invalid address included, with its outcome.
 */
export function parseInvitationPool(text: string, maxLoad = 50): { people: InviteePerson[]; problems: PoolProblem[] } {
  const { records, problems } = csvRecords(text);
  const people: InviteePerson[] = [];
  for (const [index, { line, fields }] of records.entries()) {
    if (index === 0 && isHeader(fields)) continue;
    const [name = '', email = '', affiliation = '', topics = '', load = ''] = fields.map((value) => value.trim());
    if (name === '' || email === '') {
      problems.push({ line, message: `Line ${line}: a name and an email are needed.` });
      continue;
    }
    if (load !== '' && !(/^\d{1,3}$/.test(load) && Number(load) >= 1 && Number(load) <= maxLoad)) {
      problems.push({ line, message: `Line ${line}: the load must be a whole number from 1 to ${maxLoad}.` });
      continue;
    }
    people.push({
      name,
      email,
      ...(affiliation === '' ? {} : { affiliation }),
      ...(topics === '' ? {} : { topics: poolTopics(topics) }),
      ...(load === '' ? {} : { load: Number(load) }),
    });
  }
  return { people, problems };
}
