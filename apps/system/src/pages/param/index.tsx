import { CrudPage } from '@lingxi/ui';
import { param } from './fields';

export default function ParamPage() {
  return <CrudPage resource={param} />;
}
