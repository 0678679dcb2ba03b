import { ScopePage } from '../dataScope/ScopePage';
import { apiScopeOf } from './fields';

export { messages } from '../dataScope/messages';

/** API scopes: per menu, the API paths its rules cover. */
export default function ApiScopePage() {
  return <ScopePage name="apiScope" rulesOf={apiScopeOf} />;
}
