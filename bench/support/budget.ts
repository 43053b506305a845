/** One measured figure against its budget; the runner prints them and saves them as JSON. */
export interface Measurement {
  name: string;
  value: number;
  unit: string;
  budget: string;
  pass: boolean;
  detail?: string;
}

export function atMost(
  name: string,
  value: number,
  limit: number,
  unit: string,
  detail?: string,
): Measurement {
  return {
    name,
    value: round(value),
    unit,
    budget: `<= ${limit} ${unit}`,
    pass: value <= limit,
    detail,
  };
}

export function atLeast(
  name: string,
  value: number,
  limit: number,
  unit: string,
  detail?: string,
): Measurement {
  return {
    name,
    value: round(value),
    unit,
    budget: `>= ${limit} ${unit}`,
    pass: value >= limit,
    detail,
  };
}

export function round(value: number): number {
  return Math.round(value * 100) / 100;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

export function median(values: number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
}
