import { Create } from 'react-admin';
import { ResourcePage } from 'src/content/ResourcePage';
import { AnnouncementForm, NEW_ANNOUNCEMENT } from './AnnouncementForm';

export const AnnouncementCreate = () => (
  <ResourcePage title="app.content_admin.new_announcement" width="narrow">
    <Create redirect="list" record={NEW_ANNOUNCEMENT}>
      <AnnouncementForm />
    </Create>
  </ResourcePage>
);
