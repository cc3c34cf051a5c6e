import type { ReactNode } from 'react';

/**
 * Stands in for markdown-to-jsx (vite.config.ts points `markdown-to-jsx/react` here), which would be a
 * quarter of the form chunk. @rjsf/core renders markdown only in descriptions and help texts with
 * `enableMarkdownInDescription`/`enableMarkdownInHelp`, which no form here sets, in the file widget,
 * which no form uses, and in its own schema-error messages, which this shows as plain text.
 */
export const Markdown = ({ children }: { children?: ReactNode }) => <>{children}</>;
