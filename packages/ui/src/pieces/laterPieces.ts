/**
 * The kit's pieces no list page draws at once, each loaded the first time it is wanted (`laterPiece`,
 * issue 25): the import and grant dialogs when first opened, the rest (the grant trees beside a form, a
 * record's journal, the icon picker and the image fields of a form, the image of a record's details) on
 * their first render. The kit is one shared module, whole in every console's first load; these (with a
 * centre's standalone frame, which `mount` alone loads) were 3.5 KiB of its gzip JavaScript. Their props'
 * types come from their own modules.
 */
import type { ComponentProps } from 'react';
import type * as CheckTree from './CheckTreeDialog';
import type * as Icon from './IconPicker';
import type * as Image from './ImageInput';
import type * as Import from './ImportDialog';
import type * as JournalModule from './Journal';
import { laterPiece } from './later';

/** A piece's module once the parts of antd it draws at once (its `partsReady`) are here too. */
const whole = async <M extends { partsReady?: Promise<void> }>(module: M): Promise<M> => {
  await module.partsReady;
  return module;
};

export const ImportDialog = laterPiece<Import.ImportDialogProps>(
  () => import('./ImportDialog').then(whole).then((module) => module.ImportDialog),
  (props) => props.open,
);

export const CheckTreeDialog = laterPiece<CheckTree.CheckTreeDialogProps>(
  () => import('./CheckTreeDialog').then(whole).then((module) => module.CheckTreeDialog),
  (props) => props.open,
);

export const CheckTreeGrant = laterPiece<CheckTree.CheckTreeGrantProps>(() =>
  import('./CheckTreeDialog').then(whole).then((module) => module.CheckTreeGrant),
);

export const Journal = laterPiece<ComponentProps<typeof JournalModule.Journal>>(() =>
  import('./Journal').then(whole).then((module) => module.Journal),
);

export const IconPicker = laterPiece<Icon.IconPickerProps>(() =>
  import('./IconPicker').then(whole).then((module) => module.IconPicker),
);

export const ImageInput = laterPiece<ComponentProps<typeof Image.ImageInput>>(() =>
  import('./ImageInput').then((module) => module.ImageInput),
);

export const ImageView = laterPiece<ComponentProps<typeof Image.ImageView>>(() =>
  import('./ImageInput').then((module) => module.ImageView),
);
