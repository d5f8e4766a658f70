/*
 * The arithmetic of the dashboard's charts (DailyChart): where the ticks of a value axis go, and which days of the
 * x axis get a label. Plain functions, so they are tested without drawing.
 */

/** Round steps of 1, 2 or 5 times a power of ten, about `count` of them from 0 to at least `max`. */
export function niceTicks(max: number, count = 4): number[] {
  const top = max > 0 && Number.isFinite(max) ? max : 1;
  const rough = top / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? 10 * power;
  // Rounded to the step's own places, so that 3 × 0.1 reads 0.3.
  const places = Math.max(0, -Math.floor(Math.log10(step)));
  const steps = Math.ceil(top / step - 1e-9);
  return Array.from({ length: steps + 1 }, (_, index) => Number((index * step).toFixed(places)));
}

/** Evenly spaced ticks from `min` to `max` (a fixed axis, such as a rate from 0 to 100). */
export function fixedTicks(min: number, max: number, count = 4): number[] {
  return Array.from({ length: count + 1 }, (_, index) => min + ((max - min) * index) / count);
}

/**
 * Every how many days an x label is written so that labels of `labelWidth` pixels do not overlap on `width`
 * pixels; the days labelled count back from the last (today is always labelled).
 */
export function labelEvery(days: number, width: number, labelWidth: number): number {
  if (days <= 1 || width <= 0) return 1;
  return Math.max(1, Math.ceil((days * labelWidth) / width));
}

export const isLabelled = (index: number, days: number, every: number) => (days - 1 - index) % every === 0;
