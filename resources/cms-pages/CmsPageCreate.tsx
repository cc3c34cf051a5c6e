import { Create } from 'react-admin';
import { ResourcePage } from 'src/content/ResourcePage';
import { CmsPageForm } from './CmsPageForm';

export const CmsPageCreate = () => (
  <ResourcePage title="app.content_admin.new_page">
    <Create redirect="list" record={{ parentId: 1, content: '', online: true, position: 0 }}>
      <CmsPageForm />
    </Create>
  </ResourcePage>
);
