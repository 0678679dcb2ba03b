import { listPrefetch } from '@lingxi/ui';
import { DICTIONARIES, DictionaryPage } from '../dict/page';

export { messages } from '../dict/messages';
export { partsReady } from '../dict/page';

/** The list it shows first, asked for before it renders. */
export const prefetch = listPrefetch(DICTIONARIES.dictbiz.parent);

export default function BusinessDictionaryPage() {
  return <DictionaryPage kind="dictbiz" />;
}
