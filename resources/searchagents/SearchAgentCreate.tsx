import { Create } from 'react-admin';
import { ResourcePage } from 'src/content/ResourcePage';
import { NEW_AGENT, SearchAgentForm } from './SearchAgentForm';

export const SearchAgentCreate = () => (
  <ResourcePage title="app.searchagents.create" width="narrow">
    <Create title="app.searchagents.create" redirect="list" record={NEW_AGENT}>
      <SearchAgentForm />
    </Create>
  </ResourcePage>
);
