/** Plain-text columns, for terminal output. */
export function formatTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

/** 2025-06-01 14:03 UTC */
export function formatTime(date: Date | null): string {
  return date === null ? '—' : `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
