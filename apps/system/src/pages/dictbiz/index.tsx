import { DictionaryPage } from '../dict/page';

export { messages } from '../dict/messages';
export { partsReady } from '../dict/page';

export default function BusinessDictionaryPage() {
  return <DictionaryPage kind="dictbiz" />;
}
