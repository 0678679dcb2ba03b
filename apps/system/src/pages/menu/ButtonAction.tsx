import { optionLabel, useOptions } from '@lingxi/ui';

/** A button's place (toolbar, row, both) by its dictionary label. */
export function ButtonAction({ value }: { value: unknown }) {
  const { options } = useOptions({ dict: 'button_func' });
  return <span>{optionLabel(options, value) ?? String(value)}</span>;
}
