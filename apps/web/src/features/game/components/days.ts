/** Day-of-month choices 1 to 31 (spec 2 section 9). */
export const DAY_OPTIONS = Array.from({ length: 31 }, (_, i) => ({
  value: i + 1,
  label: String(i + 1),
}));
