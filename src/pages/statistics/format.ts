import { format, getISOWeek, parseISO } from 'date-fns';
import { da, enGB } from 'date-fns/locale';
import type { Bucket, Granularity } from 'schemas/statistics';
import { formatDanishNumber } from 'schemas/danishNumber';

/** Number and date formats of the UI's language (da: 1.234,5 and 3. nov. 2026). */
export interface Formats {
  number: (value: number, digits?: number) => string;
  percent: (value: number | null) => string;
  day: (day: string) => string;
  month: (month: string) => string;
  shortMonth: (month: string) => string;
  bucket: (bucket: Pick<Bucket, 'start' | 'end'>, granularity: Granularity, weekLabel: (week: number) => string) => string;
  range: (bucket: Pick<Bucket, 'start' | 'end'>) => string;
}

export function formatsFor(locale: string): Formats {
  const english = locale === 'en';
  const dateLocale = english ? enGB : da;
  const date = (day: string, pattern: string) => format(parseISO(day), pattern, { locale: dateLocale });
  const number = (value: number, digits = 0) =>
    english
      ? value.toLocaleString('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits })
      : formatDanishNumber(value, { minDecimals: digits, maxDecimals: digits });
  return {
    number,
    percent: (value) => (value === null ? '–' : `${number(value, 1)} %`),
    day: (day) => date(day, english ? 'd MMM yyyy' : 'd. MMM yyyy'),
    month: (month) => date(`${month}-01`, 'MMMM yyyy'),
    shortMonth: (month) => date(`${month}-01`, english ? 'MMM yy' : 'MMM yy'),
    bucket: (bucket, granularity, weekLabel) => {
      if (granularity === 'day') return date(bucket.start, english ? 'd MMM' : 'd. MMM');
      if (granularity === 'week') return weekLabel(getISOWeek(parseISO(bucket.start)));
      return date(bucket.start, 'MMM yy');
    },
    range: (bucket) =>
      bucket.start === bucket.end
        ? date(bucket.start, english ? 'd MMM yyyy' : 'd. MMM yyyy')
        : `${date(bucket.start, english ? 'd MMM' : 'd. MMM')} – ${date(bucket.end, english ? 'd MMM yyyy' : 'd. MMM yyyy')}`,
  };
}
