import { lazy } from 'react';
import type { Favorite } from 'schemas/favorites';

const list = lazy(() => import('./FavoriteList').then((m) => ({ default: m.FavoriteList })));

export default {
  list,
  recordRepresentation: (favorite: Favorite) => favorite.title,
};
