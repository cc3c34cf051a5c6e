import type { CSSProperties } from 'react';

/*
 * The member shell's frame and app bar rows as constant inline styles: its first render computes no styles for
 * them, and the shell's chunk needs no stylesheet of its own to fetch. Colours, spacing and shadow are the
 * theme's (src/layout/theme.ts, MUI's defaults).
 */

const publicLinks: CSSProperties = { display: 'flex', flexWrap: 'wrap', flex: 1 };
const stack: CSSProperties = { display: 'flex', gap: 4 };

export const appBar = {
  header: {
    position: 'sticky',
    top: 0,
    zIndex: 1100,
    boxShadow: '0px 2px 1px -1px rgba(0,0,0,0.2),0px 1px 1px 0px rgba(0,0,0,0.14),0px 1px 3px 0px rgba(0,0,0,0.12)',
  },
  dark: { backgroundColor: '#0f2537', color: 'rgba(255,255,255,0.87)' },
  primary: { backgroundColor: '#1565c0', color: '#fff' },
  paper: { backgroundColor: '#fff', borderBottom: '1px solid rgba(0, 0, 0, 0.12)' },
  topRow: { display: 'flex', alignItems: 'center', gap: 16, minHeight: 40, flexWrap: 'wrap' },
  mainRow: { display: 'flex', alignItems: 'center', gap: 16, minHeight: 64, flexWrap: 'wrap', paddingTop: 8, paddingBottom: 8 },
  compactRow: { display: 'flex', alignItems: 'center', gap: 8, minHeight: 56 },
  title: { marginRight: 16 },
  fill: { flex: 1 },
  fillShrink: { flex: 1, minWidth: 0 },
  publicLinksRow: { ...publicLinks, flexDirection: 'row', gap: 20 },
  publicLinksColumn: { ...publicLinks, flexDirection: 'column', gap: 12 },
  userRow: { ...stack, flexDirection: 'row', alignItems: 'center' },
  userColumn: { ...stack, flexDirection: 'column', alignItems: 'flex-start' },
  account: { display: 'flex', flexDirection: 'row', alignItems: 'center', gap: 8 },
  // Light enough that the white account type under the name keeps 4.5:1 (WCAG 1.4.3).
  badge: { display: 'flex', alignItems: 'center', gap: 8, padding: '4px 12px', borderRadius: 4, backgroundColor: 'rgba(255,255,255,0.08)' },
  column: { display: 'flex', flexDirection: 'column' },
} satisfies Record<string, CSSProperties>;

/**
 * The page's frame as react-admin's Layout lays it out, with its gutters and its top margin taken off (the app
 * bar is in the flow, and the pages keep their own gutters), and nothing wider than the window.
 */
export const frame = {
  root: {
    display: 'flex',
    flexDirection: 'column',
    zIndex: 1,
    minHeight: '100vh',
    backgroundColor: '#fafafb',
    position: 'relative',
    minWidth: 0,
    width: '100%',
  },
  appFrame: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 },
  contentWithSidebar: { display: 'flex', flexGrow: 1, transition: 'margin 225ms cubic-bezier(0, 0, 0.2, 1) 0ms' },
  content: {
    backgroundColor: '#fafafb',
    zIndex: 2,
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    flexBasis: 0,
    padding: 0,
    minWidth: 0,
  },
} satisfies Record<string, CSSProperties>;
