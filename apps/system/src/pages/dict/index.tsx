import { DictionaryPage } from './page';

export { messages } from './messages';
export { partsReady } from './page';

export default function GeneralDictionaryPage() {
  return <DictionaryPage kind="dict" />;
}
