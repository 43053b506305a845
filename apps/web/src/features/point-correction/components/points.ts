const FORMAT = new Intl.NumberFormat('en-US');

/** Points as 1,250; a change with its sign (+100, -30). */
export const pointsText = (value: number) => FORMAT.format(value);
export const signedText = (value: number) =>
  value > 0 ? `+${FORMAT.format(value)}` : FORMAT.format(value);
export const idrText = (value: number) => `IDR ${FORMAT.format(value)}`;
