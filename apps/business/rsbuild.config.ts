import { centreConfig } from '@lingxi/build';

export default centreConfig(import.meta.dirname, 'business');
