import { Edit } from 'react-admin';
import { ResourcePage } from 'src/content/ResourcePage';
import { SearchAgentForm } from './SearchAgentForm';

/** Pessimistic: the server checks the version read (If-Match) and answers 412 to a stale one. */
export const SearchAgentEdit = () => (
  <ResourcePage title="app.searchagents.edit" width="narrow">
    <Edit mutationMode="pessimistic" redirect="list">
      <SearchAgentForm />
    </Edit>
  </ResourcePage>
);
