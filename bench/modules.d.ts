/*
 * The benchmarks' own packages (bench/package.json) are installed only when a benchmark runs, so the typecheck
 * of `npm test` reads what the benchmarks use of them from here.
 */

declare module 'lighthouse' {
  interface LighthouseResult {
    runtimeError?: { code: string; message: string };
    finalDisplayedUrl: string;
    audits: Partial<Record<string, { numericValue?: number }>>;
    categories: Partial<Record<string, { score: number | null }>>;
  }
  interface LighthouseFlags {
    port: number;
    output: 'json';
    logLevel: 'error';
    onlyCategories: string[];
  }
  export const desktopConfig: object;
  export default function lighthouse(url: string, flags: LighthouseFlags, config?: object): Promise<{ lhr: LighthouseResult } | undefined>;
}

declare module 'ra-data-simple-rest' {
  import type { DataProvider } from 'react-admin';
  export default function simpleRestProvider(apiUrl: string): DataProvider;
}
