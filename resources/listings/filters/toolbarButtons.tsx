import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import css from './toolbarButtons.module.css';

type Variant = 'text' | 'outlined' | 'contained';

const classes = (variant: Variant) => [css.button, variant !== 'text' && css[variant]].filter(Boolean).join(' ');

/** MUI's icons' paths, drawn without their components. */
export const ICONS = {
  add: 'M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z',
  bookmarks: 'm19 18 2 1V3c0-1.1-.9-2-2-2H8.99C7.89 1 7 1.9 7 3h10c1.1 0 2 .9 2 2zM15 5H5c-1.1 0-2 .9-2 2v16l7-3 7 3V7c0-1.1-.9-2-2-2',
  download: 'M5 20h14v-2H5zM19 9h-4V3H9v6H5l7 7z',
  filterList: 'M10 18h4v-2h-4zM3 6v2h18V6zm3 7h12v-2H6z',
  lock: 'M18 8h-1V6c0-2.76-2.24-5-5-5S7 3.24 7 6v2H6c-1.1 0-2 .9-2 2v10c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V10c0-1.1-.9-2-2-2m-6 9c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2m3.1-9H8.9V6c0-1.71 1.39-3.1 3.1-3.1s3.1 1.39 3.1 3.1z',
  uploadFile:
    'M14 2H6c-1.1 0-1.99.9-1.99 2L4 20c0 1.1.89 2 1.99 2H18c1.1 0 2-.9 2-2V8zm4 18H6V4h7v5h5zM8 15.01l1.41 1.41L11 14.84V19h2v-4.16l1.59 1.59L16 15.01 12.01 11z',
  viewWeek:
    'M5.33 20H4c-1.1 0-2-.9-2-2V6c0-1.1.9-2 2-2h1.33c1.1 0 2 .9 2 2v12c0 1.1-.89 2-2 2M22 18V6c0-1.1-.9-2-2-2h-1.33c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2H20c1.11 0 2-.9 2-2m-7.33 0V6c0-1.1-.9-2-2-2h-1.33c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h1.33c1.1 0 2-.9 2-2',
} as const;

const Icon = ({ path }: { path: string }) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={path} />
  </svg>
);

/**
 * The index's toolbar buttons as MUI's small buttons look (./toolbarButtons.module.css), but plain elements: the index
 * renders them with its rows, where MUI's with their ripples cost it several components each.
 */
export const ToolbarButton = ({
  icon,
  variant = 'text',
  children,
  ...button
}: { icon: string; variant?: Variant; children: ReactNode } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'type'>) => (
  <button type="button" className={classes(variant)} {...button}>
    <Icon path={icon} />
    {children}
  </button>
);

/** A link that looks like the toolbar's buttons, to another page of the app. */
export const ToolbarLink = ({ to, icon, variant = 'outlined', children }: { to: string; icon: string; variant?: Variant; children: ReactNode }) => (
  <Link to={to} className={classes(variant)}>
    <Icon path={icon} />
    {children}
  </Link>
);
