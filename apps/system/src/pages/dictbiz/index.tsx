import { DictionaryPage } from '../dict/page';

export { messages } from '../dict/messages';

export default function BusinessDictionaryPage() {
  return <DictionaryPage kind="dictbiz" />;
}
