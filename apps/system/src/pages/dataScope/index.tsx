import { dataScopeOf } from './fields';
import { ScopePage } from './ScopePage';

export { messages } from './messages';

/** Data scopes: per menu, the rules that narrow what its lists show. */
export default function DataScopePage() {
  return <ScopePage name="dataScope" rulesOf={dataScopeOf} />;
}
