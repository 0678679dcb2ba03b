import { listPrefetch } from '@lingxi/ui';
import { DICTIONARIES, DictionaryPage } from './page';

export { messages } from './messages';
export { partsReady } from './page';

/** The list it shows first, asked for before it renders. */
export const prefetch = listPrefetch(DICTIONARIES.dict.parent);

export default function GeneralDictionaryPage() {
  return <DictionaryPage kind="dict" />;
}
