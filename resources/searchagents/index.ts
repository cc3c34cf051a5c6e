import { lazy } from 'react';
import type { SearchAgent } from 'schemas/searchAgents';

const list = lazy(() => import('./SearchAgentList').then((m) => ({ default: m.SearchAgentList })));
const create = lazy(() => import('./SearchAgentCreate').then((m) => ({ default: m.SearchAgentCreate })));
const edit = lazy(() => import('./SearchAgentEdit').then((m) => ({ default: m.SearchAgentEdit })));

export default {
  list,
  create,
  edit,
  recordRepresentation: (agent: SearchAgent) => agent.name,
};
