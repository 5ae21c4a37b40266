/** One CSV line (RFC 4180 quoting), as GTFS files are written. */
export function csvLine(values: ReadonlyArray<string | number | null | undefined>): string {
  return `${values
    .map((value) => {
      const text = value === null || value === undefined ? '' : String(value);
      return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
    })
    .join(',')}\n`;
}
