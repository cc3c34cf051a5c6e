import { useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { useAccess } from '../access/AccessProvider';
import { isReachable } from '../access/guard';
import { navItemStyle, type NavOrientation } from '../layout/navItemSx';
import { useCmsPages, type CmsEntry } from './cmsPages';

const within = (pathname: string, entry: CmsEntry) => pathname === entry.path || pathname.startsWith(`${entry.path}/`);

/** Every page of a subtree, depth first, with its depth below the subtree's top. */
function flatten(entry: CmsEntry, depth = 0): { entry: CmsEntry; depth: number }[] {
  return [{ entry, depth }, ...entry.children.flatMap((child) => flatten(child, depth + 1))];
}

/** A CMS page with pages under it: a menu of the page and its sub-pages, nested by indentation. */
const CmsNavMenu = ({ entry, active, orientation }: { entry: CmsEntry; active: boolean; orientation: NavOrientation }) => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-label={translate('app.cms.more', { title: entry.title })}
        endIcon={<ExpandMoreIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        style={navItemStyle(active, orientation)}
      >
        {entry.title}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {flatten(entry).map(({ entry: page, depth }) => (
          <MenuItem key={page.id} component={Link} to={page.path} onClick={() => setAnchor(null)} sx={{ pl: 2 + depth * 2 }}>
            {page.title}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};

/**
 * The CMS pages as items of the navigation (its third row, or the menu), labelled by their titles; a
 * page with sub-pages opens a menu of them. Shown only where the guard lets the user in (admin and member).
 */
export const CmsNavItems = ({ orientation }: { orientation: NavOrientation }) => {
  const { entries } = useCmsPages({ afterContent: true });
  const { check } = useAccess();
  const { pathname } = useLocation();
  return (
    <>
      {entries
        .filter((entry) => isReachable(check(entry.path)))
        .map((entry) =>
          entry.children.length > 0 ? (
            <CmsNavMenu key={entry.id} entry={entry} active={within(pathname, entry)} orientation={orientation} />
          ) : (
            <Button
              key={entry.id}
              component={Link}
              to={entry.path}
              aria-current={pathname === entry.path ? 'page' : undefined}
              style={navItemStyle(pathname === entry.path, orientation)}
            >
              {entry.title}
            </Button>
          ),
        )}
    </>
  );
};
