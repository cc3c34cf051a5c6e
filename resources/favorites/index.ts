import { lazy } from 'react';
import FavoriteIcon from '@mui/icons-material/Favorite';
import type { Favorite } from 'schemas/favorites';

const list = lazy(() => import('./FavoriteList').then((m) => ({ default: m.FavoriteList })));

export default {
  list,
  icon: FavoriteIcon,
  recordRepresentation: (favorite: Favorite) => favorite.title,
};
