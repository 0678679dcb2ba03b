import { shellConfig } from '@lingxi/build';

export default shellConfig(import.meta.dirname);
