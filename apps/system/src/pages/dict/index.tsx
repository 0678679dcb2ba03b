import { DictionaryPage } from './page';

export { messages } from './messages';

export default function GeneralDictionaryPage() {
  return <DictionaryPage kind="dict" />;
}
