/**
 * Numbers as Danes write them: '1.000.000' (a dot between thousands) and '125,5' (a decimal comma).
 * The one formatter and the one parser for amounts and areas in forms, lists, show pages, statistics
 * and CSV files, in the browser and on the server alike.
 */

const formats = new Map<string, Intl.NumberFormat>();

function formatter(min: number, max: number, grouping: boolean): Intl.NumberFormat {
  const key = `${min}:${max}:${grouping}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('da-DK', { minimumFractionDigits: min, maximumFractionDigits: max, useGrouping: grouping });
    formats.set(key, format);
  }
  return format;
}

export interface DanishNumberOptions {
  /** Decimals shown at most (2 unless told); fewer when the number has fewer. */
  maxDecimals?: number;
  /** Decimals always shown, e.g. 1 for a percentage ('4,0'). */
  minDecimals?: number;
  /** A dot between thousands; off while the number is being edited, and in CSV files. */
  grouping?: boolean;
}

/** 1000000 → '1.000.000', 125.5 → '125,5'. */
export function formatDanishNumber(value: number, { maxDecimals = 2, minDecimals = 0, grouping = true }: DanishNumberOptions = {}): string {
  return formatter(minDecimals, Math.max(minDecimals, maxDecimals), grouping).format(value);
}

/**
 * A number in a CSV file as a Danish spreadsheet reads it: a decimal comma, no thousands separator
 * and no unit ('1000000', '125,5'). A number that is not finite is an empty cell.
 */
export function csvNumber(value: number): string {
  return Number.isFinite(value) ? formatDanishNumber(value, { grouping: false, maxDecimals: 10 }) : '';
}

// Spaces a number may be grouped with: a plain, a no-break and a narrow no-break space.
const SPACES = /[ \u00a0\u202f]/;
const PLAIN = /^\d+(?:,\d+)?$/;
const DOT_GROUPED = /^\d{1,3}(?:\.\d{3})+(?:,\d+)?$/;
const SPACE_GROUPED = new RegExp(`^\\d{1,3}(?:${SPACES.source}\\d{3})+(?:,\\d+)?$`);

/**
 * What a user typed, as a number: '1.000.000', '1000000', '1 000 000' and '125,5' are all read; an
 * empty text is no number (undefined). Anything else is refused (null), and the field's schema then
 * says '{label} skal være korrekt': '125.5' and '1.00' are not read as a decimal point, since a Dane
 * writes the dot between thousands.
 */
export function parseDanishNumber(text: string): number | undefined | null {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const negative = /^[-−]/.test(trimmed);
  const digits = negative ? trimmed.slice(1).trimStart() : trimmed;
  let plain: string;
  if (PLAIN.test(digits)) plain = digits;
  else if (DOT_GROUPED.test(digits)) plain = digits.replaceAll('.', '');
  else if (SPACE_GROUPED.test(digits)) plain = digits.replace(new RegExp(SPACES.source, 'g'), '');
  else return null;
  const value = Number(plain.replace(',', '.'));
  if (!Number.isFinite(value)) return null;
  return negative ? -value : value;
}
