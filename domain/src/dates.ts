// Every date the site shows (the SPA, the emails, the PDFs), in the conference's locale (en-IN):
// "22 Nov 2026", and with a time "22 Nov 2026, 07:39". Stored values stay ISO. The month names are written here rather than taken from
// Intl, whose short names differ between ICU versions ("Sep" or "Sept"), so the prerendered HTML (Node)
// and the browser always agree. parseDateInput reads what a user in India types into a date field.

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

function validDay(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function dayText(year: number, month: number, day: number): string {
  return `${day} ${months[month - 1]} ${year}`;
}

/**
 * A stored day (yyyy-mm-dd, or the day an ISO time was stored with) as "22 Nov 2026"; '' for a missing
 * value, the value itself when it is not a date.
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  if (!match) return value;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return validDay(year, month, day) ? dayText(year, month, day) : value;
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** A moment as "22 Nov 2026, 07:39" in the user's time zone (a given one in tests); '' when missing. */
export function formatDateTime(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const key = timeZone ?? '';
  let format = timeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-IN', { year: 'numeric', month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', ...(timeZone ? { timeZone } : {}) });
    timeFormats.set(key, format);
  }
  const parts = Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
  return `${dayText(Number(parts.year), Number(parts.month), Number(parts.day))}, ${parts.hour}:${parts.minute}`;
}

const longMonths = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const monthByName = new Map<string, number>([
  ...months.map((short, index): [string, number] => [short.toLowerCase(), index + 1]),
  ...longMonths.map((long, index): [string, number] => [long, index + 1]),
  ['sept', 9],
]);

/**
 * What a user typed into a date field, as ISO yyyy-mm-dd, or null when it is not a date: "22 Nov 2026",
 * "22 November 2026", "22/11/2026", "22-11-2026", "22.11.2026" (day first, as in India) and "2026-11-22".
 */
export function parseDateInput(text: string): string | null {
  const value = text.trim().replace(/\s+/g, ' ');
  let year: number;
  let month: number;
  let day: number;
  let match: RegExpExecArray | null;
  if ((match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value))) {
    [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  } else if ((match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value))) {
    [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  } else if ((match = /^(\d{1,2})[ -]?([a-z]+)\.?,?[ -]?(\d{4})$/i.exec(value))) {
    const named = monthByName.get(match[2]!.toLowerCase());
    if (!named) return null;
    [day, month, year] = [Number(match[1]), named, Number(match[3])];
  } else {
    return null;
  }
  return validDay(year, month, day) ? `${year}-${pad(month)}-${pad(day)}` : null;
}
