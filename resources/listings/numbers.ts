import { formatDanishNumber } from 'schemas/danishNumber';

/** Danish figures with their units for the listing pages (1.000.000 kr., 125,5 m²), whatever the UI's language. */
export const formatCount = (n: number): string => formatDanishNumber(n, { maxDecimals: 0 });
export const formatKroner = (n: number): string => `${formatDanishNumber(n, { maxDecimals: 0 })} kr.`;
export const formatArea = (n: number): string => `${formatDanishNumber(n)} m²`;
export const formatPercent = (n: number): string => `${formatDanishNumber(n)} %`;
