import { Edit } from 'react-admin';
import { ResourcePage } from 'src/content/ResourcePage';
import { CmsPageForm } from './CmsPageForm';

export const CmsPageEdit = () => (
  <ResourcePage title="app.content_admin.edit_page">
    <Edit mutationMode="pessimistic" redirect="list">
      <CmsPageForm />
    </Edit>
  </ResourcePage>
);
