const longDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/** Spec §9 date format, en-US long: "November 22, 2025". */
export function formatLongDate(date: Date): string {
  return longDate.format(date);
}
