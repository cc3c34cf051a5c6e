import { ResourcePage } from 'src/content/ResourcePage';
import { ListingList } from './ListingList';

/** The listing index in the shell's page frame, under its own h1 like every other page. */
export const ListingIndex = () => (
  <ResourcePage title="app.nav.listings" width="full">
    <ListingList />
  </ResourcePage>
);
