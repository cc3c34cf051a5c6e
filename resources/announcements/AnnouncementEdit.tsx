import { Edit } from 'react-admin';
import { ResourcePage } from 'src/content/ResourcePage';
import { AnnouncementForm } from './AnnouncementForm';

export const AnnouncementEdit = () => (
  <ResourcePage title="app.content_admin.edit_announcement" width="narrow">
    <Edit mutationMode="pessimistic" redirect="list">
      <AnnouncementForm />
    </Edit>
  </ResourcePage>
);
