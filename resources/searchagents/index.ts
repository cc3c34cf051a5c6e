import { lazy } from 'react';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import type { SearchAgent } from 'schemas/searchAgents';

const list = lazy(() => import('./SearchAgentList').then((m) => ({ default: m.SearchAgentList })));
const create = lazy(() => import('./SearchAgentCreate').then((m) => ({ default: m.SearchAgentCreate })));
const edit = lazy(() => import('./SearchAgentEdit').then((m) => ({ default: m.SearchAgentEdit })));

export default {
  list,
  create,
  edit,
  icon: NotificationsActiveIcon,
  recordRepresentation: (agent: SearchAgent) => agent.name,
};
