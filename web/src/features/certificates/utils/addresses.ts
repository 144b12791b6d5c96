// What a pasted list of addresses says under its field when some entries are not addresses.
export function invalidAddresses(invalid: readonly string[]): string | null {
  if (invalid.length === 0) return null;
  const shown = invalid.slice(0, 3).map((entry) => `"${entry}"`).join(', ');
  return `Not an email address: ${shown}${invalid.length > 3 ? ` and ${invalid.length - 3} more` : ''}.`;
}
