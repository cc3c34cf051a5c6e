import { formatDanishNumber } from 'schemas/danishNumber';

/*
 * Danish figures with their units for the listing pages (1.000.000 kr., 125,5 m²), whatever the UI's
 * language: one formatter for each kind of figure, which the list, the cards, the show page and the
 * preview share, so each prints a value the same way.
 */
export const formatCount = (n: number): string => formatDanishNumber(n, { maxDecimals: 0 });
/** Whole kroner as they are ('25.000'), an amount with øre to two decimals ('25.000,50'). */
const kroner = (n: number): string => formatDanishNumber(n, Number.isInteger(n) ? { maxDecimals: 0 } : { minDecimals: 2, maxDecimals: 2 });
export const formatKroner = (n: number): string => `${kroner(n)} kr.`;
export const formatArea = (n: number): string => `${formatDanishNumber(n)} m²`;
export const formatPercent = (n: number): string => `${formatDanishNumber(n)} %`;

/** A figure with the unit its form field names ('kr.', 'kr./md.', 'm²', '%'), or none. */
export const formatFigure = (n: number, unit: string | undefined): string =>
  unit?.startsWith('kr.') ? `${kroner(n)} ${unit}` : [formatDanishNumber(n), unit].filter(Boolean).join(' ');
