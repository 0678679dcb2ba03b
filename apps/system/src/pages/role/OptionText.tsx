import { optionLabel, useOptions, type ValueEnum } from '@lingxi/ui';

/** A value shown by its option's label (a parent by its name). */
export function OptionText({ valueEnum, value }: { valueEnum: ValueEnum; value: unknown }) {
  const { options } = useOptions(valueEnum);
  return <span>{optionLabel(options, value) ?? String(value)}</span>;
}
