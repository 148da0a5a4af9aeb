import { formatNumber } from '#format/number.ts';

/** BV and PV show as plain numbers with 2 decimals, grouped for the locale: 100,082.00 in en-US. */
export function formatPoints(points: number, locale: string | null | undefined): string {
  return formatNumber(points, { locale, fractionDigits: 2 });
}
