import { inLanguage, optionLabel, useOptions } from '@lingxi/ui';
import { useTranslation } from 'react-i18next';

/** A button's place (toolbar, row, both) by its dictionary label, in the interface language. */
export function ButtonAction({ value }: { value: unknown }) {
  const { i18n } = useTranslation();
  const { options } = useOptions({ dict: 'button_func' });
  return <span>{optionLabel(inLanguage(options, i18n.language), value) ?? String(value)}</span>;
}
