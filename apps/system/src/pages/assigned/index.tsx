import { AssignPage } from '../role/AssignPage';

export { messages } from '../role/messages';

const TABS = ['menu', 'dataScope', 'apiScope'] as const;

/** Front-end permissions of a role: menus, data scopes and API scopes. */
export default function AssignedPage() {
  return <AssignPage page="assigned" tabs={TABS} />;
}
